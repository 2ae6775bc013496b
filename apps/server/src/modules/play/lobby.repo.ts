import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/db';
import { guestProfiles, type SeekRow, seeks } from './lobby.tables';
import type { RelationsGate } from './relations-gate';

export type NewSeek = typeof seeks.$inferInsert;

/** How a seeker's rating window grows: `base + step` for every `everyMs` waited. */
export interface WindowRule {
  base: number;
  step: number;
  everyMs: number;
}

/** Rows whose colour and range fit `mine`'s, both ways: `seekMismatch` (contract) in SQL. */
function fits(mine: SeekRow) {
  const within = (rating: unknown, min: unknown, max: unknown) =>
    sql`(${min}::int is null or ${rating} >= ${min}::int) and (${max}::int is null or ${rating} <= ${max}::int)`;
  return sql`(${mine.color} = 'random' or ${seeks.color} = 'random' or ${seeks.color} <> ${mine.color})
    and ${within(seeks.rating, mine.ratingMin, mine.ratingMax)}
    and ${within(mine.rating, seeks.ratingMin, seeks.ratingMax)}`;
}

/** Everything that touches `seeks` and `guest_profiles`. */
export function createLobbyRepo(db: Db, relations: RelationsGate) {
  const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

  return {
    /** Stores the person's seek, replacing any other of theirs; answers the replaced one. */
    async put(row: NewSeek): Promise<SeekRow | null> {
      const [old] = await db.delete(seeks).where(eq(seeks.playerKey, row.playerKey)).returning();
      await db
        .insert(seeks)
        .values(row)
        .onConflictDoUpdate({ target: seeks.playerKey, set: { ...row } });
      return old ?? null;
    },

    /**
     * Takes `mine` and the best seek in reach for it, atomically: the closest rating, then the
     * longest waiting, within the wider of the two windows; never the same person; colours that
     * fit and each rating in the other's range (`seekMismatch` in the contract); never two members
     * one of whom blocks the other. The two rows
     * are locked in id order and deleted, so two nodes pairing the same two seeks wait for each
     * other instead of skipping each other (SKIP LOCKED on both sides can starve both), and the
     * second finds them gone: one game per pair.
     */
    async pair(
      mineId: string,
      now: Date,
      aliveAfter: Date,
      rule: WindowRule,
    ): Promise<[SeekRow, SeekRow] | null> {
      const alive = sql`${seeks.aliveAt} >= ${iso(aliveAfter)}`;
      const waited = (created: unknown) =>
        sql`floor(extract(epoch from (${iso(now)} - ${created})) * 1000 / ${rule.everyMs})`;
      for (let attempt = 0; attempt < 3; attempt++) {
        const [mine] = await db
          .select()
          .from(seeks)
          .where(and(eq(seeks.id, mineId), alive));
        if (!mine) return null;
        const gap = sql`abs(${seeks.rating} - ${mine.rating})`;
        const [theirs] = await db
          .select({ id: seeks.id })
          .from(seeks)
          .where(
            and(
              eq(seeks.pool, mine.pool),
              eq(seeks.rated, mine.rated),
              ne(seeks.playerKey, mine.playerKey),
              alive,
              sql`${gap} <= ${rule.base} + ${rule.step} * greatest(${waited(seeks.createdAt)}, ${waited(iso(mine.createdAt))})`,
              fits(mine),
              sql`not ${relations.blockedEitherSql(sql`${mine.userId}::int`, seeks.userId)}`,
            ),
          )
          .orderBy(gap, asc(seeks.createdAt), asc(seeks.id))
          .limit(1);
        if (!theirs) return null;
        const taken = await db.transaction(async (tx) => {
          const rows = await tx
            .select()
            .from(seeks)
            .where(inArray(seeks.id, [mine.id, theirs.id]))
            .orderBy(asc(seeks.id))
            .for('update');
          if (rows.length < 2) return null;
          await tx.delete(seeks).where(inArray(seeks.id, [mine.id, theirs.id]));
          return rows;
        });
        if (taken) return taken[0]!.id === mine.id ? [taken[0]!, taken[1]!] : [taken[1]!, taken[0]!];
        // One of the two went meanwhile (another node paired it): look again.
      }
      return null;
    },

    /** Takes one listed seek for someone else, if it is still there and alive. */
    async take(id: string, takerKey: string, aliveAfter: Date): Promise<SeekRow | null> {
      const [row] = await db
        .delete(seeks)
        .where(
          and(
            eq(seeks.id, id),
            eq(seeks.listed, true),
            ne(seeks.playerKey, takerKey),
            sql`${seeks.aliveAt} >= ${iso(aliveAfter)}`,
          ),
        )
        .returning();
      return row ?? null;
    },

    find: async (id: string): Promise<SeekRow | null> =>
      (await db.select().from(seeks).where(eq(seeks.id, id)).limit(1))[0] ?? null,

    removeBySocket: (nodeId: string, socketId: number) =>
      db
        .delete(seeks)
        .where(and(eq(seeks.nodeId, nodeId), eq(seeks.socketId, socketId)))
        .returning(),

    removeByPlayer: (playerKey: string) => db.delete(seeks).where(eq(seeks.playerKey, playerKey)).returning(),

    /** The ids of this node's seeks that still exist. */
    async idsOfNode(nodeId: string): Promise<string[]> {
      const rows = await db.select({ id: seeks.id }).from(seeks).where(eq(seeks.nodeId, nodeId));
      return rows.map((r) => r.id);
    },

    heartbeat: (nodeId: string, now: Date) =>
      db.update(seeks).set({ aliveAt: now }).where(eq(seeks.nodeId, nodeId)),

    /** Deletes the seeks of nodes that stopped beating; answers them. */
    expire: (aliveBefore: Date) => db.delete(seeks).where(lt(seeks.aliveAt, aliveBefore)).returning(),

    listed: (aliveAfter: Date, limit: number) =>
      db
        .select()
        .from(seeks)
        .where(and(eq(seeks.listed, true), sql`${seeks.aliveAt} >= ${iso(aliveAfter)}`))
        .orderBy(asc(seeks.createdAt), asc(seeks.id))
        .limit(limit),

    /** Live seeks per pool and mode (`3+0|rated` → n). */
    async sizes(aliveAfter: Date): Promise<Record<string, number>> {
      const rows = await db
        .select({ pool: seeks.pool, rated: seeks.rated, n: sql<number>`count(*)::int` })
        .from(seeks)
        .where(sql`${seeks.aliveAt} >= ${iso(aliveAfter)}`)
        .groupBy(seeks.pool, seeks.rated);
      return Object.fromEntries(rows.map((r) => [`${r.pool}|${r.rated ? 'rated' : 'casual'}`, r.n]));
    },

    async skillLevelOf(guestId: string, tx: DbOrTx = db): Promise<number | null> {
      const [row] = await tx.select().from(guestProfiles).where(eq(guestProfiles.guestId, guestId));
      return row?.skillLevel ?? null;
    },

    async setSkillLevel(guestId: string, skillLevel: number, now: Date): Promise<void> {
      await db
        .insert(guestProfiles)
        .values({ guestId, skillLevel, updatedAt: now })
        .onConflictDoUpdate({ target: guestProfiles.guestId, set: { skillLevel, updatedAt: now } });
    },
  };
}

export type LobbyRepo = ReturnType<typeof createLobbyRepo>;
