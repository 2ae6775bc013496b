import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { loadChunk } from '../../lib/load-chunk';
import { useLoad } from '../../lib/use-load';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { fetchReviewTarget } from './review.api';
import '../../lib/i18n/locales/en.review';

// The board, the engine and the review's math: a chunk of their own, loaded while the game is asked for.
const ReviewScreen = lazy(() =>
  loadChunk(() => import('./ReviewScreen')).then((module) => ({ default: module.ReviewScreen })),
);

/** `/game/{id}/review`: a finished game reviewed by the engine in this browser. */
export function ReviewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { http } = useServices();
  const user = useCurrentUser();
  const { state } = useLoad((signal) => fetchReviewTarget(http, id, signal), id);
  const game = state.status === 'loaded' ? state.data.game : null;
  useDocumentTitle('game_review', { white: game?.white.username ?? '…', black: game?.black.username ?? '…' });

  const notice =
    state.status === 'loading'
      ? 'review.loading'
      : state.status === 'missing'
        ? 'review.missing'
        : state.status === 'failed'
          ? 'review.failed'
          : state.data.game.status === 'started'
            ? 'review.notOver'
            : null;
  if (state.status !== 'loaded' || notice)
    return (
      <div className="review">
        <h1>{t('review.title')}</h1>
        <p className="notice" role={state.status === 'loading' ? 'status' : 'alert'}>
          {t(notice ?? 'review.loading')}
        </p>
      </div>
    );
  return (
    <Suspense fallback={<p role="status">{t('review.loading')}</p>}>
      <ReviewScreen loaded={state.data} isMember={user.isLoggedIn} />
    </Suspense>
  );
}
