/** Forums (issue 19): site-wide and club categories, topics by uuid, posts in Markdown. */

const seg = (value: string | number) => encodeURIComponent(String(value));

/** Web callbacks; reads are open to guests, everything else to members (moderation to moderators). */
export const FORUMS_API = {
  /** GET: the site-wide categories. */
  categories: '/callback/forums',
  /** GET `?after=`: a category and a page of its topics (pinned first on the first page). */
  category: (slug: string) => `/callback/forums/c/${seg(slug)}`,
  /** POST `{ title, body }`: a new topic with its first post. */
  newTopic: (slug: string) => `/callback/forums/c/${seg(slug)}/topics`,
  /** GET `?after=<post id>`: a topic and a page of its posts, oldest first. */
  topic: (uuid: string) => `/callback/forums/t/${seg(uuid)}`,
  /** POST `{ body, quote? }`: a reply (quoting a post of the topic). */
  reply: (uuid: string) => `/callback/forums/t/${seg(uuid)}/posts`,
  /** POST `{ subscribed: 0|1 }`: follow the topic's new posts in the bell. */
  subscription: (uuid: string) => `/callback/forums/t/${seg(uuid)}/subscription`,
  /** POST `{ action, category? }`: moderators lock, unlock, pin, unpin, move, delete. */
  moderate: (uuid: string) => `/callback/forums/t/${seg(uuid)}/moderate`,
  /** POST `{ body }`: the author (or a moderator) edits a post; the old text goes to its history. */
  edit: (postId: number) => `/callback/forums/p/${seg(postId)}/edit`,
  /** GET: a post's earlier versions, newest first. */
  history: (postId: number) => `/callback/forums/p/${seg(postId)}/history`,
  /** GET `?q=&before=<post id>`: posts matching the words, newest first. */
  search: '/callback/forums/search',
} as const;

export const FORUM_TITLE_MAX = 120;
export const FORUM_POST_MAX = 20_000;
export const FORUM_SEARCH_MAX = 100;
export const FORUM_TOPICS_PAGE = 20;
export const FORUM_POSTS_PAGE = 20;
export const FORUM_SEARCH_PAGE = 20;
/** Posts (replies and topics together) a member may write per window; new topics have their own, smaller budget. */
export const FORUM_POST_RATE = { limit: 10, windowMs: 10 * 60_000 } as const;
export const FORUM_TOPIC_RATE = { limit: 5, windowMs: 60 * 60_000 } as const;
/** Characters of a post shown in search results and notifications. */
export const FORUM_EXCERPT_LENGTH = 160;

export const FORUM_MODERATION_ACTIONS = ['lock', 'unlock', 'pin', 'unpin', 'move', 'delete'] as const;
export type ForumModerationAction = (typeof FORUM_MODERATION_ACTIONS)[number];

export interface ForumAuthor {
  userId: number;
  username: string;
  avatarUrl: string | null;
}

export interface ForumCategoryView {
  slug: string;
  name: string;
  description: string;
  /** The club whose members write here; null for a site-wide category. */
  club: { slug: string; name: string } | null;
  topicCount: number;
}

export interface ForumTopicSummary {
  uuid: string;
  title: string;
  author: ForumAuthor;
  pinned: boolean;
  locked: boolean;
  /** Posts including the first. */
  postCount: number;
  createdAt: string;
  lastPostAt: string;
}

export interface ForumCategoryPage {
  category: ForumCategoryView;
  topics: ForumTopicSummary[];
  /** Pass as `after` for the next page; null: no more. */
  nextCursor: string | null;
  /** Whether the viewer may start a topic here (a member, of the club for a club's category). */
  canPost: boolean;
}

export interface ForumPostView {
  id: number;
  author: ForumAuthor;
  /** What the author typed (Markdown). */
  body: string;
  /** The same, rendered and sanitised: safe to insert as HTML. */
  html: string;
  createdAt: string;
  /** When last edited; null if never. */
  editedAt: string | null;
  /** Whether the viewer may edit it (its author, or a moderator). */
  canEdit: boolean;
}

export interface ForumTopicPage {
  topic: ForumTopicSummary & { category: ForumCategoryView };
  posts: ForumPostView[];
  nextCursor: number | null;
  /** Whether the viewer follows the topic's new posts. */
  subscribed: boolean;
  /** Whether the viewer may reply: a member (of the club, for a club's topic) and the topic open. */
  canReply: boolean;
  /** Whether the viewer moderates forums (lock, pin, move, delete). */
  canModerate: boolean;
}

export interface ForumPostEdit {
  body: string;
  editedAt: string;
  editor: string;
}

export interface ForumSearchHit {
  postId: number;
  topic: { uuid: string; title: string };
  author: ForumAuthor;
  excerpt: string;
  createdAt: string;
}

export interface ForumSearchPage {
  hits: ForumSearchHit[];
  nextCursor: number | null;
}

export interface ForumPostResponse {
  post: ForumPostView;
}

export interface ForumNewTopicResponse {
  uuid: string;
}

export const FORUM_MESSAGES = {
  membersOnly: 'Log in to write in the forums.',
  noSuchCategory: 'There is no such forum.',
  noSuchTopic: 'There is no such topic. It may have been deleted.',
  noSuchPost: 'There is no such post.',
  forum_topic_locked: 'This topic is locked: no new posts can be added.',
  forum_blocked: 'You cannot reply here: one of you has blocked the other.',
  forum_not_author: 'Only the author of a post or a moderator can edit it.',
  forum_club_members_only: 'Only members of this club can write in its forum.',
  forum_quote_elsewhere: 'You can only quote a post of the same topic.',
  moderatorsOnly: 'Only moderators can do that.',
  moveWhere: 'Choose the forum to move the topic to.',
  muted: (until: string) => `You are muted until ${until} UTC and cannot post in the forums.`,
  moderated: {
    lock: 'The topic is locked.',
    unlock: 'The topic is open again.',
    pin: 'The topic is pinned.',
    unpin: 'The topic is no longer pinned.',
    move: 'The topic was moved.',
    delete: 'The topic was deleted.',
  },
} as const;
