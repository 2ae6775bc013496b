/**
 * Membership levels of spec §4. A member's paid tier, staff role and closure are stored
 * separately; `deriveLevel` folds them into the one number the spec checks against.
 */
export const MembershipLevel = {
  guest: 0,
  cheater: 5,
  abuser: 6,
  voluntarilyClosed: 7,
  unspecifiedClosed: 8,
  basic: 10,
  silver: 20,
  gold: 30,
  platinum: 40,
  diamond: 50,
  moderator: 80,
  staff: 90,
} as const;

export type MembershipName = keyof typeof MembershipLevel;
export type Level = (typeof MembershipLevel)[MembershipName];

export const TIERS = ['basic', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type Tier = (typeof TIERS)[number];

export const STAFF_ROLES = ['moderator', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const CLOSURES = ['cheater', 'abuser', 'voluntarilyClosed', 'unspecifiedClosed'] as const;
export type Closure = (typeof CLOSURES)[number];

/** The levels a member can be given by hand (CLI, staff page): a tier or a staff role. */
export const ASSIGNABLE_LEVELS = [...TIERS, ...STAFF_ROLES] as const;
export type AssignableLevel = (typeof ASSIGNABLE_LEVELS)[number];

export interface MembershipParts {
  isGuest: boolean;
  tier: Tier;
  role: StaffRole | null;
  closure: Closure | null;
}

/** Closure beats role beats tier: a lapsed subscription never demotes a moderator, a renewal never reopens. */
export function deriveLevel(parts: MembershipParts): Level {
  if (parts.isGuest) return MembershipLevel.guest;
  if (parts.closure) return MembershipLevel[parts.closure];
  if (parts.role) return MembershipLevel[parts.role];
  return MembershipLevel[parts.tier];
}

const NAME_BY_LEVEL = new Map<number, MembershipName>(
  Object.entries(MembershipLevel).map(([name, level]) => [level, name as MembershipName]),
);

/** The membership code of a level (`gold` for 30); unknown numbers have none. */
export function membershipName(level: number): MembershipName | null {
  return NAME_BY_LEVEL.get(level) ?? null;
}

export function isClosedLevel(level: number): boolean {
  return level >= MembershipLevel.cheater && level <= MembershipLevel.unspecifiedClosed;
}

/** Guests, logged-out users and closed accounts hold no membership status at all. */
function hasStatus(level: number | null | undefined): level is number {
  return typeof level === 'number' && level >= MembershipLevel.basic;
}

/** "At least" checks compare levels. */
export function isAtLeast(level: number | null | undefined, name: MembershipName): boolean {
  return hasStatus(level) && level >= MembershipLevel[name];
}

/** "Only" checks use equality: basic is an exact match. */
export function isOnly(level: number | null | undefined, name: MembershipName): boolean {
  return hasStatus(level) && level === MembershipLevel[name];
}

/** Premium means silver or above. */
export function isPremium(level: number | null | undefined): boolean {
  return isAtLeast(level, 'silver');
}

export function isAssignableLevel(value: string): value is AssignableLevel {
  return (ASSIGNABLE_LEVELS as readonly string[]).includes(value);
}
