import type { GameEvent } from '@kingside/contract';
import type { GameWrite } from './game-state';
import type { NewGameRow } from './play.tables';

/**
 * One game's journaled moves not yet folded (move-journal.ts), merged as each one comes: the fold's
 * write for the game kept up to date in place. Kept as a list, each move's patch, write and arrays
 * waited the seconds to the fold: long enough to be promoted, a sixth of what a move promoted
 * (issue 13). Merged, a move leaves its event and its two texts' entries.
 */
export interface PendingMoves {
  readonly gameId: string;
  /** The first write's version: the row's until the fold. */
  readonly version: number;
  /** The version after the last write. */
  next: number;
  /** Every write's patch in turn, assigned into one object of its own. */
  readonly patch: Partial<NewGameRow>;
  readonly events: GameEvent[];
  /** The texts of the last write that rewrote them (not `appended`); null: every write appended. */
  whole: { moves: string | undefined; moveClocks: string | undefined } | null;
  /** What the writes after `whole` (all of them, without one) appended to the texts. */
  readonly moves: string[];
  readonly clocks: string[];
}

export function pendingMoves(first: GameWrite): PendingMoves {
  const pending: PendingMoves = {
    gameId: first.gameId,
    version: first.version,
    next: first.version,
    patch: {},
    events: [],
    whole: null,
    moves: [],
    clocks: [],
  };
  addMoves(pending, first);
  return pending;
}

/** Adds the game's next write (made on the version `pending` is at). */
export function addMoves(pending: PendingMoves, write: GameWrite): void {
  Object.assign(pending.patch, write.patch);
  for (const event of write.events) pending.events.push(event);
  pending.next = write.version + write.events.length;
  if (write.appended) {
    pending.moves.push(write.appended.move);
    pending.clocks.push(write.appended.moveClock);
    return;
  }
  pending.whole = { moves: write.patch.moves, moveClocks: write.patch.moveClocks };
  pending.moves.length = 0;
  pending.clocks.length = 0;
}

/** Adds what came after `pending` (`later` begins at its `next`): a failed fold's games go back in front. */
export function joinMoves(pending: PendingMoves, later: PendingMoves): void {
  Object.assign(pending.patch, later.patch);
  for (const event of later.events) pending.events.push(event);
  pending.next = later.next;
  if (later.whole) {
    pending.whole = later.whole;
    pending.moves.length = 0;
    pending.clocks.length = 0;
  }
  for (const move of later.moves) pending.moves.push(move);
  for (const clock of later.clocks) pending.clocks.push(clock);
}

const joined = (texts: readonly (string | null | undefined)[]) => texts.filter(Boolean).join(' ');

/**
 * The game's writes as one for the batch statement. All `appended`: what they add, joined, to be
 * added to the row's texts; otherwise the last whole texts with what the writes after them added.
 */
export function foldWrite(pending: PendingMoves): GameWrite {
  const { gameId, version, events, patch, whole } = pending;
  if (!whole)
    return {
      gameId,
      version,
      events,
      patch,
      appended: { move: joined(pending.moves), moveClock: joined(pending.clocks) },
    };
  return {
    gameId,
    version,
    events,
    patch: {
      ...patch,
      moves: joined([whole.moves, ...pending.moves]),
      moveClocks: joined([whole.moveClocks, ...pending.clocks]),
    },
  };
}

/** One game's writes in a row (version order, each on the one before) as one write: replay's records. */
export function mergeWrites(writes: readonly GameWrite[]): GameWrite {
  const pending = pendingMoves(writes[0]!);
  for (const write of writes.slice(1)) addMoves(pending, write);
  return foldWrite(pending);
}
