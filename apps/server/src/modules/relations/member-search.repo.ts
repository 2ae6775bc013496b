import { and, desc, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { type UserRow, users } from '../accounts/accounts.tables';
import { byUsername, usernameContains, usernameStarts } from './search-text';

/** Members per answer of the member search. */
export const MEMBER_SEARCH_LIMIT = 20;

/** Seen (or, never seen, registered) since `since`. */
const activeSince = (since: Date) => sql`coalesce(${users.lastLoginAt}, ${users.createdAt}) >= ${since}`;

/** The member search of §7: open accounts other than the viewer's own. */
export function createMemberSearchRepo(db: Db) {
  const others = (viewerId: number, ...criteria: (SQL | undefined)[]) =>
    and(ne(users.userId, viewerId), isNull(users.closure), ...criteria);

  return {
    /** Usernames starting with `prefix`, alphabetically: a range of `users_username_prefix_idx`. */
    byPrefix(viewerId: number, prefix: string, since: Date): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(others(viewerId, usernameStarts(users.usernameKey, prefix), activeSince(since)))
        .orderBy(byUsername(users.usernameKey))
        .limit(MEMBER_SEARCH_LIMIT);
    },

    /** Every given criterion at once, most recently seen first (§9's default sort). */
    byCriteria(
      viewerId: number,
      criteria: { name: string | null; countries: string[] | null },
      since: Date,
    ): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(
          others(
            viewerId,
            criteria.name ? usernameContains(users.usernameKey, criteria.name) : undefined,
            criteria.countries ? inArray(users.country, criteria.countries) : undefined,
            activeSince(since),
          ),
        )
        .orderBy(sql`${users.lastLoginAt} desc nulls last`, desc(users.userId))
        .limit(MEMBER_SEARCH_LIMIT);
    },
  };
}
