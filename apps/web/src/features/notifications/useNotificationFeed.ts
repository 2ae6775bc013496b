import type { NotificationView, ServerMessage } from '@kingside/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useAlerts } from '../../lib/alerts';
import { useConnection, useSocketMessages } from '../play/useSocket';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.api';

export interface NotificationFeed {
  items: NotificationView[];
  unread: number;
  status: 'loading' | 'ready' | 'failed';
  /** More, older notifications to load. */
  hasMore: boolean;
  /** The newest one pushed while this feed was open (for the live announcement). */
  arrived: NotificationView | null;
  loadMore(): void;
  reload(): void;
  markRead(id: number): void;
  markAllRead(): void;
}

/** New first; a notification already held is replaced, never shown twice. */
const merge = (first: NotificationView[], then: NotificationView[]) => {
  const seen = new Set(first.map((n) => n.id));
  return [...first, ...then.filter((n) => !seen.has(n.id))];
};

/**
 * A member's notifications: the first page from the server, then live from the tab's socket
 * (new ones, and what other tabs marked read). Loaded again when the socket comes back, since
 * what was pushed while it was down is lost.
 */
export function useNotificationFeed(): NotificationFeed {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const online = useConnection().state === 'online';
  const [items, setItems] = useState<NotificationView[]>([]);
  const [unread, setUnread] = useState(0);
  const [status, setStatus] = useState<NotificationFeed['status']>('loading');
  const [cursor, setCursor] = useState<string | null>(null);
  const [arrived, setArrived] = useState<NotificationView | null>(null);
  const [generation, setGeneration] = useState(0);
  const wasOnline = useRef(false);
  // Counts the pushes that carried an unread count: a page asked for before the latest of them
  // carries an older count than the one already shown.
  const pushes = useRef(0);

  // A reconnection (online again after having been online) loads the list afresh.
  useEffect(() => {
    if (!online) return;
    if (wasOnline.current) setGeneration((g) => g + 1);
    wasOnline.current = true;
  }, [online]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each generation (reconnect, retry) loads afresh
  useEffect(() => {
    const controller = new AbortController();
    const pushesBefore = pushes.current;
    fetchNotifications(http, null, controller.signal).then(
      (page) => {
        // Pushes that came while the page was on its way stay on top, and so does their count.
        setItems((held) => merge(held, page.notifications));
        if (pushes.current === pushesBefore) setUnread(page.unread);
        setCursor(page.nextCursor);
        setStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setStatus('failed');
      },
    );
    return () => controller.abort();
  }, [http, generation]);

  useSocketMessages((message: ServerMessage) => {
    if (message.t === 'notification') {
      pushes.current += 1;
      setItems((held) => merge([message.notification], held));
      setUnread(message.unread);
      setArrived(message.notification);
    } else if (message.t === 'notification.read') {
      pushes.current += 1;
      setItems((held) =>
        held.map((n) => (message.id === null || n.id === message.id ? { ...n, read: true } : n)),
      );
      setUnread(message.unread);
    }
  });

  const loadMore = useCallback(() => {
    if (!cursor) return;
    fetchNotifications(http, cursor).then(
      (page) => {
        setItems((held) => merge(held, page.notifications));
        setCursor(page.nextCursor);
      },
      () => alerts.error(t('app.genericError')),
    );
  }, [alerts, cursor, http, t]);

  const markRead = useCallback(
    (id: number) => {
      setItems((held) => held.map((n) => (n.id === id ? { ...n, read: true } : n)));
      markNotificationRead(http, id).then(
        (answer) => setUnread(answer.unread),
        () => alerts.error(t('app.genericError')),
      );
    },
    [alerts, http, t],
  );

  const markAllRead = useCallback(() => {
    setItems((held) => held.map((n) => ({ ...n, read: true })));
    markAllNotificationsRead(http).then(
      (answer) => setUnread(answer.unread),
      () => alerts.error(t('app.genericError')),
    );
  }, [alerts, http, t]);

  const reload = useCallback(() => {
    setStatus('loading');
    setGeneration((g) => g + 1);
  }, []);

  return {
    items,
    unread,
    status,
    hasMore: cursor !== null,
    arrived,
    loadMore,
    reload,
    markRead,
    markAllRead,
  };
}
