import { describe, expect, it } from 'vitest';
import { timedColumns } from './play-timings';

describe('timedColumns', () => {
  it('gives back every move pushed, in order, past its first allocation', () => {
    const columns = timedColumns();
    const count = 40_000;
    for (let i = 0; i < count; i++) columns.push(`g${i % 7}`, i, i + 0.25, i + 0.5, i + 0.75, i + 1.125);
    const moves = columns.drain();
    expect(moves).toHaveLength(count);
    expect(moves[0]).toEqual(['g0', 0, 0.25, 0.5, 0.75, 1.125]);
    expect(moves[count - 1]).toEqual([
      `g${(count - 1) % 7}`,
      count - 1,
      count - 0.75,
      count - 0.5,
      count - 0.25,
      count + 0.125,
    ]);
    expect(moves.every((m, i) => m[1] === i && m[0] === `g${i % 7}`)).toBe(true);
  });

  it('starts empty again once drained', () => {
    const columns = timedColumns();
    columns.push('a', 1, 2, 3, 4, 5);
    columns.drain();
    columns.push('b', 6, 7, 8, 9, 10);
    expect(columns.drain()).toEqual([['b', 6, 7, 8, 9, 10]]);
  });
});
