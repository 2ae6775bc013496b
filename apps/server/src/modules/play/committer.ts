import type { GameEvent } from '@kingside/contract';
import type { Db, Tx } from '../../db/db';
import type { Clock } from '../../platform/clock';
import type { GameWrite, WriteOutcome } from './game-state';
import { fulfilled, type JournalableWrite, journaled } from './journaled-batch';
import { isPlainMove, lockedPlainMoves, lockGames, preparedPlainMoves, writePlainMoves } from './move-batch';
import type { MoveJournal } from './move-journal';
import type { PlayRepo } from './play.repo';
import type { GameRow } from './play.tables';
import type { PlayTimings } from './play-timings';
import { applyRatedEnds } from './ratings';

export type { GameWrite, WriteOutcome };

/**
 * Applies a batch inside one transaction. Games are locked first, all at once in id order, then
 * ratings by (user, speed): batches on different nodes take locks in the same order and cannot
 * deadlock. A stale write is refused alone; the others still commit.
 */
export async function applyWrites(
  tx: Tx,
  repo: PlayRepo,
  writes: readonly GameWrite[],
  now: Date,
): Promise<WriteOutcome[]> {
  const order = writes
    .map((_, i) => i)
    .sort((a, b) => compare(writes[a]!.gameId, writes[b]!.gameId) || a - b);
  const outcomes: WriteOutcome[] = writes.map(() => ({ ok: false }));
  await lockGames(tx, [...new Set(order.map((i) => writes[i]!.gameId))]);
  // A game's only write, when a plain move, goes in one statement with the others like it; the
  // rest (ends, offers, a second write to one game) one by one, in order.
  const perGame = new Map<string, number>();
  for (const w of writes) perGame.set(w.gameId, (perGame.get(w.gameId) ?? 0) + 1);
  const batched = order.filter((i) => perGame.get(writes[i]!.gameId) === 1 && isPlainMove(writes[i]!));
  const written = await writePlainMoves(
    tx,
    batched.map((i) => writes[i]!),
  );
  const batchedSet = new Set(batched);
  const committed: number[] = [];
  for (const i of order) {
    const write = writes[i]!;
    const ok = batchedSet.has(i)
      ? written.has(write.gameId)
      : await repo.updateIfVersion(tx, write.gameId, write.version, write.events.length, write.patch);
    if (ok) committed.push(i);
  }
  const rated = committed.filter((i) => writes[i]!.ratedEnd);
  const diffs = await applyRatedEnds(
    tx,
    repo,
    rated.map((i) => writes[i]!.ratedEnd!),
    now,
  );
  const rows: { gameId: string; version: number; event: GameEvent }[] = [];
  for (const i of committed) {
    const write = writes[i]!;
    const diff = diffs.get(write.gameId);
    if (diff) await repo.setRatingDiffs(tx, write.gameId, diff.white, diff.black);
    const events = write.events.map((event) =>
      event.kind === 'end' && diff ? { ...event, ratingDiffs: diff } : event,
    );
    // The batched moves' events went in with their rows.
    if (!batchedSet.has(i)) {
      for (const [k, event] of events.entries()) {
        rows.push({ gameId: write.gameId, version: write.version + k + 1, event });
      }
    }
    outcomes[i] = { ok: true, version: write.version + events.length, events };
  }
  await repo.insertEvents(tx, rows);
  return outcomes;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every write a plain move, each to a different game: the batch the single-statement path takes. */
function onlyPlainMoves(writes: readonly GameWrite[]): boolean {
  return new Set(writes.map((w) => w.gameId)).size === writes.length && writes.every(isPlainMove);
}

async function writeAlone(
  write: (writes: readonly GameWrite[]) => Promise<Set<string>>,
  writes: readonly GameWrite[],
): Promise<WriteOutcome[]> {
  const written = await write(writes);
  return writes.map((w) =>
    written.has(w.gameId)
      ? { ok: true, version: w.version + w.events.length, events: w.events }
      : { ok: false },
  );
}

interface Pending extends JournalableWrite {
  resolve: (outcome: WriteOutcome) => void;
  reject: (error: unknown) => void;
}

export interface CommitterOptions {
  db: Db;
  repo: PlayRepo;
  clock: Clock;
  /**
   * The database has one connection and no other writer (the embedded one): nothing can race a
   * batch or deadlock it, so a batch of plain moves is one statement, without locks or a transaction,
   * and one batch is in flight at a time. Otherwise (PostgreSQL) a batch of plain moves is one
   * statement that locks its games itself, and up to `inFlight` batches run at once on the pool.
   */
  singleWriter?: boolean;
  /** Batches at once with several writers (default 4); with a single writer always 1. */
  inFlight?: number;
  /** How long the first write of a batch waits for company while another batch is in flight. */
  windowMs?: number;
  maxBatch?: number;
  /** The bench's per-move timings (play-timings.ts); null in service. */
  timings?: PlayTimings | null;
  /**
   * With a single writer only: plain moves of tracked games are acknowledged once journaled, and
   * folded into the tables behind (move-journal.ts); everything else still goes to the database.
   */
  journal?: MoveJournal | null;
}

/**
 * Group commit: writes that arrive within a few milliseconds share one statement or transaction. On
 * the embedded database one batch is in flight at a time (what arrives meanwhile forms the next
 * batch); on PostgreSQL a few, so a batch does not wait for the commits before it (batches lock
 * their games in id order, and every write is conditional on its game's version: any order of
 * commits is safe). A write resolves only after it committed, or was journaled: durable before
 * acknowledged.
 */
export function createCommitter(options: CommitterOptions) {
  const windowMs = options.windowMs ?? 2;
  const maxBatch = options.maxBatch ?? 256;
  const maxInFlight = options.singleWriter ? 1 : (options.inFlight ?? 4);
  const journal = (options.singleWriter && options.journal) || null;
  let queue: Pending[] = [];
  let timer: NodeJS.Timeout | null = null;
  /** A batch due once this turn of the event loop has read what arrived with its first write. */
  let soon: NodeJS.Immediate | null = null;
  const flushing = new Set<Promise<void>>();
  /** Writes outside the committer in progress (`exclusive`): no batch starts meanwhile. */
  const outside = new Set<Promise<unknown>>();
  let batches = 0;
  const writeBare = options.singleWriter ? preparedPlainMoves(options.db) : lockedPlainMoves(options.db);
  const timings = options.timings ?? null;

  function flushNow(): void {
    if (timer) clearTimeout(timer);
    if (soon) clearImmediate(soon);
    timer = null;
    soon = null;
    while (!outside.size && queue.length && flushing.size < maxInFlight) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      const done: Promise<void> = flush(batch).finally(() => {
        flushing.delete(done);
        // Anything that arrived while the batches were settling goes next.
        if (queue.length) flushNow();
      });
      flushing.add(done);
    }
  }

  /** Writes to the database; a journaled game's moves are folded first, so its version holds. */
  async function toDatabase(writes: readonly GameWrite[]): Promise<WriteOutcome[]> {
    if (journal && writes.some((w) => journal.hasPending(w.gameId))) await journal.fold();
    const now = options.clock.now();
    return onlyPlainMoves(writes)
      ? writeAlone(writeBare, writes)
      : options.db.transaction((tx) => applyWrites(tx, options.repo, writes, now));
  }

  async function drain(): Promise<void> {
    while (timer || soon || flushing.size || queue.length) {
      if (timer || soon || !flushing.size) flushNow();
      await Promise.allSettled([...flushing, ...outside]);
    }
  }

  async function flush(batch: Pending[]): Promise<void> {
    batches++;
    try {
      const writes = batch.map((p) => p.write);
      timings?.batchStarted(writes);
      const outcomes = journal?.isOpen
        ? await journaled(batch, journal, toDatabase)
        : (await toDatabase(writes)).map(fulfilled);
      timings?.committed(writes);
      for (const [i, p] of batch.entries()) {
        const outcome = outcomes[i]!;
        if (outcome.status === 'fulfilled') p.resolve(outcome.value);
        else p.reject(outcome.reason);
      }
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }

  return {
    /** `journalable`: a live game's write (daily games always go to the database). */
    submit(write: GameWrite, journalable = false): Promise<WriteOutcome> {
      timings?.enqueued(write);
      return new Promise((resolve, reject) => {
        queue.push({ write, journalable, resolve, reject });
        // With every batch slot taken, the next batch to settle picks this up. With none in flight,
        // the batch goes as soon as the moves read with this one are queued: group commit, the
        // company comes while a batch is in flight (a 2 ms wait here was half a move's median
        // latency at ordinary load). Otherwise wait a moment for company.
        if (flushing.size >= maxInFlight || outside.size) return;
        if (queue.length >= maxBatch) flushNow();
        else if (flushing.size === 0) soon ??= setImmediate(flushNow);
        else timer ??= setTimeout(flushNow, windowMs);
      });
    },
    /**
     * Runs a write that does not go through the committer (the sweeper): no batch runs meanwhile,
     * journaled moves are folded first, and the games it `touched` are checked by the database again.
     */
    async exclusive<T>(write: () => Promise<T>, touched: (result: T) => Iterable<string>): Promise<T> {
      if (!journal) return write();
      const done = (async () => {
        await Promise.all(flushing);
        await journal.fold();
        const result = await write();
        for (const id of touched(result)) journal.untrack(id);
        return result;
      })();
      outside.add(done);
      try {
        return await done;
      } finally {
        outside.delete(done);
        if (!outside.size && queue.length) flushNow();
      }
    },
    /** A game just created at `version` (its first moves may be journaled). */
    track(gameId: string, version: number): void {
      journal?.track(gameId, version);
    },
    /** A stored game row with the moves journaled since (the row itself without a journal). */
    current: <Row extends GameRow>(row: Row): Row => (journal ? (journal.overlay(row) as Row) : row),
    /** Whether a journaled move, not in the tables yet, set a deadline at or before `cutoff`. */
    journalDeadlineBy: (cutoff: Date): boolean => journal?.anyDeadlineBy(cutoff) ?? false,
    /** Folds the game's journaled moves into the tables (before its events are read). */
    async settle(gameId: string): Promise<void> {
      if (journal?.hasPending(gameId)) await journal.fold();
    },
    /** Batches committed so far (for tests and figures). */
    get batches() {
      return batches;
    },
    /** Replays what a crash left in the journal (before serving). */
    async recover(): Promise<void> {
      await journal?.recover();
    },
    /** Waits until everything queued is written. */
    drain,
    /** Drains, then folds and empties the journal (a graceful shutdown). */
    async close(): Promise<void> {
      await drain();
      await journal?.close();
    },
  };
}

export type Committer = ReturnType<typeof createCommitter>;
