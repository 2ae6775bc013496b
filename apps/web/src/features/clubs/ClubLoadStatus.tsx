import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.clubs';

/** What a club's page (the club, a match) shows while it loads, when there is none, after a failure; nothing once loaded. */
export function ClubLoadStatus({
  status,
  notFound,
  retry,
}: {
  status: 'loading' | 'missing' | 'failed' | 'loaded';
  notFound: string;
  retry: () => void;
}) {
  const { t } = useTranslation();
  if (status === 'loading') return <p role="status">{t('clubs.loading')}</p>;
  if (status === 'missing') return <p className="notice">{notFound}</p>;
  if (status === 'loaded') return null;
  return (
    <p className="notice" role="alert">
      {t('clubs.failed')}{' '}
      <button type="button" className="button button--small" onClick={retry}>
        {t('clubs.retry')}
      </button>
    </p>
  );
}
