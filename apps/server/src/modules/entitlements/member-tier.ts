import {
  allowanceFor,
  compareAllowance,
  type EntitlementFeature,
  TIERS,
  type Tier,
} from '@kingside/contract';
import { membershipOf, type UserRow } from '../accounts';

export type Member = Pick<UserRow, 'userId' | 'tier' | 'role' | 'closure' | 'timezone'>;

/**
 * The tier whose allowances a member gets. Closed accounts get nothing (closure beats everything,
 * as in deriveLevel). Moderators and staff get diamond's: they support and moderate members on
 * every feature, so they must see what the best-served member sees, whatever they pay.
 */
export function tierOf(user: Member): Tier | null {
  const parts = membershipOf(user);
  if (parts.closure) return null;
  if (parts.role) return 'diamond';
  return parts.tier;
}

/** The lowest tier above `tier` that gets more of a feature: what a spent quota offers. */
export function tierWithMore(feature: EntitlementFeature, tier: Tier): Tier | null {
  const have = allowanceFor(feature, tier);
  return TIERS.find((other) => compareAllowance(allowanceFor(feature, other), have) > 0) ?? null;
}
