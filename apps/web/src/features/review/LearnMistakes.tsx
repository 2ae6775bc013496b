import { type Color, REVIEW_SEARCH_DEPTH } from '@kingside/contract';
import { GOOD_MAX_DROP, type ReviewedMove, winPercentFor } from '@kingside/contract/review';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startEngine, type UciEngine } from '../../lib/engine/engine';
import { Board } from '../play/Board';
import { destsOf, isCheck, isPromotion, lastMoveSquares, playMove, turnOfFen } from '../play/game-state';
import { useBoardOptions } from '../play/useBoardOptions';
import { evaluatePositions } from './review-run';
import '../../lib/i18n/locales/en.review';

type Verdict =
  | { kind: 'trying' }
  | { kind: 'checking' }
  | { kind: 'wrong'; san: string }
  | { kind: 'right'; san: string };

/**
 * "Learn from your mistakes": the member's own mistakes, misses and blunders one by one, from the
 * position before each. The engine's move is right, and so is any move that keeps the position
 * within the "good" band (GOOD_MAX_DROP points of winning chances), asked of the engine here.
 */
export function LearnMistakes({
  mistakes,
  fens,
  san,
  color,
  onClose,
}: {
  mistakes: readonly ReviewedMove[];
  fens: readonly string[];
  san: readonly string[];
  color: Color;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { options } = useBoardOptions();
  const [index, setIndex] = useState(0);
  const [verdict, setVerdict] = useState<Verdict>({ kind: 'trying' });
  const [hint, setHint] = useState(false);
  const [answer, setAnswer] = useState(false);
  const [resetToken, setResetToken] = useState(0);
  const engine = useRef<UciEngine | null>(null);
  const mistake = mistakes[index];

  useEffect(() => () => engine.current?.terminate(), []);

  if (!mistake)
    return (
      <section className="review learn">
        <h1>{t('review.learn.title')}</h1>
        <p>{t('review.learn.none')}</p>
        <button type="button" className="button" onClick={onClose}>
          {t('review.learn.close')}
        </button>
      </section>
    );

  const fen = fens[mistake.ply - 1]!;
  const best = mistake.best ? playMove(fen, mistake.best) : null;
  const solved = verdict.kind === 'right' || answer;
  const shownFen =
    verdict.kind === 'right' ? (playMove(fen, verdict.san)?.fen ?? fen) : answer && best ? best.fen : fen;

  const judge = async (orig: string, dest: string) => {
    const played = playMove(fen, `${orig}${dest}${isPromotion(fen, orig, dest) ? 'q' : ''}`);
    if (!played) return setResetToken((n) => n + 1);
    if (best && played.san === best.san) return setVerdict({ kind: 'right', san: played.san });
    setVerdict({ kind: 'checking' });
    try {
      engine.current ??= startEngine();
      const [after] = await evaluatePositions(
        engine.current,
        [played.fen],
        REVIEW_SEARCH_DEPTH.standard,
        () => undefined,
        new AbortController().signal,
      );
      const winAfter = winPercentFor(after!.score, color === 'white');
      const good = mistake.winBefore - winAfter <= GOOD_MAX_DROP;
      setVerdict(good ? { kind: 'right', san: played.san } : { kind: 'wrong', san: played.san });
    } catch {
      setVerdict({ kind: 'wrong', san: played.san });
    }
    setResetToken((n) => n + 1);
  };

  const next = () => {
    setIndex((n) => n + 1);
    setVerdict({ kind: 'trying' });
    setHint(false);
    setAnswer(false);
  };

  return (
    <section className="review learn" aria-label={t('review.learn.title')}>
      <h1 className="review__title">{t('review.learn.title')}</h1>
      <div className="game review__game">
        <div className="game__board-area">
          <Board
            fen={shownFen}
            orientation={color}
            turnColor={turnOfFen(shownFen)}
            lastMove={lastMoveSquares(solved ? (answer ? best?.uci : undefined) : undefined)}
            check={isCheck(shownFen)}
            movableColor={solved || verdict.kind === 'checking' ? null : color}
            dests={solved ? new Map() : destsOf(fen)}
            options={options}
            resetToken={resetToken}
            label={t('review.boardLabel')}
            onMove={(orig, dest) => void judge(orig, dest)}
          />
        </div>
        <div className="game__side review__side">
          <div className="game__panel review__panel learn__panel">
            <p className="learn__counter">
              {t('review.learn.counter', { n: index + 1, total: mistakes.length })}
            </p>
            <p>{t('review.learn.prompt', { san: san[mistake.ply - 1] })}</p>
            <p role="status" className={`learn__verdict learn__verdict--${verdict.kind}`}>
              {verdict.kind === 'right'
                ? t('review.learn.correct', { san: verdict.san })
                : verdict.kind === 'wrong'
                  ? t('review.learn.wrong', { san: verdict.san })
                  : verdict.kind === 'checking'
                    ? '…'
                    : ''}
            </p>
            {hint && best && <p>{t('review.learn.hintText', { square: best.uci.slice(0, 2) })}</p>}
            {answer && best && <p>{t('review.learn.answerText', { san: best.san })}</p>}
            <div className="review__actions">
              {!solved && (
                <button
                  type="button"
                  className="button"
                  onClick={() => setHint(true)}
                  disabled={hint || !best}
                >
                  {t('review.learn.hint')}
                </button>
              )}
              {!solved && (
                <button type="button" className="button" onClick={() => setAnswer(true)} disabled={!best}>
                  {t('review.learn.answer')}
                </button>
              )}
              {solved && index + 1 < mistakes.length && (
                <button type="button" className="button button--primary" onClick={next}>
                  {t('review.learn.next')}
                </button>
              )}
              {solved && index + 1 >= mistakes.length && <p>{t('review.learn.done')}</p>}
              <button type="button" className="button" onClick={onClose}>
                {t('review.learn.close')}
              </button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
