import {
  type Language,
  type NotificationView,
  type RouteName,
  type RouteParams,
  resolveRoute,
} from '@kingside/contract';
import type { TFunction } from 'i18next';
import { pathInLanguage } from '../../lib/i18n/localized-path';
import '../../lib/i18n/locales/en.notifications';

const RESULTS = ['win', 'loss', 'draw', 'aborted', 'no_show', 'opponent_no_show'] as const;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The words of a notification, in the member's language. */
export function notificationText(n: NotificationView, t: TFunction): string {
  const actor = n.actor?.username ?? (text(n.data.name) || t('notifications.someone'));
  const opponent = text(n.data.opponent);
  switch (n.kind) {
    case 'challenge':
      if (n.data.days)
        return t('notifications.kinds.challengeDaily', {
          actor,
          days: Number(n.data.days),
          mode: t(n.data.rated ? 'notifications.rated' : 'notifications.casual'),
        });
      return t('notifications.kinds.challenge', {
        actor,
        minutes: Number(n.data.initial ?? 0) / 60,
        increment: Number(n.data.increment ?? 0),
        mode: t(n.data.rated ? 'notifications.rated' : 'notifications.casual'),
      });
    case 'tracked_game_finished': {
      const result = RESULTS.find((r) => r === n.data.result) ?? 'aborted';
      return t(`notifications.kinds.tracked_game_finished.${result}`, { actor, opponent });
    }
    case 'moderation':
      return text(n.data.text) || t('notifications.kinds.moderation');
    case 'forum_reply':
      return t('notifications.kinds.forum_reply', { actor, title: text(n.data.title) });
    case 'club_invite':
      return t('notifications.kinds.club_invite', { actor, name: text(n.data.name) });
    case 'daily_time_running_out':
      return t('notifications.kinds.daily_time_running_out', {
        opponent,
        hours: Math.max(1, Math.ceil(Number(n.data.leftMs ?? 0) / 3_600_000)),
      });
    default:
      return t(`notifications.kinds.${n.kind}`, { actor, opponent });
  }
}

/** Where a notification leads, in the page's language; null when it leads nowhere. */
export function notificationHref(n: NotificationView, language: Language): string | null {
  const route = (name: RouteName, params?: RouteParams) => resolveRoute(name, params, { language });
  switch (n.kind) {
    case 'friend_request':
      return route('social');
    case 'friend_accepted':
      return n.actor ? route('member', { username: n.actor.username }) : null;
    case 'challenge':
      return n.subject ? route('challenge', { id: n.subject }) : null;
    case 'tracked_game_started':
    case 'tracked_game_finished':
    case 'daily_your_move':
    case 'daily_time_running_out':
      return n.subject ? route('game', { id: n.subject }) : null;
    case 'message':
      return n.actor ? pathInLanguage(`/messages/${encodeURIComponent(n.actor.username)}`, language) : null;
    case 'moderation':
      return null;
    case 'forum_reply':
      return n.subject ? route('forum_topic', { uuid: n.subject }) : null;
    case 'club_invite':
      return n.subject ? route('club', { slug: n.subject }) : null;
  }
}
