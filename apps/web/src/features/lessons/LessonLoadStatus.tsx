import { useTranslation } from 'react-i18next';
import type { Loaded } from '../../lib/use-load';
import '../../lib/i18n/locales/en.lessons';

/** What a lesson page shows while it loads, and after a failure (a retry button); nothing once loaded. */
export function LessonLoadStatus({ state, retry }: { state: Loaded<unknown>; retry: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <p role="status">{t('lessons.loading')}</p>;
  if (state.status === 'loaded') return null;
  return (
    <p className="notice" role="alert">
      {t('lessons.loadFailed')}{' '}
      <button type="button" onClick={retry}>
        {t('lessons.retry')}
      </button>
    </p>
  );
}
