import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GameWrite } from './game-state';
import {
  decodeRecords,
  decodeWrites,
  encodeRecord,
  encodeWrites,
  openJournalFile,
  readJournalFile,
} from './journal';
import { mergeWrites } from './pending-moves';

const at = new Date('2026-06-01T12:00:00.000Z');
const move = (gameId: string, version: number): GameWrite => ({
  gameId,
  version,
  events: [
    {
      kind: 'move',
      uci: 'e2e4',
      san: 'e4',
      fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
      clock: { white: 1, black: 2, at: at.getTime() },
    },
  ],
  patch: {
    moves: 'e2e4',
    moveClocks: '300000',
    whiteMs: 300_000,
    blackMs: 300_000,
    clockRunning: 'black',
    clockAt: at,
    deadlineAt: new Date(at.getTime() + 30_000),
    drawOffer: null,
    takebackOffer: null,
    updatedAt: at,
  },
});

/** A move late in a game: the texts it sets are the stored ones with one entry added each. */
const appending = (version: number, uci: string, clock: string, before: GameWrite['patch']): GameWrite => {
  const base = move('aaaaaaaa', version);
  const moves = `${before.moves} ${uci}`;
  const moveClocks = `${before.moveClocks} ${clock}`;
  return { ...base, patch: { ...base.patch, moves, moveClocks }, appended: { move: uci, moveClock: clock } };
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'kingside-journal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the move journal file format', () => {
  const records = [Buffer.from('first'), Buffer.from(''), Buffer.from('third record')];
  const file = Buffer.concat(records.map(encodeRecord));

  it('reads back every record it wrote, in order', () => {
    expect(decodeRecords(file)).toEqual({ records, torn: false });
  });

  it('ignores a last record cut short, in its header or its payload', () => {
    for (const cut of [1, 5, 9, encodeRecord(records[2]!).length - 1]) {
      expect(decodeRecords(file.subarray(0, file.length - cut))).toEqual({
        records: records.slice(0, 2),
        torn: true,
      });
    }
  });

  it('stops at a record whose checksum does not match', () => {
    const damaged = Buffer.from(file);
    damaged[damaged.length - 2]! ^= 0xff;
    expect(decodeRecords(damaged)).toEqual({ records: records.slice(0, 2), torn: true });
  });

  it('keeps a batch of moves whole, its dates as dates', () => {
    const writes = [move('aaaaaaaa', 0), move('bbbbbbbb', 7)];
    expect(decodeWrites(encodeWrites(writes))).toEqual(writes);
  });

  it('reads the dates of a record written with them as text (a journal left by an earlier version)', () => {
    const write = move('g1', 0);
    const older = Buffer.from(JSON.stringify([write]));
    expect(older.toString()).toContain('"clockAt":"2026-06-01T12:00:00.000Z"');
    expect(decodeWrites(older)).toEqual([write]);
  });

  it('appends to a file and reads it back; a torn tail is left out; clear empties it', async () => {
    const name = path.join(dir, 'moves.log');
    const journal = await openJournalFile(name);
    await journal.append(encodeRecord(encodeWrites([move('aaaaaaaa', 0)])));
    await journal.append(encodeRecord(encodeWrites([move('aaaaaaaa', 1), move('bbbbbbbb', 0)])));
    expect((await readJournalFile(name)).writes.map((w) => [w.gameId, w.version])).toEqual([
      ['aaaaaaaa', 0],
      ['aaaaaaaa', 1],
      ['bbbbbbbb', 0],
    ]);
    await journal.append(encodeRecord(encodeWrites([move('cccccccc', 0)])).subarray(0, 20));
    expect(await readJournalFile(name)).toMatchObject({ torn: true, writes: { length: 3 } });
    await journal.clear();
    expect(await readJournalFile(name)).toEqual({ writes: [], torn: false });
    await journal.close();
    writeFileSync(path.join(dir, 'empty.log'), '');
    for (const other of ['empty.log', 'none.log']) {
      expect(await readJournalFile(path.join(dir, other))).toEqual({ writes: [], torn: false });
    }
  });

  it('rejects an append the disk refuses, and says when it could not cut the file back', async () => {
    // Writes to /dev/full fail with ENOSPC, and a device cannot be truncated.
    const full = await openJournalFile('/dev/full');
    await expect(full.append(encodeRecord(Buffer.from('lost')))).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(full.damaged).toBe(true);
    await full.close();
  });

  it('journals only what an appending move adds, and rebuilds the texts from the row and the records before', () => {
    const stored = {
      moves: Array(200).fill('e2e4').join(' '),
      moveClocks: Array(200).fill('300000').join(' '),
    };
    const first = appending(200, 'g1f3', '299000', stored);
    const second = appending(201, 'b8c6', '298000', first.patch);
    const payload = encodeWrites([first, second]);
    expect(payload.length).toBeLessThan(stored.moves.length);
    const [a, b] = decodeWrites(payload);
    const { moves: _m, moveClocks: _c, ...rest } = first.patch;
    expect(a).toEqual({ ...first, patch: rest });
    // Replayed on the row: what they added, joined, goes after the row's texts.
    expect(mergeWrites([a!, b!])).toMatchObject({
      version: 200,
      events: [...first.events, ...second.events],
      appended: { move: 'g1f3 b8c6', moveClock: '299000 298000' },
    });
    // A record with whole texts (a takeback) before them: its texts with what came after.
    const takeback = { ...move('aaaaaaaa', 199), patch: { ...move('aaaaaaaa', 199).patch, ...stored } };
    const [c, d, e] = decodeWrites(encodeWrites([takeback, first, second]));
    const merged = mergeWrites([c!, d!, e!]);
    expect(merged.appended).toBeUndefined();
    expect(merged.patch).toMatchObject({ moves: second.patch.moves, moveClocks: second.patch.moveClocks });
    expect(merged.patch.clockAt).toEqual(at);
  });
});
