/** Friends, follows, blocks and tracking (spec §4 "Friend and member relations", §7). */

const at = (username: string) => encodeURIComponent(username.toLowerCase());

/** §7's relation calls; follow and unfollow, which §7 does not name, sit beside block and track. */
export const RELATIONS_API = {
  friendRequest: (user: string) => `/callback/friend/request/${at(user)}`,
  friendAccept: (user: string) => `/callback/friend/accept/${at(user)}`,
  friendCancel: (user: string) => `/callback/friend/cancel/request/${at(user)}`,
  friendDecline: (user: string) => `/callback/friend/decline/request/${at(user)}`,
  friendDelete: (user: string) => `/callback/friend/delete/${at(user)}`,
  friends: (username: string) => `/callback/friends/${at(username)}/get-friends`,
  inviteLink: '/callback/friend/registration-invite-link',
  followSuggestions: '/callback/user/follow_suggestions',
  dismissFollow: (username: string) => `/callback/user/dismiss_follow/${at(username)}`,
  member: (action: MemberAction, username: string) => `/callback/member/${action}/${at(username)}`,
  /** The member's pending requests, both ways (ours: §7 does not name a list of them). */
  friendRequests: '/callback/friend/requests',
  /** Invitations by email to register through the member's invite link (ours; §8's message). */
  inviteByEmail: '/callback/friend/invite-by-email',
} as const;

/** §7's member search calls: `username` optional, `activeDays` plus a query. */
export const MEMBER_SEARCH_API = {
  search: (username?: string) =>
    username ? `/callback/user/search/${encodeURIComponent(username)}` : '/callback/user/search',
  customCriteria: '/callback/user/custom-criteria-search',
} as const;

/** `POST /callback/member/{action}/{username}`: §7's four, and follow/unfollow. */
export const MEMBER_ACTIONS = ['block', 'unblock', 'track', 'untrack', 'follow', 'unfollow'] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** A member who declined a request is not asked again by the same member before this has passed. */
export const FRIEND_REQUEST_COOLDOWN_MS = 7 * 24 * 60 * 60_000;
/** Friends per page of `get-friends` (the friends search's default page size, §9). */
export const FRIENDS_PAGE_SIZE = 20;
/** Follow suggestions per answer. */
export const FOLLOW_SUGGESTIONS_LIMIT = 10;
/** The token a registration invite link carries (`/register?invite=…`): the inviter's id, signed. */
export const INVITE_TOKEN_PATTERN = /^[0-9a-z]{1,12}\.[A-Za-z0-9_-]{22}$/;

/** Every relation call that changes something answers with a message to show (§8). */
export interface RelationResponse {
  ok: true;
  message: string;
}

/** A member in a friends list or a suggestion. */
export interface RelatedMember {
  uuid: string;
  userId: number;
  username: string;
  avatarUrl: string | null;
  country: string | null;
  chessTitle: string | null;
}

/** `GET /callback/friends/{username}/get-friends?page=n`, newest friendships first. */
export interface FriendsPage {
  friends: (RelatedMember & { since: string })[];
  page: number;
  totalSize: number;
  hasMore: boolean;
}

/** `GET /callback/user/follow_suggestions`: `notYetFollowing` says the member follows no one yet. */
export interface FollowSuggestionsResponse {
  users: RelatedMember[];
  notYetFollowing: boolean;
}

/** `GET /callback/friend/registration-invite-link` */
export interface InviteLinkResponse {
  link: string;
}

/**
 * What a viewer has with one member, from the viewer's side: the profile, the hover card and the
 * relation buttons read it. `blockedBy` (they blocked the viewer) hides challenge and message.
 */
export interface RelationState {
  friend: 'none' | 'friends' | 'request_sent' | 'request_received';
  following: boolean;
  tracking: boolean;
  blocked: boolean;
  blockedBy: boolean;
}

/** Friend search constants of §9 (and the member search, which follows the same text rules of §5). */
export const FRIEND_SEARCH = {
  /** Name and country text are cut to this many characters… */
  textLimit: 20,
  /** …and are a criterion only from this many; suggestions need a name this long. */
  minCriterion: 3,
  defaultPageSize: 20,
  maxPageSize: 100,
  autocompleteSuggestionsLimit: 5,
  autocompleteFriendsLimit: 5,
  /** Autocomplete limits a caller may ask for at most. */
  maxAutocompleteLimit: 20,
  /** §7: the member search asks for members active within this many days. */
  activeDays: 4000,
} as const;

/** §5: what search text may hold: ASCII letters, digits, underscore, hyphen and whitespace. */
export const SEARCH_TEXT_PATTERN = /^[A-Za-z0-9_\- \t]*$/;
const SEARCH_TEXT_REFUSED = /[^A-Za-z0-9_\- \t]/g;

/**
 * §5 on the client: keeps only the allowed characters, cut to 20; null when what is left is
 * shorter than 3 and so no criterion.
 */
export function cleanSearchText(text: string): string | null {
  const kept = text.replace(SEARCH_TEXT_REFUSED, '').slice(0, FRIEND_SEARCH.textLimit).trim();
  return kept.length >= FRIEND_SEARCH.minCriterion ? kept : null;
}

/** `GET /callback/friend/requests`: pending requests, newest first. */
export interface FriendRequestsResponse {
  incoming: (RelatedMember & { since: string })[];
  outgoing: (RelatedMember & { since: string })[];
}

/** `POST /callback/friend/invite-by-email`: at most this many addresses at once. */
export const INVITE_EMAILS_MAX = 10;

/** One member found by `GET /callback/user/search/{username}` or the custom-criteria search. */
export interface MemberSearchHit extends RelatedMember {
  lastLoginDate: string | null;
  /** The viewer's relation to them. */
  relation: RelationState;
}

export interface MemberSearchResponse {
  users: MemberSearchHit[];
}
