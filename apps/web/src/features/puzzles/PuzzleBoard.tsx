import '../play/play.css';
import './puzzles.css';
import type { PuzzleMode, PuzzleShown, PuzzleVerdict } from '@kingside/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../lib/server-error';
import { Board } from '../play/Board';
import { destsOf, isCheck, isPromotion, lastMoveSquares, playMove, turnOfFen } from '../play/game-state';
import { MoveList } from '../play/MoveList';
import { useBoardOptions } from '../play/useBoardOptions';
import type { PuzzlesApi } from './puzzles.api';
import '../../lib/i18n/locales/en.puzzles';

export type FinishedVerdict = Exclude<PuzzleVerdict, { status: 'continue' }>;

interface PuzzleBoardProps {
  puzzle: PuzzleShown;
  mode: PuzzleMode;
  api: PuzzlesApi;
  onFinished?: (verdict: FinishedVerdict) => void;
}

type Phase =
  | { kind: 'solving' }
  | { kind: 'checking' }
  | { kind: 'done'; verdict: FinishedVerdict }
  | { kind: 'error'; message: string };

/**
 * A puzzle to solve: the member moves, the server says right or wrong and answers with the reply.
 * Promotions are always to a queen here (puzzle solutions promote to a queen or say so).
 */
export function PuzzleBoard({ puzzle, mode, api, onFinished }: PuzzleBoardProps) {
  const { t } = useTranslation();
  const { options } = useBoardOptions();
  const solver = turnOfFen(puzzle.fen);
  const [fen, setFen] = useState(puzzle.fen);
  const [lastMove, setLastMove] = useState<string | undefined>(undefined);
  const [moves, setMoves] = useState<string[]>([]);
  // Every move on the board since the puzzle's position, both sides, in SAN: the move list.
  const [san, setSan] = useState<string[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'solving' });
  const [resetToken, setResetToken] = useState(0);
  const [goodMoves, setGoodMoves] = useState(0);
  const dests = useMemo(() => destsOf(fen), [fen]);

  const onMove = (orig: string, dest: string) => {
    if (phase.kind !== 'solving') return;
    const played = playMove(fen, `${orig}${dest}${isPromotion(fen, orig, dest) ? 'q' : ''}`);
    if (!played) {
      setResetToken((n) => n + 1);
      return;
    }
    const sent = [...moves, played.uci];
    const sanBefore = san;
    setFen(played.fen);
    setLastMove(played.uci);
    setSan([...san, played.san]);
    setPhase({ kind: 'checking' });
    api.answer(puzzle.id, sent, mode).then(
      (verdict) => {
        if (verdict.status === 'continue') {
          const reply = playMove(played.fen, verdict.reply);
          if (reply) {
            setFen(reply.fen);
            setLastMove(reply.uci);
            setSan([...sanBefore, played.san, reply.san]);
          }
          setMoves(sent);
          setGoodMoves((n) => n + 1);
          setPhase({ kind: 'solving' });
          return;
        }
        setPhase({ kind: 'done', verdict });
        onFinished?.(verdict);
      },
      (error: unknown) => {
        // Nothing counted: back to the position before the move.
        setFen(fen);
        setLastMove(lastMove);
        setSan(sanBefore);
        setResetToken((n) => n + 1);
        setPhase({ kind: 'error', message: serverMessage(error) ?? t('app.genericError') });
      },
    );
  };

  return (
    <div className="game puzzle">
      <div className="game__board-area">
        <Board
          fen={fen}
          orientation={solver}
          turnColor={turnOfFen(fen)}
          lastMove={lastMoveSquares(lastMove)}
          check={isCheck(fen)}
          movableColor={phase.kind === 'solving' || phase.kind === 'error' ? solver : null}
          dests={dests}
          options={options}
          resetToken={resetToken}
          label={t('puzzles.boardLabel')}
          onMove={onMove}
        />
      </div>
      <div className="game__side puzzle__side">
        <p className="puzzle__rating">{t('puzzles.puzzleRating', { rating: puzzle.rating })}</p>
        <PuzzleStatus phase={phase} solver={solver} goodMoves={goodMoves} />
        {san.length > 0 && <MoveList san={san} displayType={options.moveListDisplayType} />}
      </div>
    </div>
  );
}

function PuzzleStatus({
  phase,
  solver,
  goodMoves,
}: {
  phase: Phase;
  solver: 'white' | 'black';
  goodMoves: number;
}) {
  const { t } = useTranslation();
  if (phase.kind === 'error') {
    return (
      <p className="notice" role="alert">
        {phase.message}
      </p>
    );
  }
  if (phase.kind !== 'done') {
    return (
      <p className="puzzle__prompt" role="status">
        {goodMoves > 0 ? t('puzzles.goodMove') : t(`puzzles.toMove.${solver}`)}
      </p>
    );
  }
  const { verdict } = phase;
  const rating = verdict.rating;
  const diff = rating ? rating.after - rating.before : 0;
  return (
    <div className={`puzzle__verdict puzzle__verdict--${verdict.status}`} role="status">
      <p className="puzzle__verdict-title">
        {t(verdict.status === 'solved' ? 'puzzles.solved' : 'puzzles.failed')}
      </p>
      {verdict.status === 'failed' && (
        <p className="puzzle__solution">{t('puzzles.solutionWas', { moves: verdict.solution.join(' ') })}</p>
      )}
      <p className="puzzle__rating-change">
        {rating
          ? t('puzzles.ratingChange', {
              before: rating.before,
              after: rating.after,
              diff: diff >= 0 ? `+${diff}` : String(diff),
            })
          : t('puzzles.unrated')}
      </p>
    </div>
  );
}
