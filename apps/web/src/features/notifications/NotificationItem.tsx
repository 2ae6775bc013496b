import type { NotificationView } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../app/useLanguage';
import { Avatar } from '../members/Avatar';
import { notificationHref, notificationText } from './notification-text';
import '../../lib/i18n/locales/en.notifications';

/**
 * One notification: the words (a link to what it is about), when, and Mark read while unread.
 * Following the link marks it read too.
 */
export function NotificationItem({
  notification: n,
  onRead,
  onNavigate,
}: {
  notification: NotificationView;
  onRead(id: number): void;
  onNavigate?(): void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const words = notificationText(n, t);
  const href = notificationHref(n, language);
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(n.createdAt),
  );
  const follow = () => {
    if (!n.read) onRead(n.id);
    onNavigate?.();
  };

  return (
    <li className={`notification${n.read ? '' : ' notification--unread'}`}>
      {n.actor ? (
        <Avatar username={n.actor.username} url={n.actor.avatarUrl} size={32} />
      ) : (
        <span className="notification__site" aria-hidden="true">
          K
        </span>
      )}
      <div className="notification__body">
        {href ? (
          <Link className="notification__text" to={href} onClick={follow}>
            {words}
          </Link>
        ) : (
          <span className="notification__text">{words}</span>
        )}
        <span className="notification__meta">
          <time dateTime={n.createdAt}>{when}</time>
          {!n.read && <span className="visually-hidden">{t('notifications.unreadMark')}</span>}
        </span>
      </div>
      {!n.read && (
        <button
          type="button"
          className="notification__read"
          onClick={() => onRead(n.id)}
          aria-label={t('notifications.markReadOf', { text: words })}
          title={t('notifications.markRead')}
        >
          <span aria-hidden="true" className="notification__dot" />
        </button>
      )}
    </li>
  );
}
