import '../play/play.css';
import type { LessonStepShown, LessonVerdict } from '@kingside/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../lib/server-error';
import { Board } from '../play/Board';
import {
  destsOf,
  isCheck,
  isPromotion,
  lastMoveSquares,
  type PlayedMove,
  playMove,
  turnOfFen,
} from '../play/game-state';
import { MoveInput } from '../play/MoveInput';
import { MoveList } from '../play/MoveList';
import { useBoardOptions } from '../play/useBoardOptions';
import type { LessonsApi } from './lessons.api';
import '../../lib/i18n/locales/en.game';
import '../../lib/i18n/locales/en.lessons';

export type SolvedVerdict = Extract<LessonVerdict, { status: 'solved' }>;

type Phase =
  | { kind: 'solving'; good: boolean }
  | { kind: 'checking' }
  | { kind: 'wrong'; hint: string }
  | { kind: 'solved' }
  | { kind: 'error'; message: string };

/** Where the board stands: the position, the member's moves the server accepted, the moves shown. */
interface Line {
  fen: string;
  lastMove: string | undefined;
  moves: string[];
  san: string[];
}

/**
 * A lesson position on the board (the puzzle board's parts): the member moves, by hand or by keyboard;
 * the server says right (and the board plays the reply), wrong (back to before the move, with the
 * hint) or solved. Promotions are to a queen (the lessons' lines promote to a queen).
 */
export function LessonBoard({
  step,
  api,
  onSolved,
}: {
  step: LessonStepShown;
  api: LessonsApi;
  onSolved: (verdict: SolvedVerdict) => void;
}) {
  const { t } = useTranslation();
  const { options } = useBoardOptions();
  const solver = turnOfFen(step.fen);
  const [line, setLine] = useState<Line>({ fen: step.fen, lastMove: undefined, moves: [], san: [] });
  const [phase, setPhase] = useState<Phase>({ kind: 'solving', good: false });
  const [resetToken, setResetToken] = useState(0);
  const dests = useMemo(() => destsOf(line.fen), [line.fen]);
  const canMove = phase.kind === 'solving' || phase.kind === 'wrong' || phase.kind === 'error';

  const send = (played: PlayedMove) => {
    const before = line;
    const sent = [...before.moves, played.uci];
    setLine({ ...before, fen: played.fen, lastMove: played.uci, san: [...before.san, played.san] });
    setPhase({ kind: 'checking' });
    api.answer(step.id, sent).then(
      (verdict) => {
        if (verdict.status === 'continue') {
          const reply = playMove(played.fen, verdict.reply);
          setLine({
            fen: reply?.fen ?? played.fen,
            lastMove: reply?.uci ?? played.uci,
            moves: sent,
            san: [...before.san, played.san, ...(reply ? [reply.san] : [])],
          });
          setPhase({ kind: 'solving', good: true });
        } else if (verdict.status === 'wrong') {
          setLine(before);
          setResetToken((n) => n + 1);
          setPhase({ kind: 'wrong', hint: verdict.hint });
        } else {
          setPhase({ kind: 'solved' });
          onSolved(verdict);
        }
      },
      (error: unknown) => {
        setLine(before);
        setResetToken((n) => n + 1);
        setPhase({ kind: 'error', message: serverMessage(error) ?? t('app.genericError') });
      },
    );
  };

  const onMove = (orig: string, dest: string) => {
    if (!canMove) return;
    const played = playMove(line.fen, `${orig}${dest}${isPromotion(line.fen, orig, dest) ? 'q' : ''}`);
    if (played) send(played);
    else setResetToken((n) => n + 1);
  };

  return (
    <div className="game lesson-board">
      <div className="game__board-area">
        <Board
          fen={line.fen}
          orientation={solver}
          turnColor={turnOfFen(line.fen)}
          lastMove={lastMoveSquares(line.lastMove)}
          check={isCheck(line.fen)}
          movableColor={canMove ? solver : null}
          dests={dests}
          options={options}
          resetToken={resetToken}
          label={t('lessons.boardLabel')}
          onMove={onMove}
        />
      </div>
      <div className="game__side lesson-board__side">
        <p className="lesson-board__prompt">{step.prompt}</p>
        <LessonStatus phase={phase} solver={solver} />
        {canMove && <MoveInput fen={line.fen} myTurn={canMove} onMove={send} />}
        {line.san.length > 0 && <MoveList san={line.san} displayType={options.moveListDisplayType} />}
      </div>
    </div>
  );
}

function LessonStatus({ phase, solver }: { phase: Phase; solver: 'white' | 'black' }) {
  const { t } = useTranslation();
  switch (phase.kind) {
    case 'error':
      return (
        <p className="notice" role="alert">
          {phase.message}
        </p>
      );
    case 'wrong':
      return (
        <div className="lesson-board__verdict lesson-board__verdict--wrong" role="status">
          <p className="lesson-board__verdict-title">{t('lessons.wrong')}</p>
          <p>{t('lessons.hint', { hint: phase.hint })}</p>
        </div>
      );
    case 'solved':
      return (
        <p
          className="lesson-board__verdict lesson-board__verdict--solved lesson-board__verdict-title"
          role="status"
        >
          {t('lessons.solved')}
        </p>
      );
    case 'checking':
      return <p role="status">{t('lessons.checking')}</p>;
    default:
      return <p role="status">{phase.good ? t('lessons.goodMove') : t(`lessons.toMove.${solver}`)}</p>;
  }
}
