import { describe, expect, it } from 'vitest';
import { pairBoards, type Registrant } from './pairing';

const at = (s: number) => new Date(1_700_000_000_000 + s * 1000);
const r = (userId: number, rating: number, s = 0): Registrant => ({
  userId,
  username: `u${userId}`,
  rating,
  registeredAt: at(s),
});

describe('club match pairing', () => {
  it('pairs the strongest against the strongest and drops who is left over', () => {
    const boards = pairBoards([r(1, 1500), r(2, 1900), r(3, 1700)], [r(4, 1600), r(5, 2100)], 5);
    expect(boards.map((b) => [b.board, b.home.userId, b.away.userId])).toEqual([
      [1, 2, 5],
      [2, 3, 4],
    ]);
  });

  it('never pairs more boards than agreed', () => {
    const boards = pairBoards([r(1, 1500), r(2, 1400)], [r(3, 1600), r(4, 1300)], 1);
    expect(boards.map((b) => [b.home.userId, b.away.userId])).toEqual([[1, 3]]);
  });

  it('breaks rating ties by who registered first, then by member id', () => {
    const boards = pairBoards([r(9, 1500, 5), r(8, 1500, 1), r(7, 1500, 1)], [r(1, 1), r(2, 1), r(3, 1)], 3);
    expect(boards.map((b) => b.home.userId)).toEqual([7, 8, 9]);
  });
});
