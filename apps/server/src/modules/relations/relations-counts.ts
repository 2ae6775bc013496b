import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { follows } from './relations.tables';

/** How many members follow a member (the public API's `followers`): one count on `follows_to_idx`. */
export function createFollowerCount(db: Db) {
  return async (userId: number): Promise<number> => {
    const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.toUserId, userId));
    return row?.n ?? 0;
  };
}
