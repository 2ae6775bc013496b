import type { RateRule } from '../../platform/rate-limit';

/**
 * Guessing passwords is slow work: a person never needs more than this. An account is limited per
 * address (guesses from one address never lock its owner out elsewhere), and as a whole: past that
 * budget, a guess spread over many addresses meets the bot challenge on every address, never a lock.
 */
export const LOGIN_LIMITS = {
  perIp: { limit: 30, windowMs: 5 * 60_000 },
  perAccountAndIp: { limit: 10, windowMs: 15 * 60_000 },
  perAccount: { limit: 20, windowMs: 15 * 60_000 },
} satisfies Record<string, RateRule>;

export const REGISTER_LIMIT: RateRule = { limit: 20, windowMs: 60 * 60_000 };
/** "Someone tried to sign up with your address" mails: sign-ups with a taken email must not flood its owner. */
export const REGISTER_NOTICE_LIMIT: RateRule = { limit: 3, windowMs: 24 * 60 * 60_000 };

/** Reset mails cost us and annoy their reader: a few per address and per hour is plenty. */
export const FORGOT_LIMITS = {
  perIp: { limit: 10, windowMs: 60 * 60_000 },
  perEmail: { limit: 3, windowMs: 60 * 60_000 },
} satisfies Record<string, RateRule>;

/** Mailed tokens are 256 random bits; the limit is against burning CPU on password hashes. */
export const TOKEN_LIMIT: RateRule = { limit: 20, windowMs: 15 * 60_000 };
export const RESEND_VERIFICATION_LIMIT: RateRule = { limit: 3, windowMs: 60 * 60_000 };
/** Password checks behind a session: a stolen session must not become a password oracle. */
export const PASSWORD_CHECK_LIMIT: RateRule = { limit: 10, windowMs: 15 * 60_000 };
