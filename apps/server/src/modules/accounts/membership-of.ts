import {
  CLOSURES,
  type Closure,
  type MembershipParts,
  STAFF_ROLES,
  type StaffRole,
  TIERS,
  type Tier,
} from '@kingside/contract';
import type { UserRow } from './accounts.tables';

const pick = <T extends string>(allowed: readonly T[], value: string | null, fallback: T | null): T | null =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** A stored member's tier, role and closure, read defensively: unknown values count as none. */
export function membershipOf(user: Pick<UserRow, 'tier' | 'role' | 'closure'>): MembershipParts {
  return {
    isGuest: false,
    tier: pick<Tier>(TIERS, user.tier, 'basic') ?? 'basic',
    role: pick<StaffRole>(STAFF_ROLES, user.role, null),
    closure: pick<Closure>(CLOSURES, user.closure, null),
  };
}
