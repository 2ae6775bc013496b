import type { ReviewedMove } from '@kingside/contract/review';
import { useTranslation } from 'react-i18next';
import { pvSan } from '../analysis/engine/engine-view';
import { CLASS_SYMBOLS } from './class-style';
import '../../lib/i18n/locales/en.review';

/** The shown move's class in words, why it was bad when that is plain to see, and what was best. */
export function ShownMove({
  move,
  san,
  fenBefore,
}: {
  move: ReviewedMove | null;
  san: string;
  fenBefore: string;
}) {
  const { t } = useTranslation();
  if (!move) return <p className="review-shown review-shown--hint">{t('review.startHint')}</p>;
  const reason = move.reason;
  const reasonText = !reason
    ? null
    : reason.kind === 'hangs'
      ? t('review.reasons.hangs', { piece: t(`review.pieces.${reason.piece}`) })
      : t(`review.reasons.${reason.kind}`);
  const showBest = move.best && move.best !== move.uci && move.moveClass !== 'book';
  return (
    <p className={`review-shown review-class--${move.moveClass}`} aria-live="polite">
      <span className="review-mark" aria-hidden="true">
        {CLASS_SYMBOLS[move.moveClass]}
      </span>{' '}
      <strong>
        {san} · {t(`review.classes.${move.moveClass}`)}
      </strong>
      {reasonText && <span className="review-shown__reason"> — {reasonText}</span>}
      {showBest && (
        <span className="review-shown__best">
          {' '}
          {t('review.bestWas', { move: pvSan(fenBefore, [move.best!], 1) })}
        </span>
      )}
    </p>
  );
}
