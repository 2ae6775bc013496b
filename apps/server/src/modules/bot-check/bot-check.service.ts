import { createHmac, timingSafeEqual } from 'node:crypto';
import { BOT_CHECK_MESSAGES } from '@kingside/contract';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { RateLimiter, RateRule } from '../../platform/rate-limit';

export type BotCheckMode = 'auto' | 'always' | 'off';

export interface BotCheckDeps {
  secret: string;
  clock: Clock;
  /** The rate limiter's store (memory or Redis) counts bursts and remembers used solutions. */
  limiter: RateLimiter;
  mode: BotCheckMode;
  difficulty: number;
}

/** Long enough for a slow phone to solve, short enough that a stockpile of challenges goes stale. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** A passed challenge lets this IP through for a while, so one person is not asked on every try. */
export const PASS_TTL_MS = 10 * 60_000;
/** In `auto`, more login and registration attempts than this from one IP in the window are challenged. */
export const BURST_RULE: RateRule = { limit: 10, windowMs: 10 * 60_000 };

const ALGORITHM = 'SHA-256';

/** The widget's payload, checked for shape before any hashing. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: z.string().max(128),
        salt: z.string().max(128),
        cost: z.literal(1),
        keyLength: z.number().int().min(1).max(64),
        keyPrefix: z.string().max(128),
        keySignature: z.string().max(256).optional(),
        data: z.strictObject({ expires: z.number().int().positive() }),
      })
      .loose(),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().max(256) }).loose(),
});

const invalid = () => new AppError('bot_check_invalid', 400, BOT_CHECK_MESSAGES.bot_check_invalid);

function hmac(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

/**
 * Self-hosted altcha proof of work. Challenges are signed with keys derived from the server secret
 * and carry their expiry in the signed data, checked against the platform clock (altcha's own
 * `expiresAt` would read the wall clock). A solved challenge is remembered until it expires.
 */
export function createBotCheck(deps: BotCheckDeps) {
  const signatureKey = hmac(deps.secret, 'bot-check:challenge');
  const keySignatureKey = hmac(deps.secret, 'bot-check:key');
  const passKey = hmac(deps.secret, 'bot-check:pass');
  const nowSeconds = () => Math.floor(deps.clock.now().getTime() / 1000);

  return {
    issue(): Promise<Challenge> {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        // Deterministic mode: the browser counts up to a secret number, the server checks one hash.
        counter: randomInt(deps.difficulty, Math.ceil(deps.difficulty / 2)),
        deriveKey,
        data: { expires: nowSeconds() + CHALLENGE_TTL_MS / 1000 },
        hmacSignatureSecret: signatureKey,
        hmacKeySignatureSecret: keySignatureKey,
      });
    },

    /** Throws a 400 for anything but a fresh, correct, first use of a solution. */
    async verify(encoded: string): Promise<void> {
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
      } catch {
        throw invalid();
      }
      const checked = payloadSchema.safeParse(parsed);
      if (!checked.success) throw invalid();
      const { challenge, solution } = checked.data;
      let verified: boolean;
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: signatureKey,
          hmacKeySignatureSecret: keySignatureKey,
        });
        verified = result.verified;
      } catch {
        throw invalid();
      }
      if (!verified) throw invalid();
      // Signed, so the expiry is ours.
      const remainingMs = (challenge.parameters.data.expires - nowSeconds()) * 1000;
      if (remainingMs <= 0)
        throw new AppError('bot_check_expired', 400, BOT_CHECK_MESSAGES.bot_check_expired);
      const first = await deps.limiter.hit(`bot-check:used:${challenge.parameters.nonce}`, {
        limit: 1,
        windowMs: remainingMs,
      });
      if (!first.allowed) throw new AppError('bot_check_used', 400, BOT_CHECK_MESSAGES.bot_check_used);
    },

    /** The pass cookie's value: its expiry and a MAC binding it to the IP that solved the challenge. */
    makePass(ip: string): string {
      const expires = nowSeconds() + PASS_TTL_MS / 1000;
      return `${expires}.${hmac(passKey, `${ip}|${expires}`)}`;
    },

    hasPass(ip: string, pass: string | undefined): boolean {
      const match = pass?.match(/^(\d{1,12})\.([A-Za-z0-9_-]{43})$/);
      if (!match) return false;
      const expires = Number(match[1]);
      if (expires <= nowSeconds()) return false;
      const expected = Buffer.from(hmac(passKey, `${ip}|${expires}`));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    /** Whether an attempt from this IP needs a challenge; in `auto` every call counts one attempt. */
    async isRisky(ip: string): Promise<boolean> {
      if (deps.mode === 'off') return false;
      if (deps.mode === 'always') return true;
      return !(await deps.limiter.hit(`bot-check:burst:${ip}`, BURST_RULE)).allowed;
    },
  };
}

export type BotCheck = ReturnType<typeof createBotCheck>;
