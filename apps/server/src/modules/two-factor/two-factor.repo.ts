import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import { type UserRow, users } from '../accounts/accounts.tables';
import {
  type TwoFactorPendingLoginRow,
  type TwoFactorSecretRow,
  twoFactorPendingLogins,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
} from './two-factor.tables';

export function createTwoFactorRepo(db: DbOrTx) {
  return {
    async findSecret(userId: number): Promise<TwoFactorSecretRow | null> {
      const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
      return row ?? null;
    },

    /** A new pending secret replaces an older pending one, never one in force. */
    async putPendingSecret(userId: number, secretEnc: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(twoFactorSecrets)
        .values({ userId, secretEnc, createdAt: now })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userId,
          set: { secretEnc, createdAt: now, lastStep: null },
          setWhere: isNull(twoFactorSecrets.enabledAt),
        })
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length === 1;
    },

    /**
     * Takes a TOTP step if it is newer than the last one taken: the conditional update is what makes
     * a replay lose even when two requests race with the same code.
     */
    async claimStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ lastStep: step })
        .where(
          and(
            eq(twoFactorSecrets.userId, userId),
            or(isNull(twoFactorSecrets.lastStep), lt(twoFactorSecrets.lastStep, step)),
          ),
        )
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length === 1;
    },

    async markEnabled(userId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ enabledAt: now })
        .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.enabledAt)))
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length === 1;
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
      await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Uses up an unused recovery code; false when it is unknown or already spent. */
    async useRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      return rows.length === 1;
    },

    async countUnusedRecoveryCodes(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    async removeAll(userId: number): Promise<void> {
      await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    },

    async putPendingLogin(row: TwoFactorPendingLoginRow): Promise<void> {
      await db
        .insert(twoFactorPendingLogins)
        .values(row)
        .onConflictDoUpdate({
          target: twoFactorPendingLogins.sessionIdHash,
          set: { userId: row.userId, timezone: row.timezone, expiresAt: row.expiresAt },
        });
    },

    /** The live pending login of this session, with its member. */
    async findPendingLogin(
      sessionIdHash: string,
      now: Date,
    ): Promise<{ pending: TwoFactorPendingLoginRow; user: UserRow } | null> {
      const [row] = await db
        .select({ pending: twoFactorPendingLogins, user: users })
        .from(twoFactorPendingLogins)
        .innerJoin(users, eq(users.userId, twoFactorPendingLogins.userId))
        .where(
          and(
            eq(twoFactorPendingLogins.sessionIdHash, sessionIdHash),
            gt(twoFactorPendingLogins.expiresAt, now),
          ),
        );
      return row ?? null;
    },

    async deletePendingLogin(sessionIdHash: string): Promise<void> {
      await db.delete(twoFactorPendingLogins).where(eq(twoFactorPendingLogins.sessionIdHash, sessionIdHash));
    },
  };
}

export type TwoFactorRepo = ReturnType<typeof createTwoFactorRepo>;
