import type { RateRule } from '../../platform/rate-limit';

/**
 * A 6-digit code has a million values and three are good at any moment: ten tries per quarter
 * hour per account keep guessing hopeless; the IP rule stops one machine cycling accounts.
 */
export const TWO_FACTOR_LIMITS = {
  perAccount: { limit: 10, windowMs: 15 * 60_000 },
  perIp: { limit: 30, windowMs: 5 * 60_000 },
} satisfies Record<string, RateRule>;
