import { GRACE_DAYS, type Tier, tierRank } from '@kingside/contract';
import type { SubscriptionRow } from './billing.tables';

export const DAY_MS = 24 * 60 * 60_000;
const GRACE_MS = GRACE_DAYS * DAY_MS;

type Lifecycle = Pick<
  SubscriptionRow,
  'kind' | 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'pastDueSince' | 'tier'
>;

/**
 * Whether a subscription or gift still gives its tier at `now` — the one rule the tier, the billing
 * page and the lifecycle sweeper share:
 * - a gift, a cancel-at-period-end or a canceled subscription runs to the period end;
 * - past due keeps the tier for GRACE_DAYS from when it fell due;
 * - trialing/active renew through the provider: if no renewal arrives, it ends GRACE_DAYS after
 *   the period end (webhooks lost).
 */
export function isLive(sub: Lifecycle, now: Date): boolean {
  const t = now.getTime();
  const periodEnd = sub.currentPeriodEnd.getTime();
  if (sub.status === 'expired') return false;
  if (sub.kind === 'gift' || sub.cancelAtPeriodEnd || sub.status === 'canceled') return t < periodEnd;
  if (sub.status === 'past_due') {
    const since = (sub.pastDueSince ?? sub.currentPeriodEnd).getTime();
    return t < since + GRACE_MS;
  }
  return t < periodEnd + GRACE_MS;
}

/** When a past-due subscription loses its tier, else null. */
export function graceEndsAt(sub: Lifecycle): Date | null {
  if (sub.status !== 'past_due') return null;
  return new Date((sub.pastDueSince ?? sub.currentPeriodEnd).getTime() + GRACE_MS);
}

/** The highest tier among the live subscriptions and gifts, else basic. */
export function effectiveTier(subs: readonly Lifecycle[], now: Date): Tier {
  let best: Tier = 'basic';
  for (const sub of subs) {
    if (isLive(sub, now) && tierRank(sub.tier) > tierRank(best)) best = sub.tier;
  }
  return best;
}

/** The subscription to show: the live one with the highest tier, a paid one before a gift. */
export function currentOf<T extends Lifecycle>(subs: readonly T[], now: Date): T | null {
  const live = subs.filter((sub) => isLive(sub, now));
  live.sort(
    (a, b) => tierRank(b.tier) - tierRank(a.tier) || Number(a.kind === 'gift') - Number(b.kind === 'gift'),
  );
  return live[0] ?? null;
}
