import { describe, expect, it } from 'vitest';
import type { GameWrite } from './game-state';
import { addMoves, foldWrite, joinMoves, mergeWrites, pendingMoves } from './pending-moves';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 27) + ms);

/** Ply `version + 1` of game g: a plain move that appended `uci` and its clock to the texts. */
function appending(version: number, uci: string, texts: { moves: string; moveClocks: string }): GameWrite {
  const clock = String(300_000 - version * 1000);
  return {
    gameId: 'gggggggg',
    version,
    events: [
      { kind: 'move', uci, san: uci, fen: `fen ${version + 1}`, clock: { white: 1, black: 2, at: 3 } },
    ],
    patch: {
      moves: texts.moves ? `${texts.moves} ${uci}` : uci,
      moveClocks: texts.moveClocks ? `${texts.moveClocks} ${clock}` : clock,
      whiteMs: 300_000 - version,
      blackMs: 300_000 + version,
      clockRunning: version % 2 === 0 ? 'black' : 'white',
      clockAt: at(version),
      deadlineAt: at(version + 30_000),
      drawOffer: null,
      takebackOffer: null,
      updatedAt: at(version),
      ...(version % 2 === 0 ? { whiteLagBankMs: version } : { blackLagBankMs: version }),
    },
    appended: { move: uci, moveClock: clock },
  };
}

/** The same move, but one that wrote whole texts (an old game's first move with a clock, say). */
const whole = (write: GameWrite): GameWrite => {
  const { appended: _, ...rest } = write;
  return rest;
};

/** `count` moves of one game from `version`, each on the texts the one before left. */
function line(version: number, count: number, wholeAt: number[] = []): GameWrite[] {
  const writes: GameWrite[] = [];
  let texts = { moves: '', moveClocks: '' };
  for (let k = 0; k < count; k++) {
    const write = appending(version + k, k % 2 === 0 ? 'e2e4' : 'e7e5', texts);
    writes.push(wholeAt.includes(k) ? whole(write) : write);
    texts = { moves: write.patch.moves!, moveClocks: write.patch.moveClocks! };
  }
  return writes;
}

describe('pending moves', () => {
  it('merges appending moves into what they add, with every event and each column’s last value', () => {
    const writes = line(10, 4);
    const merged = mergeWrites(writes);
    expect(merged).toEqual({
      gameId: 'gggggggg',
      version: 10,
      events: writes.flatMap((w) => w.events),
      patch: { ...writes[3]!.patch, whiteLagBankMs: 12 },
      appended: { move: 'e2e4 e7e5 e2e4 e7e5', moveClock: '290000 289000 288000 287000' },
    });
  });

  it('keeps the last whole texts and adds what came after them', () => {
    const writes = line(0, 5, [2]);
    const merged = mergeWrites(writes);
    expect(merged.appended).toBeUndefined();
    expect(merged.patch.moves).toBe('e2e4 e7e5 e2e4 e7e5 e2e4');
    expect(merged.patch.moveClocks).toBe('300000 299000 298000 297000 296000');
    expect(merged.patch.deadlineAt).toEqual(at(4 + 30_000));
  });

  it('counts versions from the first write to after the last', () => {
    const pending = pendingMoves(line(7, 1)[0]!);
    expect([pending.version, pending.next]).toEqual([7, 8]);
    for (const write of line(8, 3)) addMoves(pending, write);
    expect([pending.version, pending.next]).toEqual([7, 11]);
  });

  it('joins a failed fold’s moves with those that came since as if they had come in one run', () => {
    for (const wholeAt of [[], [1], [4], [1, 4]]) {
      const writes = line(20, 6, wholeAt);
      const earlier = pendingMoves(writes[0]!);
      for (const write of writes.slice(1, 3)) addMoves(earlier, write);
      const later = pendingMoves(writes[3]!);
      for (const write of writes.slice(4)) addMoves(later, write);
      joinMoves(earlier, later);
      expect(foldWrite(earlier)).toEqual(mergeWrites(writes));
      expect(earlier.next).toBe(26);
    }
  });

  it('keeps nothing of a write but its events and entries: no patch, write or array of its own', () => {
    const [first, second] = line(0, 2);
    const pending = pendingMoves(first!);
    addMoves(pending, second!);
    expect(pending.patch).not.toBe(first!.patch);
    expect(pending.patch).not.toBe(second!.patch);
    expect(pending.events).not.toBe(first!.events);
    expect(pending.events).toEqual([...first!.events, ...second!.events]);
  });
});
