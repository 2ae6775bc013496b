import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/db';
import type { Logger } from '../../platform/logger';
import type { GameWrite } from './game-state';
import { encodeRecord, encodeWrites, type JournalFile, openJournalFile, readJournalFile } from './journal';
import { preparedPlainMoves } from './move-batch';
import {
  addMoves,
  foldWrite,
  joinMoves,
  mergeWrites,
  type PendingMoves,
  pendingMoves,
} from './pending-moves';
import type { GameRow } from './play.tables';

/**
 * How long journaled moves wait to be folded into `games`. Long enough that a game moving every
 * second or so has several moves folded as one row update: the row update, not the events, was most
 * of a fold (play bench, 2,000 moves/s over 1,000 games: the database thread's CPU a move 63 → 36 µs
 * from 100 ms to 1 s, 36–46 → ~20 µs from 1 s to 3 s). Readers lose nothing by it: a game's row is
 * read through the journal (`overlay`; `/watch`'s list too), its events after a fold (`settle`), and
 * the flag sweeper asks the journal's deadlines.
 */
export const FOLD_EVERY_MS = 3000;

/**
 * Games a fold writes in one statement: a few seconds' moves built as one statement held the main
 * thread for milliseconds, in the tail of every move meanwhile.
 */
export const FOLD_CHUNK = 100;

/**
 * The embedded database's move journal: a plain move of a live game is durable once appended to a
 * file under DATA_DIR (one durable write per batch, O_DSYNC), and folded into `games` and
 * `game_events` behind, many batches in one statement. Only this process writes the database
 * (the committer's single writer), so the version check moves here: `heads` holds the version each
 * tracked game is at, journal included, and a move is journaled only on it. A game leaves `heads`
 * whenever a write of it goes to the database directly (ends, offers, takebacks, the sweeper), and
 * comes back after that write: its next plain move is then checked by the database again.
 *
 * Two files take turns: a fold switches appends to the other one (emptied by the fold before),
 * writes what was journaled, and only after that committed empties the file it folded. A crash
 * between the two leaves records already folded: replay applies a record only where the game is
 * still at the record's version, so each lands once.
 *
 * A failed append (disk full, EIO) changes nothing: the file is cut back (journal.ts), its moves
 * never reach `pending`, the appends queued behind it are refused too (they were checked against
 * its heads), and their games leave `heads`, so their next write is checked by the database.
 */
export function createMoveJournal(deps: {
  db: Db;
  dir: string;
  logger: Logger;
  foldEveryMs?: number;
  foldChunk?: number;
  /** Opens a journal file (tests pass one whose appends fail). */
  openFile?: (path: string) => Promise<JournalFile>;
}) {
  const foldEveryMs = deps.foldEveryMs ?? FOLD_EVERY_MS;
  const foldChunk = deps.foldChunk ?? FOLD_CHUNK;
  const writeMoves = preparedPlainMoves(deps.db);
  const heads = new Map<string, number>();
  /** Journaled writes (on the disk) not yet in `games`, merged per game (pending-moves.ts). */
  let pending = new Map<string, PendingMoves>();
  /** The moves of the fold in progress: still read from here until it committed. */
  let inFold = new Map<string, PendingMoves>();
  let files: JournalFile[] = [];
  let current = 0;
  /** The appends issued so far, one after another; settles when the last one has. */
  let appended: Promise<unknown> = Promise.resolve();
  /** Appends failed so far: one issued before a failure and run after it is refused. */
  let failures = 0;
  /** An append failed and its file could not be cut back: moves go to the database from then on. */
  let broken = false;
  let folding: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let open = false;

  async function foldOnce(): Promise<void> {
    const folded = current;
    current = 1 - current;
    // Every append to the file folded has settled: its moves are in `pending`, or were refused.
    await appended;
    if (pending.size === 0) return;
    const batch = pending;
    inFold = batch;
    pending = new Map();
    const games = [...batch.keys()];
    const writes: GameWrite[] = [];
    const written = new Set<string>();
    try {
      for (let at = 0; at < games.length; at += foldChunk) {
        const chunk = games.slice(at, at + foldChunk).map((gameId) => foldWrite(batch.get(gameId)!));
        for (const gameId of await writeMoves(chunk)) written.add(gameId);
        writes.push(...chunk);
      }
    } catch (error) {
      // The games not folded yet are still in the file: back in front of what came since, to fold
      // again later (the ones folded stay folded; a replay skips them by their version).
      for (const write of writes) batch.delete(write.gameId);
      for (const [gameId, later] of pending) {
        const earlier = batch.get(gameId);
        if (earlier) joinMoves(earlier, later);
        else batch.set(gameId, later);
      }
      pending = batch;
      inFold = new Map();
      throw error;
    }
    inFold = new Map();
    for (const write of writes) {
      if (written.has(write.gameId)) continue;
      // Nothing else writes a tracked game: this would be a bug, and acknowledged moves lost.
      deps.logger.error({ gameId: write.gameId, version: write.version }, 'journaled moves did not fold');
      heads.delete(write.gameId);
    }
    await files[folded]!.clear();
  }

  /** The append's moves were not journaled: their games are re-read from the row. */
  function refused(writes: readonly GameWrite[], file: JournalFile, error: unknown): never {
    failures++;
    for (const write of writes) heads.delete(write.gameId);
    if (file.damaged && !broken) {
      broken = true;
      heads.clear();
      deps.logger.error({ err: error }, 'move journal append failed and could not be undone: journal off');
    }
    throw error;
  }

  function scheduleFold(): void {
    timer ??= setTimeout(() => {
      timer = null;
      fold().catch((error) => deps.logger.error({ err: error }, 'move journal fold failed'));
    }, foldEveryMs);
    timer.unref();
  }

  /** Folds everything journaled so far (after a fold in progress); resolves once it committed. */
  function fold(): Promise<void> {
    folding = folding.catch(() => {}).then(foldOnce);
    return folding;
  }

  /**
   * Replays what the files hold into `games` (before serving): per game, the records from the
   * version the row is at, in a row; records the row is past were folded before the crash.
   */
  async function replay(): Promise<void> {
    const read = await Promise.all(files.map((file) => readJournalFile(file.path)));
    const byGame = new Map<string, GameWrite[]>();
    for (const write of read.flatMap((r) => r.writes)) {
      const list = byGame.get(write.gameId);
      if (list) list.push(write);
      else byGame.set(write.gameId, [write]);
    }
    if (byGame.size > 0) {
      const ids = [...byGame.keys()];
      const result = await deps.db.execute(
        sql`select id, version from games where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
      );
      const versions = new Map(
        (result as { rows: { id: string; version: number }[] }).rows.map((r) => [r.id, r.version]),
      );
      const writes: GameWrite[] = [];
      for (const [gameId, list] of byGame) {
        let at = versions.get(gameId);
        const chain: GameWrite[] = [];
        for (const write of list.sort((a, b) => a.version - b.version)) {
          if (write.version !== at) continue;
          chain.push(write);
          at = write.version + write.events.length;
        }
        if (chain.length) writes.push(mergeWrites(chain));
      }
      await writeMoves(writes);
      deps.logger.info(
        { games: writes.length, torn: read.some((r) => r.torn) },
        'replayed the move journal into the games',
      );
    }
    for (const file of files) await file.clear();
  }

  return {
    /** Opens the files and replays what a crash left in them; moves are journaled from then on. */
    async recover(): Promise<void> {
      if (open) return;
      await mkdir(deps.dir, { recursive: true });
      files = await Promise.all(
        ['moves-a.log', 'moves-b.log'].map((name) =>
          (deps.openFile ?? openJournalFile)(path.join(deps.dir, name)),
        ),
      );
      await replay();
      open = true;
    },

    /** The version a tracked game is at; undefined: its next write goes to the database. */
    head(gameId: string): number | undefined {
      return open && !broken ? heads.get(gameId) : undefined;
    },

    /** The game is at `version` in the database and nothing else is on its way. */
    track(gameId: string, version: number): void {
      if (open && !broken) heads.set(gameId, version);
    },

    /** A write of the game goes to the database directly: no move is journaled until it is back. */
    untrack(gameId: string): void {
      heads.delete(gameId);
    },

    /** Whether the game has moves journaled and not yet folded (a fold in progress included). */
    hasPending: (gameId: string) => pending.has(gameId) || inFold.has(gameId),

    /**
     * Journals plain moves, each on its game's head; resolves once they are on the disk, and only
     * then are they folded or read. Rejects when they were not journaled: then nothing of them stays.
     */
    append(writes: readonly GameWrite[]): Promise<void> {
      for (const write of writes) heads.set(write.gameId, write.version + write.events.length);
      const file = files[current]!;
      const record = encodeRecord(encodeWrites(writes));
      const failuresBefore = failures;
      const done = appended.then(async () => {
        try {
          if (failures !== failuresBefore) throw new Error('an earlier move journal append failed');
          await file.append(record);
        } catch (error) {
          refused(writes, file, error);
        }
        for (const write of writes) {
          const earlier = pending.get(write.gameId);
          if (earlier) addMoves(earlier, write);
          else pending.set(write.gameId, pendingMoves(write));
        }
      });
      appended = done.catch(() => {});
      scheduleFold();
      return done;
    },

    /**
     * Whether a journaled move set a deadline at or before `cutoff`: the stored rows may still hold
     * a later one until the next fold (the flag sweeper asks this as well as the table).
     */
    anyDeadlineBy(cutoff: Date): boolean {
      for (const games of [inFold, pending])
        for (const moves of games.values()) {
          const at = moves.patch.deadlineAt;
          if (at && at <= cutoff) return true;
        }
      return false;
    },

    /**
     * The row as the journal has it: the stored one with the moves journaled since. The writes of
     * a fold in progress count until it committed, so a read that the fold overtakes misses none.
     */
    overlay(row: GameRow): GameRow {
      // A fold writes a game's moves in one statement: the row is before them all, or after.
      const moves = [inFold.get(row.id), pending.get(row.id)].filter(
        (m): m is PendingMoves => m !== undefined && m.version >= row.version,
      );
      if (moves.length === 0) return row;
      return Object.assign({ ...row }, ...moves.map((m) => foldWrite(m).patch), {
        version: moves.at(-1)!.next,
      }) as GameRow;
    },

    fold,

    /** Folds everything, empties the files and closes them (a graceful shutdown). */
    async close(): Promise<void> {
      if (!open) return;
      open = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await appended;
      await fold();
      for (const file of files) await file.clear();
      await Promise.all(files.map((file) => file.close()));
      heads.clear();
    },

    get isOpen() {
      return open && !broken;
    },
  };
}

export type MoveJournal = ReturnType<typeof createMoveJournal>;
