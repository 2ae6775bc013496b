import { useTranslation } from 'react-i18next';
import type { Loaded } from '../../lib/use-load';
import '../../lib/i18n/locales/en.forums';

/** What a forum page shows while loading, after a failure, or for a missing forum or topic. */
export function ForumStatus({ state, retry }: { state: Loaded<unknown>; retry: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <p role="status">{t('forums.loading')}</p>;
  if (state.status === 'missing') return <p className="notice">{t('forums.notFound')}</p>;
  if (state.status === 'failed')
    return (
      <p className="notice" role="alert">
        {t('forums.failed')}{' '}
        <button type="button" className="button button--small" onClick={retry}>
          {t('forums.retry')}
        </button>
      </p>
    );
  return null;
}
