import { describe, expect, it } from 'vitest';
import { bracketSize, seedOrder } from './seeding';

describe('seedOrder', () => {
  it('places seeds so that the top ones meet last', () => {
    expect(seedOrder(2)).toEqual([1, 2]);
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
  });

  it('pairs every first-round match to size + 1 and keeps seeds 1 and 2 in opposite halves', () => {
    for (const size of [2, 4, 8, 16, 32, 64]) {
      const order = seedOrder(size);
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
      for (let i = 0; i < size; i += 2)
        expect((order[i] as number) + (order[i + 1] as number)).toBe(size + 1);
      expect(order.indexOf(1) < size / 2).toBe(true);
      expect(order.indexOf(2) >= size / 2).toBe(true);
    }
  });

  it('sizes a bracket to the next power of two', () => {
    expect([2, 3, 5, 8, 9].map(bracketSize)).toEqual([2, 4, 8, 8, 16]);
  });
});
