import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/db';
import { users } from '../accounts/accounts.tables';
import {
  forumCategories,
  forumPostEdits,
  forumPosts,
  forumSubscriptions,
  forumTopics,
} from './forums.tables';

export type CategoryRow = typeof forumCategories.$inferSelect;
export type TopicRow = typeof forumTopics.$inferSelect;
export type PostRow = typeof forumPosts.$inferSelect;
export type NewPost = Omit<typeof forumPosts.$inferInsert, 'id' | 'topicId'>;
export type AuthorRow = { userId: number; username: string; avatarUrl: string | null };

const author = { userId: users.userId, username: users.username, avatarUrl: users.avatarUrl };
const live = isNull(forumTopics.deletedAt);

export function createForumsRepo(db: Db) {
  /** Stores a post, counts it on its topic and subscribes its author, unless the topic is locked or gone. */
  async function addPost(tx: DbOrTx, topicId: number, post: NewPost): Promise<PostRow | null> {
    const [open] = await tx
      .update(forumTopics)
      .set({ postCount: sql`${forumTopics.postCount} + 1`, lastPostAt: post.createdAt })
      .where(and(eq(forumTopics.id, topicId), eq(forumTopics.locked, false), live))
      .returning({ id: forumTopics.id });
    if (!open) return null;
    const [stored] = await tx
      .insert(forumPosts)
      .values({ ...post, topicId })
      .returning();
    await tx
      .insert(forumSubscriptions)
      .values({ topicId, userId: post.authorId, createdAt: post.createdAt })
      .onConflictDoNothing();
    return stored!;
  }

  return {
    async siteCategories(): Promise<CategoryRow[]> {
      return db
        .select()
        .from(forumCategories)
        .where(isNull(forumCategories.clubId))
        .orderBy(asc(forumCategories.position), asc(forumCategories.id));
    },

    async categoryBySlug(slug: string): Promise<CategoryRow | null> {
      const [row] = await db.select().from(forumCategories).where(eq(forumCategories.slug, slug));
      return row ?? null;
    },

    async categoryById(id: number): Promise<CategoryRow | null> {
      const [row] = await db.select().from(forumCategories).where(eq(forumCategories.id, id));
      return row ?? null;
    },

    async insertCategory(tx: DbOrTx, values: typeof forumCategories.$inferInsert): Promise<CategoryRow> {
      const [row] = await tx.insert(forumCategories).values(values).returning();
      return row!;
    },

    async topicByUuid(uuid: string) {
      const [row] = await db
        .select({ topic: forumTopics, author })
        .from(forumTopics)
        .innerJoin(users, eq(users.userId, forumTopics.authorId))
        .where(and(eq(forumTopics.uuid, uuid), live));
      return row ?? null;
    },

    async pinnedTopics(categoryId: number) {
      return db
        .select({ topic: forumTopics, author })
        .from(forumTopics)
        .innerJoin(users, eq(users.userId, forumTopics.authorId))
        .where(and(eq(forumTopics.categoryId, categoryId), eq(forumTopics.pinned, true), live))
        .orderBy(desc(forumTopics.lastPostAt), desc(forumTopics.id));
    },

    /** Unpinned topics, latest post first, after the keyset `(lastPostAt, id)` when given. */
    async topics(categoryId: number, after: { at: Date; id: number } | null, limit: number) {
      const keyset = after
        ? or(
            lt(forumTopics.lastPostAt, after.at),
            and(eq(forumTopics.lastPostAt, after.at), lt(forumTopics.id, after.id)),
          )
        : undefined;
      return db
        .select({ topic: forumTopics, author })
        .from(forumTopics)
        .innerJoin(users, eq(users.userId, forumTopics.authorId))
        .where(and(eq(forumTopics.categoryId, categoryId), eq(forumTopics.pinned, false), live, keyset))
        .orderBy(desc(forumTopics.lastPostAt), desc(forumTopics.id))
        .limit(limit);
    },

    /** A topic with its first post, its author subscribed, counted in its category: one transaction. */
    createTopic(values: { uuid: string; categoryId: number; title: string }, post: NewPost) {
      return db.transaction(async (tx) => {
        const [topic] = await tx
          .insert(forumTopics)
          .values({
            ...values,
            authorId: post.authorId,
            createdAt: post.createdAt,
            lastPostAt: post.createdAt,
          })
          .returning();
        const stored = await addPost(tx, topic!.id, post);
        await tx
          .update(forumCategories)
          .set({ topicCount: sql`${forumCategories.topicCount} + 1` })
          .where(eq(forumCategories.id, values.categoryId));
        return { topic: topic!, post: stored! };
      });
    },

    /** Null when the topic was locked or deleted meanwhile (checked in the same statement that counts the post). */
    reply: (topicId: number, post: NewPost) => db.transaction((tx) => addPost(tx, topicId, post)),

    /** A page of a topic's posts, oldest first, after the post id `after`. */
    async posts(topicId: number, after: number | undefined, limit: number) {
      return db
        .select({ post: forumPosts, author })
        .from(forumPosts)
        .innerJoin(users, eq(users.userId, forumPosts.authorId))
        .where(
          and(eq(forumPosts.topicId, topicId), after === undefined ? undefined : gt(forumPosts.id, after)),
        )
        .orderBy(asc(forumPosts.id))
        .limit(limit);
    },

    async postById(id: number) {
      const [row] = await db
        .select({ post: forumPosts, author, topic: forumTopics })
        .from(forumPosts)
        .innerJoin(users, eq(users.userId, forumPosts.authorId))
        .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
        .where(and(eq(forumPosts.id, id), live));
      return row ?? null;
    },

    /** Keeps the text before the edit in the history, then stores the new one. */
    editPost(
      post: PostRow,
      change: { body: string; html: string; htmlVersion: number },
      editorId: number,
      at: Date,
    ) {
      return db.transaction(async (tx) => {
        await tx.insert(forumPostEdits).values({ postId: post.id, body: post.body, editorId, editedAt: at });
        const [row] = await tx
          .update(forumPosts)
          .set({ ...change, editedAt: at })
          .where(eq(forumPosts.id, post.id))
          .returning();
        return row!;
      });
    },

    async history(postId: number) {
      return db
        .select({ body: forumPostEdits.body, editedAt: forumPostEdits.editedAt, editor: users.username })
        .from(forumPostEdits)
        .leftJoin(users, eq(users.userId, forumPostEdits.editorId))
        .where(eq(forumPostEdits.postId, postId))
        .orderBy(desc(forumPostEdits.id));
    },

    async saveHtml(id: number, html: string, version: number): Promise<void> {
      await db.update(forumPosts).set({ html, htmlVersion: version }).where(eq(forumPosts.id, id));
    },

    async isSubscribed(topicId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ active: forumSubscriptions.active })
        .from(forumSubscriptions)
        .where(and(eq(forumSubscriptions.topicId, topicId), eq(forumSubscriptions.userId, userId)));
      return row?.active ?? false;
    },

    async setSubscribed(topicId: number, userId: number, active: boolean, at: Date): Promise<void> {
      await db
        .insert(forumSubscriptions)
        .values({ topicId, userId, active, createdAt: at })
        .onConflictDoUpdate({
          target: [forumSubscriptions.topicId, forumSubscriptions.userId],
          set: { active },
        });
    },

    async subscribers(topicId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: forumSubscriptions.userId })
        .from(forumSubscriptions)
        .where(and(eq(forumSubscriptions.topicId, topicId), eq(forumSubscriptions.active, true)));
      return rows.map((row) => row.userId);
    },

    async setFlags(topicId: number, flags: Partial<Pick<TopicRow, 'locked' | 'pinned' | 'deletedAt'>>) {
      await db.update(forumTopics).set(flags).where(eq(forumTopics.id, topicId));
    },

    /** Deletes (hides) a topic and uncounts it from its category. */
    remove(topic: TopicRow, at: Date) {
      return db.transaction(async (tx) => {
        await tx.update(forumTopics).set({ deletedAt: at }).where(eq(forumTopics.id, topic.id));
        await tx
          .update(forumCategories)
          .set({ topicCount: sql`greatest(${forumCategories.topicCount} - 1, 0)` })
          .where(eq(forumCategories.id, topic.categoryId));
      });
    },

    /** Moves a topic to another category, keeping both counts right. */
    move(topic: TopicRow, to: number) {
      return db.transaction(async (tx) => {
        await tx.update(forumTopics).set({ categoryId: to }).where(eq(forumTopics.id, topic.id));
        await tx
          .update(forumCategories)
          .set({ topicCount: sql`greatest(${forumCategories.topicCount} - 1, 0)` })
          .where(eq(forumCategories.id, topic.categoryId));
        await tx
          .update(forumCategories)
          .set({ topicCount: sql`${forumCategories.topicCount} + 1` })
          .where(eq(forumCategories.id, to));
      });
    },

    /** Posts whose words match, newest first, in live topics, before the post id `before`. */
    async search(query: string, before: number | undefined, limit: number) {
      return db
        .select({ post: forumPosts, author, topic: { uuid: forumTopics.uuid, title: forumTopics.title } })
        .from(forumPosts)
        .innerJoin(forumTopics, eq(forumTopics.id, forumPosts.topicId))
        .innerJoin(users, eq(users.userId, forumPosts.authorId))
        .where(
          and(
            sql`to_tsvector('simple', ${forumPosts.body}) @@ plainto_tsquery('simple', ${query})`,
            live,
            before === undefined ? undefined : lt(forumPosts.id, before),
          ),
        )
        .orderBy(desc(forumPosts.id))
        .limit(limit);
    },
  };
}

export type ForumsRepo = ReturnType<typeof createForumsRepo>;
