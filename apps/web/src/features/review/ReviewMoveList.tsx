import '../play/move-list.css';
import type { MoveListDisplayType } from '@kingside/contract';
import type { ReviewedMove } from '@kingside/contract/review';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pairMoves } from '../play/game-state';
import { figurineSan } from '../play/move-list-format';
import { CLASS_SYMBOLS, type ClassMarking } from './class-style';
import '../../lib/i18n/locales/en.game';
import '../../lib/i18n/locales/en.review';

interface ReviewMoveListProps {
  san: readonly string[];
  /** One per move once the review is done; empty while it runs. */
  reviewed: readonly ReviewedMove[];
  marking: ClassMarking;
  displayType: MoveListDisplayType;
  current: number;
  onSelect: (ply: number) => void;
}

/** The game's moves, each a button, marked with its class (per the member's style) and named with it for screen readers. */
export function ReviewMoveList({
  san,
  reviewed,
  marking,
  displayType,
  current,
  onSelect,
}: ReviewMoveListProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new shown move is what moves the view
  useEffect(() => {
    const element = scroller.current;
    const move = element?.querySelector('.is-current');
    if (!element || !move) return;
    const box = move.getBoundingClientRect();
    const view = element.getBoundingClientRect();
    if (box.top < view.top) element.scrollTop -= view.top - box.top;
    else if (box.bottom > view.bottom) element.scrollTop += box.bottom - view.bottom;
  }, [current]);

  return (
    <div className="moves review-moves" ref={scroller}>
      <ol className="moves__list" aria-label={t('game.moves')}>
        {pairMoves(san).map((pair) => (
          <li key={pair.number} className="moves__row">
            <span className="moves__number" aria-hidden="true">
              {pair.number}.
            </span>
            {[pair.white, pair.black].map((move, index) => {
              // biome-ignore lint/suspicious/noArrayIndexKey: at most one empty half-move per row
              if (!move) return <span key={`empty-${index}`} className="moves__san" />;
              const review = reviewed[move.ply - 1];
              const name = review ? t(`review.classes.${review.moveClass}`) : null;
              return (
                <button
                  type="button"
                  key={move.ply}
                  className={`moves__san moves__san--button${move.ply === current ? ' is-current' : ''}${review ? ` review-class--${review.moveClass}` : ''}`}
                  aria-current={move.ply === current ? 'step' : undefined}
                  aria-label={name ? t('review.classLabel', { san: move.san, class: name }) : move.san}
                  onClick={() => onSelect(move.ply)}
                >
                  <span aria-hidden="true">
                    {displayType === 'figurines' ? figurineSan(move.san) : move.san}
                  </span>
                  {review && marking !== 'none' && (
                    <span className="review-mark" aria-hidden="true" title={name ?? undefined}>
                      {marking === 'symbol' ? CLASS_SYMBOLS[review.moveClass] : name}
                    </span>
                  )}
                </button>
              );
            })}
          </li>
        ))}
      </ol>
    </div>
  );
}
