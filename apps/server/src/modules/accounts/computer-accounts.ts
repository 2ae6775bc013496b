import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import { users } from './accounts.tables';

/** What a computer player's account needs (contract ComputerBot). */
export interface ComputerAccountSpec {
  key: string;
  username: string;
  flairCode: string;
}

/** Bot accounts have this address, never a member's: it tells them apart from a member of the same name. */
export const computerEmail = (key: string) => `${key}@computer.kingside.invalid`;

/**
 * The accounts of the computer players (§4 user type `computer`), made if missing: activated, with
 * a password hash no password matches (they never log in). Answers each bot key's user id; a name
 * a member took before it was reserved gets no account (the key is left out).
 */
export async function ensureComputerAccounts(
  db: DbOrTx,
  now: Date,
  bots: readonly ComputerAccountSpec[],
): Promise<Map<string, number>> {
  await db
    .insert(users)
    .values(
      bots.map((bot) => ({
        username: bot.username,
        usernameKey: bot.username.toLowerCase(),
        email: computerEmail(bot.key),
        emailKey: computerEmail(bot.key),
        passwordHash: '!computer',
        isActivated: true,
        flairCode: bot.flairCode,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ userId: users.userId, emailKey: users.emailKey })
    .from(users)
    .where(
      and(
        inArray(
          users.usernameKey,
          bots.map((bot) => bot.username.toLowerCase()),
        ),
        inArray(
          users.emailKey,
          bots.map((bot) => computerEmail(bot.key)),
        ),
      ),
    );
  const ids = new Map<string, number>();
  for (const bot of bots) {
    const row = rows.find((r) => r.emailKey === computerEmail(bot.key));
    if (row) ids.set(bot.key, row.userId);
  }
  return ids;
}
