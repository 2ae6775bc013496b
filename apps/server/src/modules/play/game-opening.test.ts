import { describe, expect, it } from 'vitest';
import { type NameOpening, withOpening } from './game-opening';

/** Knows one line, 1. e4 e5, and remembers what it was asked. */
function namer() {
  const asked: string[] = [];
  const name: NameOpening = (moves) => {
    asked.push(moves.join(' '));
    return moves.slice(0, 2).join(' ') === 'e2e4 e7e5'
      ? { eco: 'C20', name: "King's Pawn Game", ply: 2 }
      : null;
  };
  return { name, asked };
}

describe('withOpening', () => {
  const ended = new Date('2026-06-01T10:00:00Z');

  it('leaves a write that does not end the game alone, naming nothing', () => {
    const { name, asked } = namer();
    const write = { patch: { moves: 'e2e4 e7e5' }, events: [] };
    expect(withOpening(name, () => ['e2e4'], write)).toBe(write);
    expect(asked).toEqual([]);
  });

  it('names an ending write from the moves it writes, else from the stored ones', () => {
    const { name, asked } = namer();
    expect(
      withOpening(name, () => ['e2e4'], { patch: { moves: 'e2e4 e7e5 d1h5', endedAt: ended } }).patch,
    ).toEqual({
      moves: 'e2e4 e7e5 d1h5',
      endedAt: ended,
      openingEco: 'C20',
      openingName: "King's Pawn Game",
      openingPly: 2,
    });
    expect(withOpening(name, () => ['f2f3'], { patch: { endedAt: ended } }).patch).toEqual({
      endedAt: ended,
      openingEco: null,
      openingName: null,
      openingPly: 0,
    });
    expect(withOpening(name, () => ['e2e4'], { patch: { moves: '', endedAt: ended } }).patch).toMatchObject({
      openingPly: 0,
    });
    expect(asked).toEqual(['e2e4 e7e5 d1h5', 'f2f3', '']);
  });
});
