import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pairMoves } from './game-state';

/** SAN paired by move number, the last move highlighted and kept in view. */
export function MoveList({ san }: { san: readonly string[] }) {
  const { t } = useTranslation();
  const pairs = pairMoves(san);
  const current = san.length;
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = scroller.current;
    if (element && current > 0) element.scrollTop = element.scrollHeight;
  }, [current]);

  return (
    <div className="moves" ref={scroller}>
      {pairs.length === 0 && <p className="moves__empty">{t('game.noMoves')}</p>}
      <ol className="moves__list" aria-label={t('game.moves')}>
        {pairs.map((pair) => (
          <li key={pair.number} className="moves__row">
            <span className="moves__number" aria-hidden="true">
              {pair.number}.
            </span>
            {[pair.white, pair.black].map((move, index) =>
              move ? (
                <span
                  key={move.ply}
                  className={`moves__san${move.ply === current ? ' is-current' : ''}`}
                  aria-current={move.ply === current ? 'step' : undefined}
                >
                  {move.san}
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
