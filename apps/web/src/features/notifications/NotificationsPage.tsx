import './notifications.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { NotificationItem } from './NotificationItem';
import { useNotificationFeed } from './useNotificationFeed';
import '../../lib/i18n/locales/en.notifications';

/** `/notifications`: every notification the member still has, newest first, older ones on demand. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { isLoggedIn } = useCurrentUser();
  useDocumentTitle('notifications');

  return (
    <section className="notifications-page">
      <h1>{t('notifications.title')}</h1>
      {isLoggedIn ? (
        <Feed />
      ) : (
        <p>
          {t('notifications.login')}{' '}
          <Link to={url('login_and_go', undefined, { target: url('notifications') })}>
            {t('userMenu.logIn')}
          </Link>
        </p>
      )}
    </section>
  );
}

function Feed() {
  const { t } = useTranslation();
  const feed = useNotificationFeed();

  if (feed.status === 'failed') {
    return (
      <div className="notifications-page__note" role="alert">
        <p>{t('notifications.failed')}</p>
        <button type="button" className="button" onClick={feed.reload}>
          {t('app.tryAgain')}
        </button>
      </div>
    );
  }
  if (feed.items.length === 0) {
    return (
      <p className="notifications-page__note">
        {feed.status === 'loading' ? t('notifications.loading') : t('notifications.empty')}
      </p>
    );
  }
  return (
    <>
      <div className="notifications-page__bar">
        <p>{t('notifications.unreadCount', { count: feed.unread })}</p>
        {feed.unread > 0 && (
          <button type="button" className="button" onClick={feed.markAllRead}>
            {t('notifications.markAllRead')}
          </button>
        )}
      </div>
      <ul className="notification-list notification-list--page">
        {feed.items.map((n) => (
          <NotificationItem key={n.id} notification={n} onRead={feed.markRead} />
        ))}
      </ul>
      {feed.hasMore && (
        <button type="button" className="button notifications-page__more" onClick={feed.loadMore}>
          {t('notifications.loadMore')}
        </button>
      )}
    </>
  );
}
