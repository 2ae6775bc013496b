import { USERNAME_PATTERN } from '@kingside/contract';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import { type UserRow, users } from './accounts.tables';

export const usernameKey = (username: string) => username.toLowerCase();
export const emailKey = (email: string) => email.trim().toLowerCase();

export type NewUser = typeof users.$inferInsert;

export function createAccountsRepo(db: DbOrTx) {
  return {
    async insert(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async findByUsername(username: string): Promise<UserRow | null> {
      // Not a possible username: no such member, and no query with bytes the database refuses.
      if (!USERNAME_PATTERN.test(username)) return null;
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.usernameKey, usernameKey(username)))
        .limit(1);
      return row ?? null;
    },

    async findByIds(userIds: readonly number[]): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(inArray(users.userId, [...userIds]));
    },

    async findByLogin(login: string): Promise<UserRow | null> {
      const key = login.trim().toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(or(eq(users.usernameKey, key), eq(users.emailKey, key)))
        .limit(1);
      return row ?? null;
    },

    async findByEmail(key: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.emailKey, key)).limit(1);
      return row ?? null;
    },

    async usernameExists(username: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(users)
        .where(eq(users.usernameKey, usernameKey(username)))
        .limit(1);
      return Boolean(row);
    },

    async update(userId: number, values: Partial<NewUser>): Promise<UserRow | null> {
      const [row] = await db.update(users).set(values).where(eq(users.userId, userId)).returning();
      return row ?? null;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
      return Number(row?.n ?? 0);
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
