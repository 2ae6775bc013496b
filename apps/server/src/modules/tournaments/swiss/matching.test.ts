import { describe, expect, it } from 'vitest';
import { hasPerfectMatching, maximumMatching } from './matching';
import { seededRandom } from './test-support';

/** The size of a maximum matching by exhaustive search (small graphs only). */
function bruteForceMaximum(size: number, adjacent: (u: number, v: number) => boolean): number {
  const memo = new Map<number, number>();
  const best = (used: number): number => {
    const known = memo.get(used);
    if (known !== undefined) return known;
    let u = 0;
    while (u < size && used & (1 << u)) u++;
    if (u === size) return 0;
    let result = best(used | (1 << u)); // u stays single
    for (let v = u + 1; v < size; v++) {
      if (!(used & (1 << v)) && adjacent(u, v))
        result = Math.max(result, 1 + best(used | (1 << u) | (1 << v)));
    }
    memo.set(used, result);
    return result;
  };
  return best(0);
}

function graph(edges: [number, number][]) {
  const set = new Set(edges.flatMap(([a, b]) => [`${a}-${b}`, `${b}-${a}`]));
  return (u: number, v: number) => set.has(`${u}-${v}`);
}

describe('maximumMatching', () => {
  it('finds the perfect matching greedy misses on a path (0-1 taken first leaves 2 and 3 apart)', () => {
    // Path 2-0-1-3: greedy pairs 0-1, then 2 and 3 have no free neighbour; the augmenting path fixes it.
    const adjacent = graph([
      [0, 1],
      [0, 2],
      [1, 3],
    ]);
    const mate = maximumMatching(4, adjacent);
    expect([...mate]).toEqual([2, 3, 0, 1]);
  });

  it('augments through an odd cycle (a blossom)', () => {
    // Triangle 0-1-2 with tails 2-3 and 0-4... greedy takes 0-1 and 2-3, leaving 4 and 5; 5 hangs on 1.
    const adjacent = graph([
      [0, 1],
      [1, 2],
      [2, 0],
      [2, 3],
      [0, 4],
      [1, 5],
    ]);
    expect(hasPerfectMatching(6, adjacent)).toBe(true);
  });

  it('says no when no perfect matching exists (a star)', () => {
    expect(
      hasPerfectMatching(
        4,
        graph([
          [0, 1],
          [0, 2],
          [0, 3],
        ]),
      ),
    ).toBe(false);
    expect(hasPerfectMatching(3, () => true)).toBe(false);
  });

  it('matches as many vertices as an exhaustive search on 400 random graphs', () => {
    const random = seededRandom(7);
    for (let trial = 0; trial < 400; trial++) {
      const size = 2 + Math.floor(random() * 13);
      const density = random();
      const edges: [number, number][] = [];
      for (let u = 0; u < size; u++)
        for (let v = u + 1; v < size; v++) if (random() < density) edges.push([u, v]);
      const adjacent = graph(edges);
      const mate = maximumMatching(size, adjacent);
      let matched = 0;
      for (let v = 0; v < size; v++) {
        const m = mate[v] as number;
        if (m !== -1) {
          expect(mate[m]).toBe(v);
          expect(adjacent(v, m)).toBe(true);
          matched++;
        }
      }
      expect(matched / 2).toBe(bruteForceMaximum(size, adjacent));
    }
  });
});
