/** Test puzzles: back-rank mates in one, each on its own position and rating (not used by the app). */
import type { TestApp } from '../../../test/test-app';
import type { NewPuzzle } from './puzzles.tables';

/** Rook on `file`1 mates on the eighth rank; the white king sits on g1 or h1. */
export function backRankPuzzles(count: number, firstRating = 1200, step = 50): NewPuzzle[] {
  const rows: NewPuzzle[] = [];
  for (let i = 0; i < count; i++) {
    const file = 'abcde'[i % 5]!;
    const king = i % 10 < 5 ? '6K1' : '7K';
    const rank1 = king === '6K1' ? rankWith(file, 6) : rankWith(file, 7);
    const blackKing = i < 10 ? '6k1/5ppp' : '7k/6pp';
    rows.push({
      fen: `${blackKing}/8/8/8/8/5PPP/${rank1} w - - 0 1`,
      solution: [`${file}1${file}8`],
      rating: firstRating + i * step,
      rd: 80,
      vol: 0.09,
      themes: ['mateIn1', 'backRankMate'],
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
  }
  return rows;
}

/** The first rank with a rook on `file` and the king on file index `kingFile` (g or h). */
function rankWith(file: string, kingFile: number): string {
  const squares = Array<string>(8).fill('');
  squares['abcdefgh'.indexOf(file)] = 'R';
  squares[kingFile] = 'K';
  let out = '';
  let empty = 0;
  for (const square of squares) {
    if (square === '') empty++;
    else {
      out += (empty ? String(empty) : '') + square;
      empty = 0;
    }
  }
  return out + (empty ? String(empty) : '');
}

/** 1. Nc7+ Kd7 2. Nxa8: a two-move fork. */
export const FORK_PUZZLE: NewPuzzle = {
  fen: 'r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1',
  solution: ['b5c7', 'e8d7', 'c7a8'],
  rating: 1500,
  rd: 80,
  vol: 0.09,
  themes: ['fork'],
  createdAt: new Date('2026-01-01T00:00:00Z'),
};

export async function seedTestPuzzles(t: TestApp, rows: NewPuzzle[]): Promise<void> {
  await t.services.puzzles.repo.insertPuzzles(t.testDb.database.db, rows);
}
