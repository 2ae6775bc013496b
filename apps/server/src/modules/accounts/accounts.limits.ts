import type { RateRule } from '../../platform/rate-limit';

/** Guessing passwords is slow work: a person never needs more than this. */
export const LOGIN_LIMITS = {
  perIp: { limit: 30, windowMs: 5 * 60_000 },
  perAccount: { limit: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, RateRule>;

export const REGISTER_LIMIT: RateRule = { limit: 20, windowMs: 60 * 60_000 };
