import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { addOpenings } from './opening-table';
import { createOpenings } from './openings';

const TABLE = path.join(import.meta.dirname, 'test-table');
const openings = createOpenings({ dir: TABLE });

describe('openingOf', () => {
  it('names the deepest position the table knows', () => {
    expect(openings.openingOf('e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4')).toEqual({
      eco: 'C60',
      name: 'Ruy Lopez',
    });
    expect(openings.openingOf('e2e4 c7c5 b1c3 a7a6')).toEqual({
      eco: 'B23',
      name: 'Sicilian Defense: Closed',
    });
    expect(openings.openingOf(['e2e4', 'c7c5', 'g1f3'])).toEqual({ eco: 'B20', name: 'Sicilian Defense' });
  });

  it('names a transposition by the position, not the road taken', () => {
    expect(openings.openingOf('c2c4 e7e6 b1c3 g8f6 d2d4 f8b4')).toEqual({
      eco: 'E20',
      name: 'Nimzo-Indian Defense',
    });
    expect(openings.openingOf('c2c4 d7d5 d2d4')).toEqual({ eco: 'D06', name: "Queen's Gambit" });
  });

  it('knows castling as the king’s two-square move', () => {
    // Past the table's depth nothing more is looked for; castling must still replay.
    expect(openings.openingOf('e2e4 e7e5 g1f3 b8c6 f1b5 g8f6 e1g1')).toEqual({
      eco: 'C60',
      name: 'Ruy Lopez',
    });
  });

  it('is null for unknown first moves, empty games and illegal moves', () => {
    expect(openings.openingOf('h2h4 e7e6')).toBeNull();
    expect(openings.openingOf('')).toBeNull();
    expect(openings.openingOf('e2e5 e7e5')).toBeNull();
    expect(openings.openingOf('e2e4 zz')).toEqual({ eco: 'B00', name: "King's Pawn Game" });
  });

  it('names a FEN, and nothing for a bad one', () => {
    expect(openings.openingOfFen('rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2')).toEqual({
      eco: 'B20',
      name: 'Sicilian Defense',
    });
    expect(openings.openingOfFen('not a fen')).toBeNull();
  });

  it('counts lines, not positions', () => {
    expect(openings.size()).toBe(10);
  });
});

describe('a missing or broken table', () => {
  it('names nothing, says so once, and does not throw', () => {
    const onMissing = vi.fn();
    const none = createOpenings({ dir: path.join(tmpdir(), 'no-such-openings'), onMissing });
    expect(none.openingOf('e2e4')).toBeNull();
    expect(none.openingOf('d2d4')).toBeNull();
    expect(onMissing).toHaveBeenCalledTimes(1);
  });

  it('refuses a line that is not an opening', () => {
    expect(() => addOpenings(new Map(), 'eco\tname\tpgn\nC20\tBad\t1. e4 e4\n', 'x.tsv')).toThrow(
      'x.tsv:2: illegal move e4',
    );
    expect(() => addOpenings(new Map(), 'eco\tname\tpgn\nZ99\tBad\t1. e4\n', 'x.tsv')).toThrow(
      'x.tsv:2: not an opening line',
    );
  });

  it('reads a whole folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'openings-'));
    for (const file of ['a', 'b', 'c', 'd', 'e'])
      writeFileSync(
        path.join(dir, `${file}.tsv`),
        `eco\tname\tpgn\n${file.toUpperCase()}00\tLine ${file}\t1. e4\n`,
      );
    // The first file's line names the position the others reach too.
    expect(createOpenings({ dir }).openingOf('e2e4')).toEqual({ eco: 'A00', name: 'Line a' });
  });
});

describe('lookup', () => {
  it('says at which ply the named position was reached', () => {
    expect(openings.lookup('e2e4 c7c5 b1c3 a7a6 g2g3')).toEqual({
      eco: 'B23',
      name: 'Sicilian Defense: Closed',
      ply: 3,
    });
    expect(openings.lookup('h2h4')).toBeNull();
  });
});

describe('the packaged table (no OPENINGS_DIR)', () => {
  const packaged = createOpenings({ dir: null });

  it('comes with npm install and names lichess’s openings, deep lines too', () => {
    expect(packaged.size()).toBe(3608);
    expect(packaged.openingOf('e2e4 e7e5 g1f3 b8c6 f1b5 a7a6')).toEqual({
      eco: 'C70',
      name: 'Ruy Lopez: Morphy Defense',
    });
    expect(packaged.lookup('e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6 c1e3')).toEqual({
      eco: 'B90',
      name: 'Sicilian Defense: Najdorf Variation, English Attack',
      ply: 11,
    });
  });

  it('names by position: the Nimzo-Indian reached through 1.c4, and a FEN with a legal en passant', () => {
    expect(packaged.openingOf('c2c4 e7e6 d2d4 g8f6 b1c3 f8b4')).toEqual({
      eco: 'E20',
      name: 'Nimzo-Indian Defense',
    });
    expect(packaged.openingOfFen('rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2')).toEqual({
      eco: 'B20',
      name: 'Sicilian Defense',
    });
  });
});
