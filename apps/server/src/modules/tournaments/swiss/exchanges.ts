/**
 * Exchanges between S1 and S2 of a homogeneous bracket (FIDE C.04.3 D.2), in the Dutch order:
 * fewer players exchanged first; then the smallest difference between the sums of the pairing-sequence
 * numbers (BSNs) moved from S2 to S1 and from S1 to S2; then the highest BSNs of S1 moved first; then
 * the lowest BSNs of S2 moved first. The order depends on the sizes only, so it is computed once.
 */

export interface Exchange {
  /** Indices into S1 of the players moved to S2, ascending. */
  readonly out: readonly number[];
  /** Indices into S2 of the players moved to S1, ascending. */
  readonly inn: readonly number[];
}

/** Exchanges of two players are tried only in brackets this small (their number grows as n⁴). */
export const TWO_PLAYER_EXCHANGES_UP_TO = 20;

const orders = new Map<string, readonly Exchange[]>();

/** Every exchange of `size` players between an S1 and an S2 of these sizes, in the Dutch order. */
export function exchangeOrder(s1Size: number, s2Size: number, size: 1 | 2): readonly Exchange[] {
  const key = `${s1Size}/${s2Size}/${size}`;
  const known = orders.get(key);
  if (known) return known;
  const keyed: { exchange: Exchange; key: number[] }[] = [];
  for (const out of choose(s1Size, size)) {
    for (const inn of choose(s2Size, size)) {
      // BSNs: S1[i] is i + 1, S2[j] is s1Size + j + 1.
      const difference = inn.reduce((s, j) => s + s1Size + j, 0) - out.reduce((s, i) => s + i, 0);
      keyed.push({ exchange: { out, inn }, key: [difference, ...out.map((i) => -i).reverse(), ...inn] });
    }
  }
  keyed.sort((a, b) => compareKeys(a.key, b.key));
  const order = keyed.map((k) => k.exchange);
  if (orders.size > 64) orders.clear();
  orders.set(key, order);
  return order;
}

/** S1 and S2 after an exchange, each still in ranking order. */
export function applyExchange<T>(players: readonly T[], half: number, exchange: Exchange): [T[], T[]] {
  const toS2 = new Set(exchange.out);
  const toS1 = new Set(exchange.inn.map((j) => j + half));
  const s1 = players.filter((_, k) => (k < half ? !toS2.has(k) : toS1.has(k)));
  const s2 = players.filter((_, k) => (k < half ? toS2.has(k) : !toS1.has(k)));
  return [s1, s2];
}

/**
 * The S1/S2 splits to try, the original first, then the exchanges, built one at a time as asked.
 */
export function* splits<T>(players: readonly T[], half: number): Generator<[T[], T[]]> {
  yield [players.slice(0, half), players.slice(half)];
  const sizes: (1 | 2)[] = players.length <= TWO_PLAYER_EXCHANGES_UP_TO ? [1, 2] : [1];
  for (const size of sizes) {
    if (size > half || size > players.length - half) break;
    for (const exchange of exchangeOrder(half, players.length - half, size)) {
      yield applyExchange(players, half, exchange);
    }
  }
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}

/** Index sets of `size` out of `n`, ascending. */
function choose(n: number, size: 1 | 2): number[][] {
  if (size === 1) return Array.from({ length: n }, (_, i) => [i]);
  const out: number[][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push([i, j]);
  return out;
}
