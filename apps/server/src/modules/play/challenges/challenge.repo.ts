import { and, desc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/db';
import type { PlayerRef } from '../player';
import { type ChallengeRow, challenges, type NewChallengeRow } from './challenge.tables';

/** At most this many pending challenges are listed each way. */
const LIST_LIMIT = 50;

const challengerIs = (p: PlayerRef): SQL =>
  p.userId !== null
    ? eq(challenges.challengerUserId, p.userId)
    : eq(challenges.challengerGuestId, p.guestId!);
const destinationIs = (p: PlayerRef): SQL =>
  p.userId !== null ? eq(challenges.destUserId, p.userId) : eq(challenges.destGuestId, p.guestId!);
const live = (now: Date) => and(eq(challenges.status, 'pending'), gt(challenges.expiresAt, now));

/** Everything that touches `challenges`. */
export function createChallengeRepo(db: DbOrTx) {
  return {
    async insert(values: NewChallengeRow): Promise<ChallengeRow | null> {
      const [row] = await db.insert(challenges).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async find(id: string): Promise<ChallengeRow | null> {
      const [row] = await db.select().from(challenges).where(eq(challenges.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * The exactly-once write: moves a live pending challenge to `status`. Null when it was not
     * pending any more, or expired, by the time the write ran (another node or request got there).
     */
    async settle(
      id: string,
      now: Date,
      patch: Pick<NewChallengeRow, 'status'> & Partial<NewChallengeRow>,
      from: readonly string[] = ['pending'],
    ): Promise<ChallengeRow | null> {
      const [row] = await db
        .update(challenges)
        .set({ ...patch, updatedAt: now })
        .where(
          and(eq(challenges.id, id), inArray(challenges.status, [...from]), gt(challenges.expiresAt, now)),
        )
        .returning();
      return row ?? null;
    },

    /** Records the game of an accepted challenge. */
    async setGame(id: string, gameId: string): Promise<void> {
      await db.update(challenges).set({ gameId }).where(eq(challenges.id, id));
    },

    /** Gives an accept back when the game could not be created. */
    async reopen(id: string, now: Date): Promise<void> {
      await db
        .update(challenges)
        .set({ status: 'pending', updatedAt: now })
        .where(and(eq(challenges.id, id), eq(challenges.status, 'accepted')));
    },

    async incoming(player: PlayerRef, now: Date): Promise<ChallengeRow[]> {
      return db
        .select()
        .from(challenges)
        .where(and(destinationIs(player), live(now)))
        .orderBy(desc(challenges.createdAt))
        .limit(LIST_LIMIT);
    },

    async outgoing(player: PlayerRef, now: Date): Promise<ChallengeRow[]> {
      return db
        .select()
        .from(challenges)
        .where(and(challengerIs(player), live(now)))
        .orderBy(desc(challenges.createdAt))
        .limit(LIST_LIMIT);
    },

    /** The open daily lobby: pending seeks, newest first. */
    async dailyLobby(now: Date, limit: number): Promise<ChallengeRow[]> {
      return db
        .select()
        .from(challenges)
        .where(and(eq(challenges.lobby, true), live(now)))
        .orderBy(desc(challenges.createdAt))
        .limit(limit);
    },

    /** Rematch challenges of one game: pending ones, and whether one was accepted. */
    async rematchesOf(gameId: string): Promise<ChallengeRow[]> {
      return db
        .select()
        .from(challenges)
        .where(
          and(
            eq(challenges.rematchOf, gameId),
            or(eq(challenges.status, 'pending'), eq(challenges.status, 'accepted')),
          ),
        );
    },
  };
}

export type ChallengeRepo = ReturnType<typeof createChallengeRepo>;
