import type { HomeContentType } from './board';

/** Content (issue 17): articles, news, member blogs; chess videos and lesson courses share the table. */

/** Every kind of content item; §7's feature call names them so. */
export const CONTENT_KINDS = ['article', 'news', 'blog', 'chess_video', 'lesson_course'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The kinds members write in the editor (videos and lesson courses have their own tools, later). */
export const WRITTEN_KINDS = ['article', 'news', 'blog'] as const satisfies readonly ContentKind[];
export type WrittenKind = (typeof WRITTEN_KINDS)[number];

/** The kinds with an index page (`/articles`, `/news`, `/blogs`, `/videos`). */
export const INDEXED_KINDS = [...WRITTEN_KINDS, 'chess_video'] as const satisfies readonly ContentKind[];
export type IndexedKind = (typeof INDEXED_KINDS)[number];

/** §7's lock-comments prefixes: `/callback/{prefix}/lock-comments/{id}`. */
export const LOCK_PREFIXES = {
  articles: 'article',
  blog: 'blog',
  news: 'news',
  video: 'chess_video',
} as const;
export type LockPrefix = keyof typeof LOCK_PREFIXES;

/** Draft: only its author and staff see it. Scheduled: published at a time still to come (404 to others). */
export const PUBLISH_STATES = ['draft', 'scheduled', 'published'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/** Limits of what the editor sends and what a comment may hold. */
export const CONTENT_LIMITS = {
  titleMax: 150,
  summaryMax: 400,
  bodyMax: 60_000,
  tagsMax: 8,
  tagMax: 30,
  searchMax: 60,
  commentMax: 2000,
  /** An uploaded picture, before it is re-encoded. */
  imageBytes: 4 * 1024 * 1024,
  imagePixels: 40_000_000,
  imageWidth: 1600,
} as const;

export const CONTENT_PAGE_SIZE = 12;
export const COMMENT_PAGE_SIZE = 20;
export const FEATURED_ON_HOME = 4;
export const HOME_FEED_SIZE = 20;
/** New comments (and edits) a member may send per ten minutes. */
export const COMMENT_RATE = { limit: 20, windowMs: 10 * 60_000 } as const;

/** The web callbacks of content. §7 names the staff calls, the authors list and the home content type. */
export const CONTENT_API = {
  /** GET `?tag&lang&q&after`: a kind's published items, featured first on the first page. */
  index: (kind: ContentKind) => `/callback/content/${kind}`,
  /** GET: one item by its id (the editor). POST: save it (author or staff). */
  item: (id: number) => `/callback/content/item/${id}`,
  /** POST: a new item (a draft, scheduled or published). */
  create: '/callback/content/item',
  /** GET: the viewer's own items, drafts included. */
  mine: '/callback/content/mine',
  /** POST `{ body }`: the Markdown rendered as the page will show it. */
  preview: '/callback/content/preview',
  /** POST an image (its bytes as the body): stored re-encoded, answers its address. */
  image: '/callback/content/image',
  /** GET `?after`: a page of comments with their replies. POST `{ body, parentId? }`: comment. */
  comments: (itemId: number) => `/callback/content/item/${itemId}/comments`,
  /** POST `{ body }`: edit; DELETE: delete (the author, or staff). */
  comment: (commentId: number) => `/callback/content/comment/${commentId}`,
  /** POST `{ reason_id, details? }`: report a comment to the moderators. */
  reportComment: (commentId: number) => `/callback/content/comment/${commentId}/report`,
  /** GET: the home page's featured items and the member's feed. */
  home: '/callback/content/home',
  /** GET (staff): the members who may write articles and news, staff first listed as such. */
  authors: '/callback/articles/authors',
  /** POST (staff): grant a member the author role; DELETE: take it back. Both audited. */
  author: (username: string) => `/callback/articles/authors/${encodeURIComponent(username)}`,
  lockComments: (prefix: LockPrefix, id: number) => `/callback/${prefix}/lock-comments/${id}`,
  feature: (kind: ContentKind, id: number) => `/callback/content/feature/${kind}/${id}`,
  homeContentType: '/callback/user/home-recent-content-type',
} as const;

/** Texts of content beyond §8's (those are in MESSAGES). */
export const CONTENT_MESSAGES = {
  membersOnly: 'Log in to do that.',
  not_found: 'There is no such article.',
  comment_not_found: 'There is no such comment.',
  comments_locked: 'Comments are locked on this page.',
  comment_blocked: 'You cannot comment here: one of you has blocked the other.',
  reply_depth: 'You can only reply to a comment, not to a reply.',
  content_forbidden: 'Only its author or staff can change this.',
  author_role_required: 'Only staff and authors write articles and news. Anyone can write a blog.',
  slug_taken: 'Another page already has this address.',
  staff_only: 'Only staff can do that.',
  publish_at_required: 'Choose when to publish it.',
  image_type: 'Images must be JPEG, PNG or WebP.',
  image_too_large: 'That image is too large (4 MB at most).',
  image_too_many_pixels: 'That image has too many pixels.',
  image_undecodable: 'That image could not be read.',
  commentsLocked: 'Comments locked.',
  commentsUnlocked: 'Comments unlocked.',
  featureRemoved: 'No longer featured.',
  saved: 'Saved.',
  homeContentTypeSaved: 'Saved.',
  reported: 'Thank you. A moderator will look at this comment.',
  authorGranted: (username: string) => `${username} can now write articles and news.`,
  authorRevoked: (username: string) => `${username} can no longer write articles and news.`,
  alreadyAuthor: (username: string) => `${username} is already an author.`,
  notAuthor: (username: string) => `${username} is not an author.`,
  staffWriteAlready: 'Staff write articles and news without the author role.',
  noSuchMember: (username: string) => `No member is called ${username}.`,
} as const;

export interface ContentAuthor {
  userId: number;
  username: string;
  avatarUrl: string | null;
}

/** One line of the staff authors list: staff write by their level, the others by a granted role. */
export interface StaffContentAuthor extends ContentAuthor {
  staff: boolean;
  /** When the author role was granted; null for staff without it. */
  grantedAt: string | null;
}

export interface StaffContentAuthors {
  authors: StaffContentAuthor[];
}

/** The answer to a grant or a revoke: what to tell staff, and the list as it now stands. */
export interface AuthorRoleResponse extends StaffContentAuthors {
  ok: true;
  message: string;
}

/** One item as a list shows it. */
export interface ContentCard {
  id: number;
  kind: ContentKind;
  slug: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  language: string;
  tags: string[];
  author: ContentAuthor | null;
  state: PublishState;
  /** When it was (or will be) published; null for a draft. */
  publishedAt: string | null;
  featured: boolean;
  commentCount: number;
  /** The page that shows it. */
  url: string;
}

/** One item as its page shows it. */
export interface ContentView extends ContentCard {
  /** What the author typed (Markdown): only sent to the author and staff, for the editor. */
  body: string | null;
  /** The body rendered and sanitised on the server: safe to insert as HTML. */
  html: string;
  commentsLocked: boolean;
  /** Whether the viewer may edit it, lock its comments and feature it. */
  canEdit: boolean;
  canCurate: boolean;
}

export interface ContentIndexPage {
  /** Featured items (first page only): they lead the index. */
  featured: ContentCard[];
  items: ContentCard[];
  /** Pass as `after` for the next page; null on the last. */
  next: string | null;
}

/** An index page as its route answers it: with whether the viewer may write an item of its kind (the "Write" link). */
export interface ContentIndexView extends ContentIndexPage {
  /** Blogs: any member; articles, news and videos: staff and authors (what a save checks). */
  canWrite: boolean;
}

export interface ContentComment {
  id: number;
  author: ContentAuthor;
  /** Rendered and sanitised: safe to insert as HTML. */
  html: string;
  /** What the author typed, for their own edit box; null on others' comments. */
  body: string | null;
  createdAt: string;
  editedAt: string | null;
  mine: boolean;
  /** The viewer may delete it (theirs, or staff). */
  canDelete: boolean;
  replies: ContentComment[];
}

export interface CommentsPage {
  comments: ContentComment[];
  next: number | null;
  locked: boolean;
}

export interface CommentResponse {
  ok: true;
  message: string;
  comment: ContentComment;
}

export interface ContentSaveResponse {
  ok: true;
  message: string;
  item: ContentView;
}

export type HomeFeedEntry =
  | { type: 'content'; at: string; item: ContentCard }
  | { type: 'comment'; at: string; item: ContentCard; by: ContentAuthor }
  | {
      type: 'game';
      at: string;
      gameId: string;
      white: string;
      black: string;
      result: string;
      by: ContentAuthor;
    };

export interface HomeFeed {
  featured: ContentCard[];
  /** Null for guests. */
  feed: { type: HomeContentType; entries: HomeFeedEntry[] } | null;
}

/** The page that shows an item (blogs live under their author's name). */
export function contentPath(kind: ContentKind, slug: string, author: string | null): string {
  const at = encodeURIComponent(slug);
  switch (kind) {
    case 'article':
      return `/article/view/${at}`;
    case 'news':
      return `/news/view/${at}`;
    case 'blog':
      return `/blog/${encodeURIComponent((author ?? 'unknown').toLowerCase())}/${at}`;
    case 'chess_video':
      return `/video/${at}`;
    case 'lesson_course':
      return `/lessons/${at}`;
  }
}
