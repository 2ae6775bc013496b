/** Direct messages between members and the chat of a game (issue 14). */

const at = (username: string) => encodeURIComponent(username.toLowerCase());

/** The web callbacks of direct messages (members only). */
export const MESSAGES_API = {
  /** GET `?page=n`: threads, newest first, with unread counts. */
  inbox: '/callback/messages',
  /** GET `?before=<message id>`: the conversation with a member, newest page first. POST `{ text }`: send. */
  thread: (username: string) => `/callback/messages/${at(username)}`,
  /** POST: everything they sent you is read. */
  read: (username: string) => `/callback/messages/${at(username)}/read`,
} as const;

/** Longest direct message, in characters. */
export const MESSAGE_MAX_LENGTH = 2000;
export const INBOX_PAGE_SIZE = 20;
export const THREAD_PAGE_SIZE = 30;
/** Accounts younger than this send messages on the stricter budget. */
export const NEW_ACCOUNT_DAYS = 7;
/** Messages a member may send per hour: established accounts, then new ones. */
export const MESSAGE_RATE = { perHour: 60, newAccountPerHour: 10 } as const;
/** Characters of a message shown in the inbox and in the notification. */
export const MESSAGE_PREVIEW_LENGTH = 80;

export interface MessageMember {
  userId: number;
  username: string;
  avatarUrl: string | null;
}

export interface DirectMessage {
  id: number;
  /** Who wrote it: the viewer (`mine`) or the other member. */
  mine: boolean;
  /** What the member typed (Markdown). */
  text: string;
  /** The same, rendered and sanitised: safe to insert as HTML. */
  html: string;
  createdAt: string;
}

export interface ThreadSummary {
  threadId: number;
  with: MessageMember;
  lastMessage: { preview: string; mine: boolean; createdAt: string };
  unread: number;
}

export interface InboxPage {
  threads: ThreadSummary[];
  page: number;
  hasMore: boolean;
  /** Unread messages in every thread. */
  unreadTotal: number;
}

export interface ThreadPage {
  with: MessageMember;
  /** Oldest first; `before` of the next older page is the first id here. */
  messages: DirectMessage[];
  hasMore: boolean;
  /** Whether a block stands between the two (nothing can be sent). */
  blocked: boolean;
}

export interface SendMessageResponse {
  message: DirectMessage;
}

/** Pushed over the socket to the recipient's tabs and the sender's other tabs. */
export interface DmPush {
  t: 'dm';
  threadId: number;
  /** The other member, as the tab's owner sees the thread. */
  with: MessageMember;
  message: DirectMessage;
  /** The tab owner's unread messages, every thread. */
  unreadTotal: number;
}

export const MESSAGES_TEXTS = {
  message_self: 'You cannot send a message to yourself.',
  message_blocked: 'You cannot message this member: one of you has blocked the other.',
  member_muted: (until: string) =>
    `You are muted until ${until} and cannot send messages or chat. Contact support if you think this is a mistake.`,
  message_empty: 'Write something before sending.',
  noSuchMember: (username: string) => `There is no member called ${username}.`,
  membersOnly: 'Log in to read and send messages.',
} as const;

/** Game chat: the two players talk in one room, spectators in another (as on lichess). */
export type ChatRoom = 'players' | 'spectators';
export const CHAT_MAX_LENGTH = 140;
/** Lines one member may say per window, in all games together. */
export const CHAT_RATE = { limit: 8, windowMs: 10_000 } as const;
/** Lines a watcher gets when opening a game. */
export const CHAT_HISTORY_LIMIT = 100;

export interface ChatLine {
  id: number;
  userId: number;
  username: string;
  text: string;
  at: string;
}

export const CHAT_TEXTS = {
  membersOnly: 'Log in to chat.',
  blocked: 'You cannot chat here: a block stands between you and a player of this game.',
  rateLimited: 'You are chatting too fast. Wait a few seconds.',
  empty: 'Write something before sending.',
} as const;
