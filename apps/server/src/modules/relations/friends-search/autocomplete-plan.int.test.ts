import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../../../test/databases';
import { bestRatingSql } from '../../play';
import { prefixRange } from '../search-text';
import { type StartingShape, startingStatement } from './friends-search.repo';

const MEMBERS = 3_000;
const CALLER_FRIENDS = 400;

/** Plain SQL literals for EXECUTE, which takes no bound parameters. */
const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value)}'`);

describe.each(DATABASE_KINDS)("Autocomplete's plan for a short prefix on %s", (kind) => {
  let t: TestDatabase;
  let callerId: number;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const { db } = t.database;
    // Every member's username starts with "m"; the caller has many friends, none of them starting with "m".
    await db.execute(sql`insert into users (username, username_key, email, email_key, password_hash, created_at, updated_at)
      select name, name, name || '@example.com', name || '@example.com', 'x', now(), now()
      from (select 'm' || substr(md5(n::text), 1, 8) || n as name from generate_series(1, ${MEMBERS}) n) s`);
    await db.execute(sql`insert into users (username, username_key, email, email_key, password_hash, created_at, updated_at)
      select name, name, name || '@example.com', name || '@example.com', 'x', now(), now()
      from (select 'z' || n as name from generate_series(0, ${CALLER_FRIENDS}) n) s`);
    const caller = await db.execute(sql`select user_id from users where username = 'z0'`);
    callerId = (caller as unknown as { rows: { user_id: number }[] }).rows[0]!.user_id;
    await db.execute(sql`insert into friendships (user_id, friend_id, created_at)
      select ${callerId}, user_id, now() from users where username like 'z%' and user_id <> ${callerId}`);
    await db.execute(sql`analyze`);
  }, 120_000);

  afterAll(async () => {
    await t?.destroy();
  });

  /** The plan PostgreSQL keeps for the prepared statement (a generic plan: it cannot see the prefix). */
  async function genericPlan(shape: StartingShape, prefix: string): Promise<string> {
    const query = new PgDialect().sqlToQuery(startingStatement(t.database.db, bestRatingSql, shape).getSQL());
    const values: Record<string, unknown> = {
      callerId,
      friendsLimit: 5,
      othersLimit: 5,
      ...prefixRange(prefix),
    };
    const args = query.params.map((param) => literal(values[(param as { name: string }).name]));
    return t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql.raw(`prepare autocomplete_plan as ${query.sql}`));
      const explained = await tx.execute(sql.raw(`explain execute autocomplete_plan(${args.join(', ')})`));
      await tx.execute(sql.raw('deallocate autocomplete_plan'));
      return (explained as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
  }

  it("reads a one- or two-letter prefix's friends from the caller's friendships, never the username range", async () => {
    for (const prefix of ['m', 'mz']) {
      const plan = await genericPlan(
        { withFriends: true, withOthers: false, prefixed: true, short: true },
        prefix,
      );
      expect(plan).toMatch(/friendships/);
      expect(plan).not.toMatch(/users_username_prefix_idx/);
    }
  });
});
