import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import { type AccountTokenPurpose, accountTokens } from './accounts.tables';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Mailed tokens: 32 random bytes; the database keeps only their hash, so a leaked table opens nothing. */
export function createAccountTokensRepo(db: DbOrTx) {
  return {
    /** A new token replaces any earlier one of the same purpose: only the newest mail works. */
    async issue(userId: number, purpose: AccountTokenPurpose, now: Date, ttlMs: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .delete(accountTokens)
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
      await db.insert(accountTokens).values({
        tokenHash: hashToken(token),
        userId,
        purpose,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
      return token;
    },

    /** The member a live token belongs to, without using it up. */
    async peek(token: string, purpose: AccountTokenPurpose, now: Date): Promise<number | null> {
      const [row] = await db
        .select({ userId: accountTokens.userId })
        .from(accountTokens)
        .where(live(token, purpose, now))
        .limit(1);
      return row?.userId ?? null;
    },

    /** Voids the member's live tokens of one purpose (a mailed reset link once the password changed). */
    async revoke(userId: number, purpose: AccountTokenPurpose): Promise<void> {
      await db
        .delete(accountTokens)
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
    },

    /** Uses a token up: one DELETE, so two requests racing with the same link cannot both win. */
    async consume(token: string, purpose: AccountTokenPurpose, now: Date): Promise<number | null> {
      const [row] = await db
        .delete(accountTokens)
        .where(live(token, purpose, now))
        .returning({ userId: accountTokens.userId });
      return row?.userId ?? null;
    },
  };
}

const live = (token: string, purpose: AccountTokenPurpose, now: Date) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    gt(accountTokens.expiresAt, now),
  );
