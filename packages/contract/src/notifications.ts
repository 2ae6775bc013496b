/** The notification bell (issue 14): what members are told, kept per member with its read state. */

/** What a notification is about; the bell words and links each kind its own way. */
export const NOTIFICATION_KINDS = [
  'friend_request',
  'friend_accepted',
  'challenge',
  'tracked_game_started',
  'tracked_game_finished',
  'message',
  'moderation',
  /** A daily game waits for the member's move (subject: the game id). */
  'daily_your_move',
  /** A daily game's time to move is running out (once per turn; `leftMs` in data). */
  'daily_time_running_out',
  /** A new post in a forum topic the member follows (subject: the topic's uuid; `title` in data). */
  'forum_reply',
  /** An admin invited the member to a club (subject: the club's slug; `name` in data). */
  'club_invite',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Small facts the bell shows beside the actor (a challenge's time control, a game's result, a text). */
export type NotificationData = Record<string, string | number | boolean | null>;

/** One notification as the web receives it (list, push). */
export interface NotificationView {
  id: number;
  kind: NotificationKind;
  /** Who did it; null for the site itself (moderation) or a member gone since. */
  actor: { username: string; avatarUrl: string | null } | null;
  /**
   * What it is about, by kind: the challenge id (challenge), the game id (tracked games),
   * the thread id (message); null when the actor is the subject (friend request, acceptance).
   */
  subject: string | null;
  data: NotificationData;
  createdAt: string;
  read: boolean;
}

/** `GET NOTIFICATIONS_API.list`: newest first; pass `nextCursor` as `cursor` for older ones (null: no more). */
export interface NotificationsPage {
  notifications: NotificationView[];
  nextCursor: string | null;
  unread: number;
}

/** `GET NOTIFICATIONS_API.unread`, and the answer of both mark calls. */
export interface UnreadCount {
  unread: number;
}

/** Web callbacks, members only (guests: 401 `unauthenticated`). */
export const NOTIFICATIONS_API = {
  /** GET, `?cursor=` for the next page. */
  list: '/callback/notifications',
  /** GET */
  unread: '/callback/notifications/unread',
  /** POST: marks one read. */
  read: (id: number) => `/callback/notifications/${id}/read`,
  /** POST: marks every notification read. */
  readAll: '/callback/notifications/read-all',
} as const;

export const NOTIFICATIONS = {
  /** Notifications per page of the list (the bell shows the first page). */
  pageSize: 20,
  /** The newest this many per member are kept; older ones go in the retention sweep. */
  keepPerMember: 200,
  /** Read notifications older than this go in the retention sweep. */
  keepReadDays: 30,
} as const;
