/** Clubs (issue 19): members, roles, join rules, news, a forum of their own. */

import type { LiveGamePlayer, Speed, TimeControl } from './play';

const seg = (value: string) => encodeURIComponent(value.toLowerCase());

export const CLUB_ROLES = ['owner', 'admin', 'member'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];
/** `open`: anyone joins at once; `request`: an admin accepts each request (an invitation lets one in). */
export const CLUB_JOIN_POLICIES = ['open', 'request'] as const;
export type ClubJoinPolicy = (typeof CLUB_JOIN_POLICIES)[number];

/** Web callbacks: reads for anyone, the rest for members (admins and the owner where said). */
export const CLUBS_API = {
  /** GET `?after=<club id>`: clubs, newest first. POST `{ name, slug, description, country, joinPolicy }`. */
  list: '/callback/clubs',
  club: (slug: string) => `/callback/clubs/${seg(slug)}`,
  /** GET `?after=<user id>`: members with their best rating and presence. */
  members: (slug: string) => `/callback/clubs/${seg(slug)}/members`,
  /** POST: joins an open club (or one that invited you), asks to join otherwise. */
  join: (slug: string) => `/callback/clubs/${seg(slug)}/join`,
  leave: (slug: string) => `/callback/clubs/${seg(slug)}/leave`,
  /** POST `{ username }` (admins): invites a member. */
  invite: (slug: string) => `/callback/clubs/${seg(slug)}/invite`,
  /** POST (admins): lets a member who asked in. */
  accept: (slug: string, username: string) => `/callback/clubs/${seg(slug)}/requests/${seg(username)}/accept`,
  /** POST `{ role: 'admin' | 'member' }` (the owner). */
  role: (slug: string, username: string) => `/callback/clubs/${seg(slug)}/members/${seg(username)}/role`,
  /** POST `{ title, body }` (admins): club news, Markdown. */
  news: (slug: string) => `/callback/clubs/${seg(slug)}/news`,
  /** POST (admins): the club's picture, the image itself as the body (as a member's avatar). */
  avatar: (slug: string) => `/callback/clubs/${seg(slug)}/avatar`,
  /** GET: the clubs a member belongs to (their profile). */
  ofMember: (username: string) => `/callback/clubs/of/${seg(username)}`,
  /** GET: `ClubLiveGames`, the live games members are playing now. */
  liveGames: (slug: string) => `/callback/clubs/${seg(slug)}/games/live`,
} as const;

/** A club's slug (its address). */
export const CLUB_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;
export const CLUB_NAME_MAX = 60;
export const CLUB_DESCRIPTION_MAX = 2000;
export const CLUB_NEWS_TITLE_MAX = 120;
export const CLUB_NEWS_MAX = 10_000;
export const CLUBS_PAGE = 20;
export const CLUB_MEMBERS_PAGE = 50;
export const CLUB_NEWS_SHOWN = 5;
/** Members' live games a club page lists (the newest). */
export const CLUB_LIVE_GAMES_SHOWN = 20;
/**
 * The club page reads its live games again when the socket says a member's game started or ended
 * (`clubGames.changed`); this slow poll only covers a socket that is down or lost a push.
 */
export const CLUB_LIVE_GAMES_FALLBACK_MS = 60_000;
/** Slugs a club cannot take: they name pages under /club/. */
export const CLUB_RESERVED_SLUGS = ['matches', 'new', 'of'] as const;
/** Clubs a member may found per day. */
export const CLUB_CREATE_RATE = { limit: 3, windowMs: 24 * 60 * 60_000 } as const;

export interface ClubSummary {
  slug: string;
  name: string;
  country: string | null;
  avatarUrl: string | null;
  joinPolicy: ClubJoinPolicy;
  memberCount: number;
}

export interface ClubNewsItem {
  id: number;
  title: string;
  html: string;
  author: string;
  createdAt: string;
}

export interface ClubView extends ClubSummary {
  description: string;
  createdAt: string;
  /** The viewer's role, null when not a member. */
  myRole: ClubRole | null;
  /** The viewer asked to join (request) or was invited (invite), and is waiting. */
  pending: 'request' | 'invite' | null;
  /** The club's forum (a category of the forums). */
  forumSlug: string;
  news: ClubNewsItem[];
  /** Members waiting for an admin's yes (shown to admins only; empty otherwise). */
  requests: string[];
}

export interface ClubMemberView {
  userId: number;
  username: string;
  avatarUrl: string | null;
  role: ClubRole;
  rating: number | null;
  presence: 'offline' | 'online' | 'playing';
  joinedAt: string;
}

export interface ClubMembersPage {
  members: ClubMemberView[];
  nextCursor: number | null;
}

/** A live game at least one club member plays (`rating` null for a guest). */
export interface ClubLiveGame {
  id: string;
  rated: boolean;
  speed: Speed;
  timeControl: TimeControl;
  white: LiveGamePlayer;
  black: LiveGamePlayer;
  startedAt: string;
}

/** `GET /callback/clubs/{slug}/games/live`: newest first, at most CLUB_LIVE_GAMES_SHOWN; none with a member blocked either way with the viewer. */
export interface ClubLiveGames {
  games: ClubLiveGame[];
}

export interface ClubsPage {
  clubs: ClubSummary[];
  nextCursor: number | null;
}

export interface ClubActionResponse {
  ok: true;
  message: string;
}

export const CLUB_MESSAGES = {
  membersOnly: 'Log in to join and run clubs.',
  noSuchClub: 'There is no such club.',
  noSuchMember: (username: string) => `There is no member called ${username}.`,
  club_slug_taken: 'That club address is taken. Choose another.',
  club_not_member: 'Only members of this club can do that.',
  club_already_member: 'You are already a member of this club.',
  club_not_admin: 'Only the club’s admins can do that.',
  club_owner_stays: 'The owner cannot leave the club. Hand it over first.',
  club_request_pending: 'Your request to join is waiting for an admin.',
  club_invite_only: 'This member has not asked to join.',
  created: 'Your club is ready.',
  joined: 'Welcome to the club!',
  requested: 'Your request to join was sent to the club’s admins.',
  left: 'You left the club.',
  invited: (username: string) => `${username} was invited.`,
  accepted: (username: string) => `${username} is now a member.`,
  roleSet: (username: string, role: string) =>
    `${username} is now ${role === 'admin' ? 'an admin' : 'a member'}.`,
  posted: 'The news is posted.',
} as const;
