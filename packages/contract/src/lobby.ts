/**
 * The lobby beyond quick pairing: the live list of custom seeks, guests' skill levels (spec §6:
 * "a guest may update a skill level") and members' presence (spec §4).
 */
import type { Presence } from './enums';
import type { Speed, TimeControl } from './play';

/** One custom seek waiting in the lobby's list (seeks made with a `tc`; quick pools are not listed). */
export interface LobbySeek {
  id: string;
  username: string;
  isGuest: boolean;
  /** The pairing rating: a member's rating for the speed; a guest's comes from their skill level. */
  rating: number;
  rated: boolean;
  timeControl: TimeControl;
  speed: Speed;
  createdAt: string;
}

/** `GET /callback/lobby/seeks`: oldest first. */
export interface LobbySeeksResponse {
  seeks: LobbySeek[];
}

/** Seek ids: 8 alphanumerics. */
export const SEEK_ID_PATTERN = /^[A-Za-z0-9]{8}$/;

/** The pairing rating of a guest who did not pick a skill level (and of every new member). */
export const DEFAULT_PAIRING_RATING = 1500;

/**
 * Skill levels a guest may pick (like lichess's levels for anonymous players): 1 to 8, each a
 * starting pairing rating from 800 to 2200 in steps of 200.
 */
export const GUEST_SKILL_LEVELS = { min: 1, max: 8 } as const;
export const skillLevelRating = (level: number): number => 800 + (level - 1) * 200;

/** `POST /guest/update-skill-level` answers what was stored. */
export interface GuestSkillLevelResponse {
  skillLevel: number;
  rating: number;
}

/** How many members one presence query may ask about. */
export const PRESENCE_QUERY_MAX = 50;

/** `GET /callback/user/presence?users=a,b`: by username as asked; unknown names are left out. */
export interface PresenceResponse {
  presence: Record<string, Exclude<Presence, 'unspecified'>>;
}

export const LOBBY_API = {
  seeks: '/callback/lobby/seeks',
  presence: (usernames: readonly string[]) =>
    `/callback/user/presence?users=${usernames.map(encodeURIComponent).join(',')}`,
  guestSkillLevel: '/guest/update-skill-level',
} as const;
