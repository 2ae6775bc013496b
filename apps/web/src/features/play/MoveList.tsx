import './move-list.css';
import type { MoveListDisplayType } from '@kingside/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pairMoves } from './game-state';
import { figurineSan, formatSpent } from './move-list-format';
import '../../lib/i18n/locales/en.game';

interface MoveListProps {
  san: readonly string[];
  /** Figurines (♘f3) or letters (Nf3); screen readers always get the letters. */
  displayType?: MoveListDisplayType;
  /** Time spent per ply (index 0 is ply 1), null where unknown; absent when timestamps are off. */
  times?: readonly (number | null)[] | undefined;
  /** The ply the board shows (the last by default). */
  current?: number;
  /** Makes each move a button that shows the position after it. */
  onSelect?: (ply: number) => void;
}

/** SAN paired by move number, the last move highlighted and kept in view. */
export function MoveList({
  san,
  displayType = 'text',
  times,
  current = san.length,
  onSelect,
}: MoveListProps) {
  const { t } = useTranslation();
  const pairs = pairMoves(san);
  const scroller = useRef<HTMLDivElement>(null);

  // Follow the newest move; a move picked while looking back stays where it is.
  useEffect(() => {
    const element = scroller.current;
    if (element && san.length > 0) element.scrollTop = element.scrollHeight;
  }, [san.length]);

  // Stepping keeps the shown move in view (Home in a long game goes back to its top).
  useEffect(() => {
    const element = scroller.current;
    const move = element?.querySelector('.is-current') ?? null;
    if (!element) return;
    if (!move) {
      if (current === 0) element.scrollTop = 0;
      return;
    }
    const box = move.getBoundingClientRect();
    const view = element.getBoundingClientRect();
    if (box.top < view.top) element.scrollTop -= view.top - box.top;
    else if (box.bottom > view.bottom) element.scrollTop += box.bottom - view.bottom;
  }, [current]);

  return (
    <div className="moves" ref={scroller}>
      {pairs.length === 0 && <p className="moves__empty">{t('game.noMoves')}</p>}
      <ol className={`moves__list${times ? ' moves__list--timed' : ''}`} aria-label={t('game.moves')}>
        {pairs.map((pair) => (
          <li key={pair.number} className="moves__row">
            <span className="moves__number" aria-hidden="true">
              {pair.number}.
            </span>
            {[pair.white, pair.black].map((move, index) =>
              move && onSelect ? (
                <button
                  type="button"
                  key={move.ply}
                  className={`moves__san moves__san--button${move.ply === current ? ' is-current' : ''}`}
                  aria-current={move.ply === current ? 'step' : undefined}
                  onClick={() => onSelect(move.ply)}
                >
                  <San san={move.san} figurines={displayType === 'figurines'} />
                  {times && <Spent ms={times[move.ply - 1] ?? null} />}
                </button>
              ) : move ? (
                <span
                  key={move.ply}
                  className={`moves__san${move.ply === current ? ' is-current' : ''}`}
                  aria-current={move.ply === current ? 'step' : undefined}
                >
                  <San san={move.san} figurines={displayType === 'figurines'} />
                  {times && <Spent ms={times[move.ply - 1] ?? null} />}
                </span>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: at most one empty half-move per row
                <span key={`empty-${index}`} className="moves__san" />
              ),
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A figurine move reads as its letters to screen readers; pawn moves have no piece to swap. */
function San({ san, figurines }: { san: string; figurines: boolean }) {
  const shown = figurines ? figurineSan(san) : san;
  if (shown === san) return <>{san}</>;
  return (
    <>
      <span className="moves__figurine" aria-hidden="true">
        {shown}
      </span>
      <span className="visually-hidden">{san}</span>
    </>
  );
}

function Spent({ ms }: { ms: number | null }) {
  const { t } = useTranslation();
  if (ms === null) return null;
  const time = formatSpent(ms);
  return (
    <span className="moves__time">
      <span aria-hidden="true">{time}</span>
      <span className="visually-hidden">{t('game.timeSpent', { time })}</span>
    </span>
  );
}
