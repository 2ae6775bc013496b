import './notifications.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisclosure } from '../../app/header/useDisclosure';
import { useRouteUrl } from '../../app/useLanguage';
import { NotificationItem } from './NotificationItem';
import { notificationText } from './notification-text';
import { useNotificationFeed } from './useNotificationFeed';
import '../../lib/i18n/locales/en.notifications';

const BELL_SHOWS = 8;

/** The header's bell: the unread count, and the newest notifications a click away. */
export function Bell() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const feed = useNotificationFeed();
  const menu = useDisclosure();
  const label =
    feed.unread > 0 ? t('notifications.bellUnread', { count: feed.unread }) : t('notifications.bell');

  return (
    <div className="bell dropdown" {...menu.rootProps}>
      <button className="bell__button" aria-label={label} aria-controls="bell-panel" {...menu.buttonProps}>
        <BellIcon />
        {feed.unread > 0 && (
          <span className="bell__badge" aria-hidden="true">
            {feed.unread > 99 ? '99+' : feed.unread}
          </span>
        )}
      </button>
      {/* Heard by screen readers as each notification arrives, whether the panel is open or not. */}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {feed.arrived && t('notifications.arrived', { text: notificationText(feed.arrived, t) })}
      </div>
      <section
        id="bell-panel"
        className="dropdown__panel dropdown__panel--end bell__panel"
        aria-label={t('notifications.title')}
        {...menu.panelProps}
      >
        <div className="bell__head">
          <h2 className="bell__title">{t('notifications.title')}</h2>
          {feed.unread > 0 && (
            <button type="button" className="bell__action" onClick={feed.markAllRead}>
              {t('notifications.markAllRead')}
            </button>
          )}
        </div>
        {feed.status === 'failed' ? (
          <p className="bell__note">{t('notifications.failed')}</p>
        ) : feed.items.length === 0 ? (
          <p className="bell__note">
            {feed.status === 'loading' ? t('notifications.loading') : t('notifications.empty')}
          </p>
        ) : (
          <ul className="notification-list">
            {feed.items.slice(0, BELL_SHOWS).map((n) => (
              <NotificationItem key={n.id} notification={n} onRead={feed.markRead} onNavigate={menu.close} />
            ))}
          </ul>
        )}
        <Link className="bell__all" to={url('notifications')} onClick={menu.close}>
          {t('notifications.seeAll')}
        </Link>
      </section>
    </div>
  );
}

function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable={false}
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
