import { BILLING_INTERVALS, type BillingInterval, PAID_TIERS, type PaidTier } from '@kingside/contract';

/** The Stripe Price id of every tier and interval we sell (`STRIPE_PRICES`). */
export type StripePrices = Record<PaidTier, Record<BillingInterval, string>>;

export interface StripePlan {
  tier: PaidTier;
  interval: BillingInterval;
}

const ENTRY = /^(silver|gold|platinum|diamond)\.(month|year)=(price_[A-Za-z0-9_]+)$/;

/**
 * Reads `silver.month=price_…,silver.year=price_…,…`: every paid tier and interval exactly once,
 * so a checkout can never reach Stripe without a price. Throws with a message naming the first
 * wrong or missing entry (the ids are not secret, but the message never needs them).
 */
export function parseStripePrices(list: string): StripePrices {
  const found = new Map<string, string>();
  for (const entry of list.split(',').map((part) => part.trim())) {
    const match = ENTRY.exec(entry);
    if (!match) {
      throw new Error(
        `STRIPE_PRICES entries look like gold.month=price_123 (tier: ${PAID_TIERS.join('/')}; interval: month/year); "${entry}" does not`,
      );
    }
    const key = `${match[1]}.${match[2]}`;
    if (found.has(key)) throw new Error(`STRIPE_PRICES names ${key} twice`);
    found.set(key, match[3]!);
  }
  const prices = {} as StripePrices;
  for (const tier of PAID_TIERS) {
    const byInterval = {} as Record<BillingInterval, string>;
    for (const interval of BILLING_INTERVALS) {
      const id = found.get(`${tier}.${interval}`);
      if (!id) throw new Error(`STRIPE_PRICES is missing ${tier}.${interval}`);
      byInterval[interval] = id;
    }
    prices[tier] = byInterval;
  }
  return prices;
}

/** The tier and interval a Stripe Price id stands for, or null for a price that is not ours. */
export function planOfPrice(prices: StripePrices, priceId: string): StripePlan | null {
  for (const tier of PAID_TIERS) {
    for (const interval of BILLING_INTERVALS) {
      if (prices[tier][interval] === priceId) return { tier, interval };
    }
  }
  return null;
}
