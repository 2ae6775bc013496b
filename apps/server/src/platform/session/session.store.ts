import { createHash, hash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import type { Clock } from '../clock';
import type { CachedSession, SessionCache } from './session.cache';
import type { SessionRow, SessionsTable } from './session.tables';
import type { SessionUsers } from './session-users';

/** Sessions slide: each visit (recorded at most every TOUCH_EVERY_MS) keeps one alive this long. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 5 * 60 * 1000;

/** Runs on every request with a cookie: the one-shot hash costs a third of a Hash object's. */
export function hashSessionId(id: string): string {
  return hash('sha256', id, 'base64url');
}

/** The handle the sessions page shows: derived from the stored hash, so it opens nothing by itself. */
export function publicSessionId(idHash: string): string {
  return createHash('sha256').update(`public:${idHash}`).digest('base64url').slice(0, 22);
}

export interface NewSession {
  /** The cookie value; only its hash is stored. */
  id: string;
  row: SessionRow;
}

export interface SessionStoreDeps {
  db: DbOrTx;
  clock: Clock;
  /** The table as the schema binds it to its members (db/sessions.tables.ts). */
  sessions: SessionsTable;
  users: SessionUsers;
  cache?: SessionCache;
}

export function createSessionStore({ db, clock, sessions, users, cache }: SessionStoreDeps) {
  const needsTouch = (row: SessionRow): boolean =>
    clock.now().getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS;

  async function findByHash(idHash: string): Promise<CachedSession | null> {
    const cached = cache?.get(idHash);
    if (cached) return cached;
    const [session] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, clock.now())))
      .limit(1);
    if (!session) return null;
    const found = await withMembers(session);
    cache?.set(idHash, found);
    return found;
  }

  /**
   * A session impersonates only while its owner may still impersonate that member: a demotion or a
   * closure ends the impersonation at the next lookup, whatever the row says.
   */
  async function withMembers(session: SessionRow): Promise<CachedSession> {
    const { userId, impersonatingUserId } = session;
    if (userId === null) return { session, user: null };
    const found = await users.findByIds(
      impersonatingUserId === null ? [userId] : [userId, impersonatingUserId],
    );
    const owner = found.find((user) => user.userId === userId) ?? null;
    const member = found.find((user) => user.userId === impersonatingUserId);
    if (!owner || !member || !users.mayImpersonate(owner, member)) return { session, user: owner };
    return { session, user: member, impersonator: owner };
  }

  return {
    async create(input: {
      userId: number | null;
      userAgent?: string | null;
      guestId?: string;
    }): Promise<NewSession> {
      const id = randomBytes(32).toString('base64url');
      const now = clock.now();
      const [row] = await db
        .insert(sessions)
        .values({
          idHash: hashSessionId(id),
          userId: input.userId,
          guestId: input.guestId ?? randomUUID(),
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
          userAgent: input.userAgent?.slice(0, 256) ?? null,
        })
        .returning();
      return { id, row: row! };
    },

    /**
     * The live session with this id hash (the cookie's, or the one a platform token names) and its
     * member (null for a guest): cache first, else one query.
     */
    findByHash,

    /** The cache alone, without a promise: most requests are answered here. */
    findCached: (idHash: string): CachedSession | null => cache?.get(idHash) ?? null,

    /** Whether `touch` would write: while it would not, a request needs no promise for it. */
    needsTouch,

    /** Records the visit and slides the expiry, but writes at most once per few minutes per session. */
    async touch(row: SessionRow): Promise<void> {
      if (!needsTouch(row)) return;
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.idHash, row.idHash));
      // The cached row shares this object: it now says the visit was recorded.
      row.lastSeenAt = now;
      row.expiresAt = expiresAt;
    },

    async destroy(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
      await cache?.revoke({ idHash });
    },

    async destroyAllForUser(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await cache?.revoke({ userId });
    },

    /** A member's live sessions, most recently seen first. */
    async listForUser(userId: number): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, clock.now())))
        .orderBy(desc(sessions.lastSeenAt));
    },

    /** Ends one of the member's own sessions by its public id; false when there is no such session. */
    async destroyOwned(userId: number, publicId: string): Promise<boolean> {
      const own = await db
        .select({ idHash: sessions.idHash })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      const found = own.find((row) => publicSessionId(row.idHash) === publicId);
      if (!found) return false;
      await this.destroy(found.idHash);
      return true;
    },

    /** Ends every session of the member but the one given (a password change keeps its own session). */
    async destroyOthers(userId: number, keepIdHash: string): Promise<void> {
      const gone = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash)))
        .returning({ idHash: sessions.idHash });
      for (const { idHash } of gone) await cache?.revoke({ idHash });
    },

    async deleteExpired(): Promise<number> {
      const gone = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, clock.now()))
        .returning({ idHash: sessions.idHash });
      return gone.length;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
