/**
 * Challenges (lichess-style): a player invites one member, or whoever opens a link, to a game with a
 * time control, a mode and a colour. A rematch is a challenge to the other player of a finished
 * game (`rematchOf`), with the colours swapped.
 */
import type { Speed, TimeControl } from './play';

export const CHALLENGE_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'expired'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

/** The challenger's colour: `random` is drawn when the challenge is accepted. */
export const CHALLENGE_COLORS = ['white', 'black', 'random'] as const;
export type ChallengeColor = (typeof CHALLENGE_COLORS)[number];

/** Why a challenge was declined (lichess's reasons, minus variants and bots). */
export const DECLINE_REASONS = [
  'generic',
  'later',
  'tooFast',
  'tooSlow',
  'timeControl',
  'rated',
  'casual',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** How long a pending challenge waits, by kind. */
export const CHALLENGE_TTL_MS = {
  /** To one member: they answer while they are around, or not at all. */
  direct: 10 * 60_000,
  /** An open link is shared in chats and mails: a day. */
  open: 24 * 60 * 60_000,
  /** A rematch is wanted right after the game. */
  rematch: 5 * 60_000,
  /** A daily challenge to one member: they look in once a day or so. */
  daily: 7 * 24 * 60 * 60_000,
  /**
   * A seek of the open daily lobby stays until taken or cancelled; the stored expiry is a year
   * out only so that a forgotten one does not stay for good.
   */
  dailySeek: 365 * 24 * 60 * 60_000,
} as const;

/** Challenge ids: 8 alphanumerics, as in `/challenge/{id}`. */
export const CHALLENGE_ID_PATTERN = /^[A-Za-z0-9]{8}$/;

export interface ChallengePlayer {
  /** null for a guest. */
  userId: number | null;
  username: string;
  isGuest: boolean;
}

export interface ChallengeView {
  id: string;
  status: ChallengeStatus;
  challenger: ChallengePlayer;
  /** null: an open challenge, for whoever follows the link first. */
  destination: ChallengePlayer | null;
  timeControl: TimeControl;
  speed: Speed;
  /** Days per move of a daily challenge (then `speed` is `daily`); null: a live game. */
  days: number | null;
  /** A daily game whose weekends do not count (the mover's Saturday and Sunday). */
  weekendPause: boolean;
  rated: boolean;
  /** The challenger's colour choice. */
  color: ChallengeColor;
  declineReason: DeclineReason | null;
  /** The game, once accepted. */
  gameId: string | null;
  /** The finished game this is a rematch of. */
  rematchOf: string | null;
  createdAt: string;
  expiresAt: string;
  /** Whoever asked: the challenger, the destination, or neither (anyone else on an open link). */
  you: 'challenger' | 'destination' | null;
}

/** `GET /callback/challenges`: the viewer's pending challenges, newest first. */
export interface ChallengeListResponse {
  incoming: ChallengeView[];
  outgoing: ChallengeView[];
}

/** `POST /callback/challenge` body (`username` absent: an open challenge link). */
export interface CreateChallengeRequest {
  username?: string;
  /** A live game's clock; left out for a daily game. */
  timeControl?: TimeControl;
  rated: boolean;
  color: ChallengeColor;
  /** A daily game: days per move (DAILY_DAYS); `timeControl` is then left out. Members only. */
  days?: number;
  weekendPause?: boolean;
}

export const CHALLENGE_API = {
  /** POST `CreateChallengeRequest` → 201 `ChallengeView`. */
  create: '/callback/challenge',
  /** GET → `ChallengeListResponse`. */
  list: '/callback/challenges',
  /** GET → `ChallengeView` (404 when missing). */
  one: (id: string) => `/callback/challenge/${encodeURIComponent(id)}`,
  /** POST → `ChallengeView` with `gameId`. */
  accept: (id: string) => `/callback/challenge/${encodeURIComponent(id)}/accept`,
  /** POST `{reason?: DeclineReason}` → `ChallengeView`. */
  decline: (id: string) => `/callback/challenge/${encodeURIComponent(id)}/decline`,
  /** POST (challenger only) → `ChallengeView`. */
  cancel: (id: string) => `/callback/challenge/${encodeURIComponent(id)}/cancel`,
  /**
   * POST (a player of the finished game) → `ChallengeView`: the offer, or, when the opponent had
   * offered already, their offer accepted (`status: 'accepted'`, `gameId`). Offering twice answers
   * the pending offer.
   */
  rematch: (gameId: string) => `/callback/game/${encodeURIComponent(gameId)}/rematch`,
} as const;
