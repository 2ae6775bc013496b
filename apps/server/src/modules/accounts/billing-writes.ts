import type { Tier } from '@kingside/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/db';
import { type UserRow, users } from './accounts.tables';

/**
 * The only writes billing makes to a member: the paid tier it derived from their subscriptions, and
 * the mark that their one trial is spent. Role and closure are never touched (closure beats role
 * beats tier still holds); the caller publishes `accounts.userChanged` once its transaction commits.
 */

/** Answers the updated row when the tier changed, else null. */
export async function setTierFromBilling(
  tx: Tx,
  userId: number,
  tier: Tier,
  now: Date,
): Promise<UserRow | null> {
  const [row] = await tx
    .update(users)
    .set({ tier, updatedAt: now })
    .where(and(eq(users.userId, userId), ne(users.tier, tier)))
    .returning();
  return row ?? null;
}

export async function markTrialUsed(tx: Tx, userId: number, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ trialUsed: true, updatedAt: now })
    .where(and(eq(users.userId, userId), eq(users.trialUsed, false)));
}
