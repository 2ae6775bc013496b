import { describe, expect, it } from 'vitest';
import { applyExchange, exchangeOrder, splits } from './exchanges';

describe('exchangeOrder (D.2)', () => {
  it('orders the single exchanges of a six-player bracket as the Dutch rules do', () => {
    // S1 = 1 2 3, S2 = 4 5 6. Smallest BSN difference first (3↔4 is 1); among equal differences the
    // highest of S1 moves first (3↔5 before 2↔4), then the lowest of S2.
    const named = exchangeOrder(3, 3, 1).map(
      ({ out, inn }) => `${(out[0] as number) + 1}↔${(inn[0] as number) + 4}`,
    );
    expect(named).toEqual(['3↔4', '3↔5', '2↔4', '3↔6', '2↔5', '1↔4', '2↔6', '1↔5', '1↔6']);
  });

  it('orders two-player exchanges by the difference of the sums', () => {
    // S1 = 1 2 3 4, S2 = 5 6 7 8: {3,4}↔{5,6} differs by (5+6)−(3+4) = 4, the least.
    const first = exchangeOrder(4, 4, 2)[0];
    expect(first).toEqual({ out: [2, 3], inn: [0, 1] });
  });
});

describe('splits', () => {
  it('keeps ranking order on both sides after an exchange', () => {
    expect(applyExchange(['a', 'b', 'c', 'd', 'e', 'f'], 3, { out: [2], inn: [0] })).toEqual([
      ['a', 'b', 'd'],
      ['c', 'e', 'f'],
    ]);
  });

  it('yields the original split first, then the exchanges', () => {
    const all = [...splits(['a', 'b', 'c', 'd'], 2)];
    expect(all[0]).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(all[1]).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
    // 1 original + 4 single exchanges + 1 double exchange.
    expect(all).toHaveLength(6);
  });
});
