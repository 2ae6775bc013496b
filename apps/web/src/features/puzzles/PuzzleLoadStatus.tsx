import { useTranslation } from 'react-i18next';
import type { Loaded } from '../../lib/use-load';
import '../../lib/i18n/locales/en.puzzles';

/** What a puzzle page shows while it loads, and after a failure (a retry button); nothing once loaded. */
export function PuzzleLoadStatus({ state, retry }: { state: Loaded<unknown>; retry: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <p role="status">{t('puzzles.loading')}</p>;
  if (state.status === 'loaded') return null;
  return (
    <p className="notice" role="alert">
      {t('puzzles.loadFailed')}{' '}
      <button type="button" onClick={retry}>
        {t('puzzles.retry')}
      </button>
    </p>
  );
}
