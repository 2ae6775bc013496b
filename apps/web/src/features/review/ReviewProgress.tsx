import { REVIEW_SEARCH_DEPTH } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import type { ReviewRun } from './useGameReview';
import '../../lib/i18n/locales/en.review';

/** "Reviewing move 12 of 80" with a bar while the engine works; the depth used once done. */
export function ReviewProgress({ run }: { run: ReviewRun }) {
  const { t } = useTranslation();
  if (run.phase === 'failed')
    return (
      <p className="notice" role="alert">
        {t('review.engineFailed')}
      </p>
    );
  if (run.phase === 'done')
    return (
      <p className="review-progress__depth">
        {t(`review.depth.${run.depth}`, { depth: REVIEW_SEARCH_DEPTH[run.depth] })}
      </p>
    );
  if (run.phase === 'waiting') return <p role="status">{t('review.starting')}</p>;
  // Positions include the start: move n is reviewed once position n is.
  const moves = Math.max(0, run.total - 1);
  const done = Math.min(moves, run.done);
  return (
    <div className="review-progress">
      <p role="status">{t('review.progress', { done, total: moves })}</p>
      <progress max={run.total} value={run.done} aria-label={t('review.progressLabel')} />
    </div>
  );
}
