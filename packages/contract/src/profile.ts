import type { Speed } from './play';
import type { RelatedMember, RelationState } from './relations';
import type { MemberProfile } from './user';

const at = (username: string) => encodeURIComponent(username.toLowerCase());

/** The profile's calls: the page itself takes the owner's edits (§2: GET and POST). */
export const PROFILE_API = {
  page: (username: string) => `/member/${at(username)}`,
  /** §7: the hover card's data. */
  popup: (username: string) => `/callback/user/popup/${at(username)}`,
  /** The member's own avatar: the image itself as the body (`image/jpeg`, `image/png`, `image/webp`). */
  avatar: '/callback/user/avatar',
} as const;

/** Where uploaded images are served from: content-addressed names, cached for good. */
export const UPLOADS_PREFIX = '/uploads/';

export const PROFILE_LIMITS = {
  firstName: 40,
  lastName: 40,
  location: 80,
  bio: 1000,
  /** Bytes of an uploaded avatar. */
  avatarBytes: 5 * 1024 * 1024,
  /** Pixels of an uploaded avatar, read from its header before it is decoded. */
  avatarPixels: 40_000_000,
  /** Square sizes served: `avatarUrl` and `avatarLargeUrl`. */
  avatarSize: 128,
  avatarLargeSize: 400,
} as const;

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PROFILE_MESSAGES = {
  /** §8 */
  avatarUploaded: 'Avatar uploaded',
  avatarRemoved: 'Avatar removed',
  profileSaved: 'Profile saved',
  profile_not_owner: 'Only the owner can change this profile.',
  flair_unavailable: 'That flair is not available to you.',
  avatar_type: 'Avatars are JPEG, PNG or WebP images.',
  avatar_too_large: `Avatars are at most ${PROFILE_LIMITS.avatarBytes / 1024 / 1024} MB.`,
  avatar_too_many_pixels: 'That image has too many pixels.',
  avatar_undecodable: 'That image could not be read.',
  loginToEdit: 'Log in to change your profile.',
} as const;

export type ProfilePresenceStatus = 'offline' | 'online' | 'playing';

export interface ProfilePresence {
  status: ProfilePresenceStatus;
  /** The live game while playing (§4 presence), to watch it. */
  gameId: string | null;
}

export interface ProfileRating {
  speed: Speed;
  rating: number;
  /** Glicko-2 deviation still high: shown with a question mark. */
  provisional: boolean;
  games: number;
}

export interface ProfileGame {
  id: string;
  speed: Speed;
  rated: boolean;
  color: 'white' | 'black';
  result: 'win' | 'draw' | 'loss';
  opponent: string;
  opponentRating: number | null;
  rating: number | null;
  ratingDiff: number | null;
  plies: number;
  endedAt: string;
}

/** `/member/{username}`: everything the profile page shows. */
export interface MemberProfileView extends MemberProfile {
  firstName: string | null;
  lastName: string | null;
  location: string | null;
  bio: string | null;
  flairCode: string | null;
  /** The flair's symbol, while the member may wear it. */
  flair: string | null;
  avatarLargeUrl: string | null;
  presence: ProfilePresence;
  ratings: ProfileRating[];
  recentGames: ProfileGame[];
  friends: { total: number; sample: RelatedMember[] };
  /** The viewer's relation to this member; null for guests and for one's own profile. */
  relation: RelationState | null;
  /** A computer player's bot key (contract COMPUTER_BOTS, §4 user type `computer`); null for people. */
  computerBot: string | null;
}

/** `POST /member/{username}` (the owner's edit) answers the saved profile. */
export interface ProfileSaveResponse {
  message: string;
  profile: MemberProfileView;
}

/** `POST /callback/user/avatar` */
export interface AvatarResponse {
  message: string;
  avatarUrl: string | null;
  avatarLargeUrl: string | null;
}

/** `POST /callback/user/popup/{username}`: the hover card. */
export interface UserPopupPayload {
  username: string;
  userId: number;
  chessTitle: string | null;
  firstName: string | null;
  lastName: string | null;
  country: string | null;
  flair: string | null;
  avatarUrl: string | null;
  membership: MemberProfile['membership'];
  closed: boolean;
  registerDate: string;
  presence: ProfilePresence;
  /** The member's ratings in the speeds they play most, best first. */
  ratings: ProfileRating[];
  friendsTotal: number;
  relation: RelationState | null;
}
