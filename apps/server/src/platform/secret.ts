import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import type { Clock } from './clock';
import { appMeta } from './meta.tables';

const KEY = 'session_secret';

/**
 * Without SESSION_SECRET the signing secret lives in the database: made once, then shared by every
 * node on the same database and kept across restarts, so CSRF tokens stay valid.
 */
export async function loadOrCreateSecret(db: Db, clock: Clock): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: KEY, value: randomBytes(32).toString('base64url'), updatedAt: clock.now() })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, KEY));
  return row!.value as string;
}
