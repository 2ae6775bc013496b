/**
 * Standard knockout seeding: the slot order of a bracket of `size` (a power of two) in which seed 1
 * meets seed `size` first, and seeds 1 and 2 can only meet in the final (1 and 4 / 2 and 3 in the
 * semi-finals, and so on). Built by doubling: each seed s of the half-size order is followed by its
 * first opponent, size + 1 − s.
 */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const doubled = order.length * 2;
    order = order.flatMap((seed) => [seed, doubled + 1 - seed]);
  }
  return order;
}

/** The smallest power of two that holds `players`. */
export function bracketSize(players: number): number {
  let size = 1;
  while (size < players) size *= 2;
  return size;
}
