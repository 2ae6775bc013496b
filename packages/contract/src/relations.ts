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
