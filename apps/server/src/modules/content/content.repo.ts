import type { ContentKind } from '@kingside/contract';
import {
  and,
  arrayContains,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  lte,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/db';
import { users } from '../accounts/accounts.tables';
import { type ContentItemRow, contentAuthors, contentItems, type NewContentItem } from './content.tables';

/** An item with the few facts of its author a page shows. */
export interface ItemWithAuthor {
  item: ContentItemRow;
  author: { userId: number; username: string; avatarUrl: string | null } | null;
}

export interface IndexFilters {
  tag?: string | undefined;
  language?: string | undefined;
  search?: string | undefined;
}

/** Keyset position on (published_at desc, id desc). */
export interface Cursor {
  at: Date;
  id: number;
}

const authorColumns = {
  item: contentItems,
  author: { userId: users.userId, username: users.username, avatarUrl: users.avatarUrl },
};

/** `%`, `_` and `\` are LIKE's own: a search for them looks for them. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtersOf(filters: IndexFilters) {
  return [
    filters.tag ? arrayContains(contentItems.tags, [filters.tag]) : undefined,
    filters.language ? eq(contentItems.language, filters.language) : undefined,
    filters.search
      ? or(
          ilike(contentItems.title, `%${likeEscaped(filters.search)}%`),
          ilike(contentItems.summary, `%${likeEscaped(filters.search)}%`),
        )
      : undefined,
  ];
}

/**
 * Newest first, in the very order of the indexes on (…, published_at desc, id desc), which put nulls
 * last: plain `desc` puts them first, and PostgreSQL then sorts every matching row instead of
 * reading the index's first few.
 */
const newestFirst = [
  sql`${contentItems.publishedAt} desc nulls last`,
  sql`${contentItems.id} desc nulls last`,
];

/** Published by `now`: scheduled items are not, until their time. */
const publishedBy = (now: Date) =>
  and(isNotNull(contentItems.publishedAt), lte(contentItems.publishedAt, now));

export function createContentRepo(db: Db) {
  const withAuthor = (tx: DbOrTx = db) =>
    tx.select(authorColumns).from(contentItems).leftJoin(users, eq(users.userId, contentItems.authorId));

  return {
    async insert(tx: DbOrTx, row: NewContentItem): Promise<ContentItemRow> {
      const [made] = await tx.insert(contentItems).values(row).returning();
      return made!;
    },

    /** Rows seeded or migrated: those already there (same kind and slug) are left as they are. */
    async insertMany(tx: DbOrTx, rows: NewContentItem[]): Promise<number> {
      if (rows.length === 0) return 0;
      const made = await tx
        .insert(contentItems)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: contentItems.id });
      return made.length;
    },

    async update(
      id: number,
      patch: Partial<NewContentItem>,
      tx: DbOrTx = db,
    ): Promise<ContentItemRow | null> {
      const [row] = await tx.update(contentItems).set(patch).where(eq(contentItems.id, id)).returning();
      return row ?? null;
    },

    async find(id: number): Promise<ItemWithAuthor | null> {
      const [row] = await withAuthor().where(eq(contentItems.id, id)).limit(1);
      return row ?? null;
    },

    async findBySlug(kind: ContentKind, slug: string): Promise<ItemWithAuthor | null> {
      const [row] = await withAuthor()
        .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)))
        .limit(1);
      return row ?? null;
    },

    async slugTaken(kind: ContentKind, slug: string, exceptId: number | null): Promise<boolean> {
      const [row] = await db
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)))
        .limit(1);
      return row !== undefined && row.id !== exceptId;
    },

    /** A page of a kind's published items, newest first, after `cursor`. */
    page(
      kind: ContentKind,
      filters: IndexFilters,
      now: Date,
      cursor: Cursor | null,
      skip: number[],
      limit: number,
    ): Promise<ItemWithAuthor[]> {
      return withAuthor()
        .where(
          and(
            eq(contentItems.kind, kind),
            publishedBy(now),
            cursor
              ? sql`(${contentItems.publishedAt}, ${contentItems.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id})`
              : undefined,
            skip.length > 0 ? notInArray(contentItems.id, skip) : undefined,
            ...filtersOf(filters),
          ),
        )
        .orderBy(...newestFirst)
        .limit(limit);
    },

    /** Featured items, the most recently featured first; of one kind, or of every kind (the home page). */
    featured(
      kind: ContentKind | null,
      filters: IndexFilters,
      now: Date,
      limit: number,
    ): Promise<ItemWithAuthor[]> {
      return (
        withAuthor()
          .where(
            and(
              isNotNull(contentItems.featuredAt),
              kind ? eq(contentItems.kind, kind) : undefined,
              publishedBy(now),
              ...filtersOf(filters),
            ),
          )
          // As the featured indexes have it (nulls last), so they are read in order.
          .orderBy(sql`${contentItems.featuredAt} desc nulls last`)
          .limit(limit)
      );
    },

    /**
     * What these members published lately (the home feed): each member's newest `limit` on their own
     * index (author_id, published_at), then the newest `total` of those; never every item of every member.
     */
    async publishedBy(
      authorIds: number[],
      now: Date,
      limit: number,
      total = limit,
    ): Promise<ItemWithAuthor[]> {
      if (authorIds.length === 0) return [];
      const ids = sql.join(
        authorIds.map((id) => sql`${id}::int`),
        sql`, `,
      );
      const newest = db.$with('newest').as(
        db
          .select({ id: sql<number>`latest.id`.as('latest_id') })
          .from(sql`unnest(array[${ids}]) as author(id)`)
          .innerJoinLateral(
            sql`(select ${contentItems.id}, ${contentItems.publishedAt} from ${contentItems}
              where ${contentItems.authorId} = author.id and ${contentItems.publishedAt} <= ${now.toISOString()}::timestamptz
              order by ${sql.join(newestFirst, sql`, `)} limit ${limit}) as latest`,
            sql`true`,
          ),
      );
      return db
        .with(newest)
        .select(authorColumns)
        .from(contentItems)
        .leftJoin(users, eq(users.userId, contentItems.authorId))
        .where(inArray(contentItems.id, db.select({ id: newest.id }).from(newest)))
        .orderBy(...newestFirst)
        .limit(total);
    },

    /** When each of these members' next scheduled item comes out (those with one). */
    async nextScheduled(authorIds: number[], now: Date): Promise<Map<number, Date>> {
      if (authorIds.length === 0) return new Map();
      const rows = await db
        .select({
          authorId: contentItems.authorId,
          at: sql<Date>`min(${contentItems.publishedAt})`.mapWith(contentItems.publishedAt),
        })
        .from(contentItems)
        .where(and(inArray(contentItems.authorId, authorIds), gt(contentItems.publishedAt, now)))
        .groupBy(contentItems.authorId);
      return new Map(rows.map((row) => [row.authorId!, row.at]));
    },

    /** A member's own items, drafts and scheduled ones too, last changed first. */
    mine(authorId: number, limit: number): Promise<ItemWithAuthor[]> {
      return withAuthor()
        .where(eq(contentItems.authorId, authorId))
        .orderBy(desc(contentItems.updatedAt), desc(contentItems.id))
        .limit(limit);
    },

    findMany(ids: number[]): Promise<ItemWithAuthor[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return withAuthor().where(inArray(contentItems.id, ids));
    },

    async isAuthor(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: contentAuthors.userId })
        .from(contentAuthors)
        .where(eq(contentAuthors.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    /** False when the member already had the role. */
    async grantAuthor(tx: DbOrTx, userId: number, at: Date): Promise<boolean> {
      const made = await tx
        .insert(contentAuthors)
        .values({ userId, grantedAt: at })
        .onConflictDoNothing()
        .returning({ userId: contentAuthors.userId });
      return made.length > 0;
    },

    /** False when the member did not have the role. */
    async revokeAuthor(tx: DbOrTx, userId: number): Promise<boolean> {
      const gone = await tx
        .delete(contentAuthors)
        .where(eq(contentAuthors.userId, userId))
        .returning({ userId: contentAuthors.userId });
      return gone.length > 0;
    },

    /** Staff and members with the author role, by name. */
    authors() {
      return db
        .select({
          userId: users.userId,
          username: users.username,
          avatarUrl: users.avatarUrl,
          role: users.role,
          grantedAt: contentAuthors.grantedAt,
        })
        .from(users)
        .leftJoin(contentAuthors, eq(contentAuthors.userId, users.userId))
        .where(or(isNotNull(contentAuthors.userId), eq(users.role, 'staff')))
        .orderBy(users.usernameKey)
        .limit(500);
    },

    async saveHtml(id: number, html: string, version: number): Promise<void> {
      await db.update(contentItems).set({ html, htmlVersion: version }).where(eq(contentItems.id, id));
    },
  };
}

export type ContentRepo = ReturnType<typeof createContentRepo>;
