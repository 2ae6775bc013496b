import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import { users } from '../accounts/accounts.tables';
import { bestRatingSql } from '../play';
import { clubMembers, clubNews, clubPending, clubs } from './clubs.tables';

export type ClubRow = typeof clubs.$inferSelect;
export type MemberRow = typeof clubMembers.$inferSelect;

export function createClubsRepo(db: Db) {
  return {
    async page(after: number | undefined, limit: number): Promise<ClubRow[]> {
      return db
        .select()
        .from(clubs)
        .where(after === undefined ? undefined : lt(clubs.id, after))
        .orderBy(desc(clubs.id))
        .limit(limit);
    },

    async bySlug(slug: string): Promise<ClubRow | null> {
      const [row] = await db.select().from(clubs).where(eq(clubs.slug, slug.toLowerCase()));
      return row ?? null;
    },

    async byId(id: number): Promise<ClubRow | null> {
      const [row] = await db.select().from(clubs).where(eq(clubs.id, id));
      return row ?? null;
    },

    /** The club with its owner as first member; null when the slug is taken. */
    create(values: Omit<typeof clubs.$inferInsert, 'id' | 'memberCount'>, ownerId: number) {
      return db.transaction(async (tx) => {
        const [club] = await tx
          .insert(clubs)
          .values({ ...values, memberCount: 1 })
          .onConflictDoNothing()
          .returning();
        if (!club) return null;
        await tx
          .insert(clubMembers)
          .values({ clubId: club.id, userId: ownerId, role: 'owner', joinedAt: values.createdAt });
        return club;
      });
    },

    async membership(clubId: number, userId: number): Promise<MemberRow | null> {
      const [row] = await db
        .select()
        .from(clubMembers)
        .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
      return row ?? null;
    },

    /** Which of these clubs count one of these members among theirs (primary-key probes). */
    async clubsWithAnyOf(clubIds: number[], userIds: number[]): Promise<number[]> {
      if (clubIds.length === 0 || userIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ clubId: clubMembers.clubId })
        .from(clubMembers)
        .where(and(inArray(clubMembers.clubId, clubIds), inArray(clubMembers.userId, userIds)));
      return rows.map((row) => row.clubId);
    },

    async pending(clubId: number, userId: number) {
      const [row] = await db
        .select()
        .from(clubPending)
        .where(and(eq(clubPending.clubId, clubId), eq(clubPending.userId, userId)));
      return row ?? null;
    },

    async requests(clubId: number): Promise<string[]> {
      const rows = await db
        .select({ username: users.username })
        .from(clubPending)
        .innerJoin(users, eq(users.userId, clubPending.userId))
        .where(and(eq(clubPending.clubId, clubId), eq(clubPending.kind, 'request')))
        .orderBy(asc(clubPending.createdAt))
        .limit(100);
      return rows.map((row) => row.username);
    },

    async setPending(clubId: number, userId: number, kind: 'request' | 'invite', byUserId: number, at: Date) {
      await db
        .insert(clubPending)
        .values({ clubId, userId, kind, byUserId, createdAt: at })
        .onConflictDoNothing();
    },

    /** Makes the member one (dropping any request or invitation); false when they already were. */
    join(clubId: number, userId: number, at: Date) {
      return db.transaction(async (tx) => {
        await tx
          .delete(clubPending)
          .where(and(eq(clubPending.clubId, clubId), eq(clubPending.userId, userId)));
        const added = await tx
          .insert(clubMembers)
          .values({ clubId, userId, role: 'member', joinedAt: at })
          .onConflictDoNothing()
          .returning({ userId: clubMembers.userId });
        if (added.length === 0) return false;
        await tx
          .update(clubs)
          .set({ memberCount: sql`${clubs.memberCount} + 1`, lastActivityAt: at })
          .where(eq(clubs.id, clubId));
        return true;
      });
    },

    leave(clubId: number, userId: number) {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(clubMembers)
          .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)))
          .returning({ userId: clubMembers.userId });
        if (gone.length > 0)
          await tx
            .update(clubs)
            .set({ memberCount: sql`greatest(${clubs.memberCount} - 1, 0)` })
            .where(eq(clubs.id, clubId));
      });
    },

    async setRole(clubId: number, userId: number, role: 'admin' | 'member') {
      await db
        .update(clubMembers)
        .set({ role })
        .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
    },

    /** Members by user id (a stable keyset), with their best rating. */
    async members(clubId: number, after: number | undefined, limit: number) {
      return db
        .select({
          userId: users.userId,
          username: users.username,
          avatarUrl: users.avatarUrl,
          role: clubMembers.role,
          joinedAt: clubMembers.joinedAt,
          rating: bestRatingSql(users.userId),
        })
        .from(clubMembers)
        .innerJoin(users, eq(users.userId, clubMembers.userId))
        .where(
          and(
            eq(clubMembers.clubId, clubId),
            after === undefined ? undefined : gt(clubMembers.userId, after),
          ),
        )
        .orderBy(asc(clubMembers.userId))
        .limit(limit);
    },

    /** The average of the members' best ratings (members who have one). */
    async averageRating(clubId: number): Promise<number | null> {
      const [row] = await db
        .select({ avg: sql<number | null>`round(avg(${bestRatingSql(clubMembers.userId)}))::int` })
        .from(clubMembers)
        .where(eq(clubMembers.clubId, clubId));
      return row?.avg ?? null;
    },

    /** Every member with when they joined (chess.com's club members list), oldest first. */
    async joined(clubId: number) {
      return db
        .select({ username: users.username, joinedAt: clubMembers.joinedAt })
        .from(clubMembers)
        .innerJoin(users, eq(users.userId, clubMembers.userId))
        .where(eq(clubMembers.clubId, clubId))
        .orderBy(asc(clubMembers.joinedAt))
        .limit(5000);
    },

    async admins(clubId: number): Promise<string[]> {
      const rows = await db
        .select({ username: users.username })
        .from(clubMembers)
        .innerJoin(users, eq(users.userId, clubMembers.userId))
        .where(and(eq(clubMembers.clubId, clubId), sql`${clubMembers.role} in ('owner', 'admin')`));
      return rows.map((row) => row.username);
    },

    async clubsOf(userId: number) {
      return db
        .select({ club: clubs, joinedAt: clubMembers.joinedAt })
        .from(clubMembers)
        .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
        .where(eq(clubMembers.userId, userId))
        .orderBy(asc(clubs.name))
        .limit(100);
    },

    /** The clubs a member owns or administers, by name (capped as `clubsOf`). */
    async administeredBy(userId: number) {
      return db
        .select({ slug: clubs.slug, name: clubs.name })
        .from(clubMembers)
        .innerJoin(clubs, eq(clubs.id, clubMembers.clubId))
        .where(and(eq(clubMembers.userId, userId), ne(clubMembers.role, 'member')))
        .orderBy(asc(clubs.name))
        .limit(100);
    },

    async setAvatar(clubId: number, avatarUrl: string, at: Date): Promise<void> {
      await db.update(clubs).set({ avatarUrl, lastActivityAt: at }).where(eq(clubs.id, clubId));
    },

    async addNews(values: typeof clubNews.$inferInsert) {
      await db.insert(clubNews).values(values);
      await db.update(clubs).set({ lastActivityAt: values.createdAt }).where(eq(clubs.id, values.clubId));
    },

    async news(clubId: number, limit: number) {
      return db
        .select({ news: clubNews, author: users.username })
        .from(clubNews)
        .innerJoin(users, eq(users.userId, clubNews.authorId))
        .where(eq(clubNews.clubId, clubId))
        .orderBy(desc(clubNews.id))
        .limit(limit);
    },
  };
}

export type ClubsRepo = ReturnType<typeof createClubsRepo>;
