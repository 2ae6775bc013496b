import {
  ACCOUNT_MESSAGES,
  type Allowance,
  allowanceFor,
  ENTITLEMENTS,
  type EntitlementFeature,
  type EntitlementStatus,
  entitlementOf,
  type QuotaPeriod,
  TIERS,
  type Tier,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError, unauthenticated } from '../../platform/errors';
import { QuotaExceeded, UpgradeRequired } from './entitlement-errors';
import { createEntitlementsRepo } from './entitlements.repo';
import { periodAt, zoneOrUtc } from './local-time';
import { type Member, tierOf, tierWithMore } from './member-tier';

const KEEP_MS = 9 * 86_400_000;

export interface EntitlementsDeps {
  db: Db;
  clock: Clock;
}

/**
 * What a member may use, enforced here and nowhere else (the web app's locks only mirror it).
 * Every check runs before the work it guards. Quotas renew at the member's own midnight (or
 * Monday's), in `users.timezone`.
 */
export function createEntitlements(deps: EntitlementsDeps) {
  const repo = createEntitlementsRepo(deps.db);

  /** The member's tier, refusing guests (401) and closed accounts (403). */
  function tierFor(user: Member | null) {
    if (!user) throw unauthenticated();
    const tier = tierOf(user);
    if (!tier) throw new AppError('account_closed', 403, ACCOUNT_MESSAGES.account_closed);
    return tier;
  }

  const periodOf = (user: Member, per: QuotaPeriod) =>
    periodAt(deps.clock.now(), per, zoneOrUtc(user.timezone));

  return {
    /**
     * Forgets finished periods: nothing reads a count once its day or week is over. Kept a little
     * past the longest period (a week plus the widest timezone spread) so no current count goes.
     */
    async sweep(): Promise<number> {
      return repo.deleteBefore(new Date(deps.clock.now().getTime() - KEEP_MS));
    },

    /** What the member's tier gets of a feature: a banked allowance (vacation days) is spent by its own module. */
    allowance(user: Member | null, feature: EntitlementFeature): Allowance {
      return allowanceFor(feature, tierFor(user));
    },

    /** Throws 403 `upgrade_required` (with the tier to offer) unless the member's tier unlocks the feature. */
    require(user: Member | null, feature: EntitlementFeature): void {
      if (allowanceFor(feature, tierFor(user)) === 0) throw new UpgradeRequired(feature);
    },

    /**
     * `require`, and the member's tier at least `tier`: something gated above its feature's lowest
     * tier (a lesson course for gold members). Below it is 403 `upgrade_required` naming `tier`.
     */
    requireTier(user: Member | null, feature: EntitlementFeature, tier: Tier): void {
      const own = tierFor(user);
      if (allowanceFor(feature, own) === 0) throw new UpgradeRequired(feature);
      if (TIERS.indexOf(own) < TIERS.indexOf(tier)) throw new UpgradeRequired(feature, tier);
    },

    /**
     * Takes one use of a feature: unlocked, then counted when it has a quota. Over the allowance is
     * 429 `quota_exceeded` with when it renews. Returns what is left this period.
     */
    async consume(user: Member | null, feature: EntitlementFeature): Promise<EntitlementStatus> {
      const tier = tierFor(user);
      const allowance = allowanceFor(feature, tier);
      if (allowance === 0) throw new UpgradeRequired(feature);
      const { per } = entitlementOf(feature);
      if (!per || allowance === 'unlimited') {
        return { feature, allowance, per: per ?? null, used: 0, remaining: allowance, resetsAt: null };
      }
      const { start, end } = periodOf(user!, per);
      const used = await repo.useOne(user!.userId, feature, start, allowance);
      if (used === null) throw new QuotaExceeded(feature, end, tierWithMore(feature, tier));
      return { feature, allowance, per, used, remaining: allowance - used, resetsAt: end.toISOString() };
    },

    /** Every feature's allowance for the member and what is left of each quota this period. */
    async status(user: Member | null): Promise<EntitlementStatus[]> {
      const tier = tierFor(user);
      const periods = new Map((['day', 'week'] as const).map((per) => [per, periodOf(user!, per)] as const));
      const counted = ENTITLEMENTS.filter((row) => row.per).map((row) => ({
        feature: row.feature,
        start: periods.get(row.per!)!.start,
      }));
      const used = await repo.usedIn(user!.userId, counted);
      return ENTITLEMENTS.map((row): EntitlementStatus => {
        const allowance = row.ours[tier];
        if (!row.per) {
          return {
            feature: row.feature,
            allowance,
            per: null,
            used: 0,
            remaining: allowance,
            resetsAt: null,
          };
        }
        const spent = used.get(row.feature) ?? 0;
        return {
          feature: row.feature,
          allowance,
          per: row.per,
          used: spent,
          remaining: allowance === 'unlimited' ? 'unlimited' : Math.max(0, allowance - spent),
          resetsAt: periods.get(row.per)!.end.toISOString(),
        };
      });
    },
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;
