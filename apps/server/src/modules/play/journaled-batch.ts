/**
 * A committer's batch on the embedded database with its move journal open (move-journal.ts): which
 * writes the journal takes, which go to the database, and what each is answered.
 */
import type { GameWrite, WriteOutcome } from './game-state';
import { isPlainMove } from './move-batch';
import type { MoveJournal } from './move-journal';

export interface JournalableWrite {
  write: GameWrite;
  /** A live game's write, which the journal may take (a daily game's never: vacations move its deadline). */
  journalable: boolean;
}

/** What a write of a batch came to: its outcome, or the error it fails with. */
export type Settled = PromiseSettledResult<WriteOutcome>;
export const fulfilled = (value: WriteOutcome): Settled => ({ status: 'fulfilled', value });

/**
 * The batch's plain moves of tracked games are journaled, the rest written to the database. A
 * failed append fails its moves alone: the database's writes are answered as they went.
 */
export async function journaled(
  batch: readonly JournalableWrite[],
  j: MoveJournal,
  toDatabase: (writes: readonly GameWrite[]) => Promise<WriteOutcome[]>,
): Promise<Settled[]> {
  const perGame = new Map<string, number>();
  for (const p of batch) perGame.set(p.write.gameId, (perGame.get(p.write.gameId) ?? 0) + 1);
  const outcomes: Settled[] = batch.map(() => fulfilled({ ok: false }));
  const appended: number[] = [];
  const direct: number[] = [];
  for (const [i, { write, journalable }] of batch.entries()) {
    const head = j.head(write.gameId);
    if (journalable && head !== undefined && perGame.get(write.gameId) === 1 && isPlainMove(write)) {
      // The journal holds the game's version: an older one is refused here, as the database would.
      if (head === write.version) appended.push(i);
    } else {
      direct.push(i);
      j.untrack(write.gameId);
    }
  }
  const toJournal = appended.map((i) => batch[i]!.write);
  const toDb = direct.map((i) => batch[i]!.write);
  const [inJournal, inDb] = await Promise.allSettled([
    toJournal.length ? j.append(toJournal) : null,
    toDatabase(toDb),
  ]);
  for (const i of appended) {
    const { version, events } = batch[i]!.write;
    outcomes[i] =
      inJournal.status === 'rejected'
        ? inJournal
        : fulfilled({ ok: true, version: version + events.length, events });
  }
  for (const [k, i] of direct.entries()) {
    if (inDb.status === 'rejected') {
      outcomes[i] = inDb;
      continue;
    }
    const outcome = inDb.value[k]!;
    outcomes[i] = fulfilled(outcome);
    // Back in the journal's hands after a plain move; after an end, an offer… the database checks again.
    if (outcome.ok && batch[i]!.journalable && isPlainMove(batch[i]!.write)) {
      j.track(batch[i]!.write.gameId, outcome.version);
    }
  }
  return outcomes;
}
