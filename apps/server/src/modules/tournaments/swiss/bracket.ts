/**
 * Pairing one bracket (FIDE C.04.3 B): its moved-down players (MDPs) and its residents, both in
 * ranking order. Candidates come in the Dutch generation order and the first perfect one wins (B.4);
 * when none is perfect, the best by the quality vector, the first of equals (B.8).
 *
 * Generation order, as a depth-first search whose leaves come in exactly that order:
 * 1. MDP-pairing (heterogeneous bracket, B.2): each MDP in turn takes the highest resident still free
 *    (S2 in transposition order); an MDP left unpaired floats on.
 * 2. The remainder, a homogeneous bracket: S1 = its upper half, S2 = the rest; S1[i] takes S2 players in
 *    order, which walks S2's transpositions lexicographically (D.1); players of S2 left over downfloat.
 *    Then the exchanges between S1 and S2 (D.2) of one player, then (in brackets of at most 20) of two,
 *    ordered by the smallest difference of the exchanged pairing-sequence numbers, then moving the
 *    lowest of S1 and the highest of S2 first.
 * Every candidate's downfloaters must leave the players below pairable (C.4, `completes`); C.1–C.3 are
 * in `compatible`.
 *
 * The search: quality.ts gives each criterion a floor no candidate can beat. One depth-first pass
 * with those floors as limits, cutting every node whose cost so far plus what the rest must cost
 * (bound) passes a limit, finds the first perfect candidate in generation order. If there is none
 * (B.8), the criteria are settled in their order: for each, the lowest limit (floor, +1, +2, +4 …)
 * under which a candidate still exists with the earlier criteria held at their settled values.
 *
 * Cost: every pass visits at most ATTEMPT_BUDGET nodes (O(n) each, the scan of S2), and a bracket at
 * most `budget` in all, so a bracket of n players costs O(n · budget) at worst and O(n²) when the first
 * transposition is perfect, the usual case. A bracket whose budget runs out keeps the best candidate
 * settled so far; with none at all the caller falls back to a maximum matching (which keeps C.1–C.4
 * but not the generation order).
 */

import { splits } from './exchanges';
import type { PlayerRecord } from './player-record';
import {
  addFloater,
  addPair,
  emptyQuality,
  QUALITY_PLACES,
  type Quality,
  type QualityContext,
  qualityFloor,
} from './quality';

export interface BracketContext extends QualityContext {
  readonly compatible: (a: PlayerRecord, b: PlayerRecord) => boolean;
  readonly completes: (floaters: readonly PlayerRecord[]) => boolean;
  readonly budget: number;
}

export interface BracketPairing {
  readonly pairs: readonly (readonly [PlayerRecord, PlayerRecord])[];
  readonly floaters: readonly PlayerRecord[];
}

export function searchBracket(
  mdps: readonly PlayerRecord[],
  residents: readonly PlayerRecord[],
  ctx: BracketContext,
): BracketPairing | null {
  const floor = qualityFloor([...mdps, ...residents], ctx);
  let spent = 0;
  const attempt = (limits: Quality): Found | null => {
    const { found, nodes } = firstWithin(
      mdps,
      residents,
      ctx,
      limits,
      Math.min(ATTEMPT_BUDGET, ctx.budget - spent),
    );
    spent += nodes;
    return found;
  };
  // Usually the first candidate within the floor exists: the first perfect one in generation order (B.4).
  const perfect = attempt(floor);
  if (perfect) return perfect;
  // Otherwise (B.8) place by place: the lowest limit found for each criterion with the earlier ones
  // at theirs, trying the floor, then one above, two above, four above… below a value already seen.
  let known = attempt(floor.map(() => Number.POSITIVE_INFINITY));
  if (!known) return null;
  const limits = floor.map(() => Number.POSITIVE_INFINITY);
  for (let place = 0; place < QUALITY_PLACES; place++) {
    const reached = known.quality[place] as number;
    for (let step = 0, value = floor[place] as number; value < reached && spent < ctx.budget; ) {
      limits[place] = value;
      const found = attempt(limits);
      if (found) {
        known = found;
        break;
      }
      step = step === 0 ? 1 : step * 2;
      value = (floor[place] as number) + step;
    }
    limits[place] = known.quality[place] as number;
  }
  return known;
}

type Found = { quality: Quality; pairs: [PlayerRecord, PlayerRecord][]; floaters: PlayerRecord[] };

const ATTEMPT_BUDGET = 3_000;

/**
 * The first candidate in generation order whose every criterion is within `limits`, searching at most
 * `budget` nodes; a node is cut when what it has cost plus what the rest must cost passes a limit.
 */
function firstWithin(
  mdps: readonly PlayerRecord[],
  residents: readonly PlayerRecord[],
  ctx: BracketContext,
  limits: Quality,
  budget: number,
): { found: Found | null; nodes: number } {
  const quality = emptyQuality();
  const pairs: [PlayerRecord, PlayerRecord][] = [];
  const floaters: PlayerRecord[] = [];
  const takenResident = new Array<boolean>(residents.length).fill(false);
  let found: Found | null = null;
  let nodes = 0;
  let done = false;

  /** Visit a node whose every completion scores at least `bound`? */
  const worthVisiting = (bound: Quality): boolean => {
    if (done) return false;
    if (++nodes > budget) {
      done = true;
      return false;
    }
    for (let i = 0; i < QUALITY_PLACES; i++) if ((bound[i] as number) > (limits[i] as number)) return false;
    return true;
  };

  const leaf = (): void => {
    if (!worthVisiting(quality)) return;
    if (!ctx.completes(floaters)) return;
    found = { quality: [...quality], pairs: [...pairs], floaters: [...floaters] };
    done = true;
  };

  const homogeneous = (s1: readonly PlayerRecord[], s2: readonly PlayerRecord[]): void => {
    const taken = new Array<boolean>(s2.length).fill(false);
    const s1Left = suffixCounts(s1, ctx);
    const s2Free = counts(s2, ctx);
    const score2 = Math.round((s2[0]?.score ?? 0) * 2);
    /** `quality` plus what the rest must cost: S2's extras float; colours that must clash (see qualityFloor). */
    const bound = (i: number): Quality => {
      const q = [...quality];
      const k = s1.length - i;
      const m = s2Free.free;
      const left = s1Left[i] as Counts;
      const extra = Math.max(0, m - k);
      q[0] = (q[0] as number) + extra;
      q[1] = (q[1] as number) + extra * score2;
      // Each S1 player who still floats (the first place allows `slack` of them: two unpaired each)
      // can spare one clash, so the colour bounds give those back.
      const slack = floatSlack(q[0], limits[0] as number);
      const clashes = Math.max(0, left.white + s2Free.white - m, left.black + s2Free.black - m);
      const strong = Math.max(
        0,
        left.strongWhite + s2Free.strongWhite - m,
        left.strongBlack + s2Free.strongBlack - m,
      );
      q[3] = (q[3] as number) + Math.max(0, clashes - slack);
      q[4] = (q[4] as number) + Math.max(0, strong - slack);
      return q;
    };
    const step = (i: number): void => {
      if (i === s1.length) {
        const rest = s2.filter((_, j) => !taken[j]);
        for (const player of rest) addFloater(quality, player, ctx, 1);
        floaters.push(...rest);
        leaf();
        floaters.length -= rest.length;
        for (const player of rest) addFloater(quality, player, ctx, -1);
        return;
      }
      const a = s1[i] as PlayerRecord;
      for (let j = 0; j < s2.length && !done; j++) {
        const b = s2[j] as PlayerRecord;
        if (taken[j] || !ctx.compatible(a, b)) continue;
        taken[j] = true;
        shift(s2Free, b, ctx, -1);
        pairs.push([a, b]);
        addPair(quality, a, b, ctx, 1);
        if (worthVisiting(bound(i + 1))) step(i + 1);
        addPair(quality, a, b, ctx, -1);
        pairs.pop();
        shift(s2Free, b, ctx, 1);
        taken[j] = false;
      }
      if (done) return;
      floaters.push(a);
      addFloater(quality, a, ctx, 1);
      if (worthVisiting(bound(i + 1))) step(i + 1);
      addFloater(quality, a, ctx, -1);
      floaters.pop();
    };
    if (worthVisiting(bound(0))) step(0);
  };

  const remainder = (): void => {
    const rest = residents.filter((_, j) => !takenResident[j]);
    const half = Math.floor(rest.length / 2);
    // Exchanges keep the colour totals, so when they alone pass a limit no split can do: cut here.
    const tally = counts(rest, ctx);
    const m = rest.length - half;
    const slack = floatSlack((quality[0] as number) + (rest.length % 2), limits[0] as number);
    const clashes = Math.max(0, tally.white - m, tally.black - m) - slack;
    const strongClashes = Math.max(0, tally.strongWhite - m, tally.strongBlack - m) - slack;
    if ((quality[3] as number) + clashes > (limits[3] as number)) return;
    if ((quality[4] as number) + strongClashes > (limits[4] as number)) return;
    // The generator builds the splits only when asked: stop asking once the search is done.
    for (const [first, second] of splits(rest, half)) {
      homogeneous(first, second);
      if (done) return;
    }
  };

  const mdpStep = (i: number): void => {
    if (i === mdps.length) {
      remainder();
      return;
    }
    const m = mdps[i] as PlayerRecord;
    for (let j = 0; j < residents.length && !done; j++) {
      const r = residents[j] as PlayerRecord;
      if (takenResident[j] || !ctx.compatible(m, r)) continue;
      takenResident[j] = true;
      pairs.push([m, r]);
      addPair(quality, m, r, ctx, 1);
      if (worthVisiting(quality)) mdpStep(i + 1);
      addPair(quality, m, r, ctx, -1);
      pairs.pop();
      takenResident[j] = false;
    }
    if (done) return;
    floaters.push(m);
    addFloater(quality, m, ctx, 1);
    if (worthVisiting(quality)) mdpStep(i + 1);
    addFloater(quality, m, ctx, -1);
    floaters.pop();
  };

  mdpStep(0);
  return { found, nodes };
}

/** How many more pairs the first place's limit lets go unpaired (two players each); all, when unlimited. */
function floatSlack(unpaired: number | undefined, limit: number): number {
  if (!Number.isFinite(limit)) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.floor((limit - (unpaired as number)) / 2));
}

interface Counts {
  free: number;
  white: number;
  black: number;
  strongWhite: number;
  strongBlack: number;
}

function shift(c: Counts, player: PlayerRecord, ctx: QualityContext, by: number): void {
  const pref = ctx.preference(player);
  const strong = pref.strength === 'absolute' || pref.strength === 'strong';
  c.free += by;
  if (pref.colour === 'white') {
    c.white += by;
    if (strong) c.strongWhite += by;
  } else if (pref.colour === 'black') {
    c.black += by;
    if (strong) c.strongBlack += by;
  }
}

function counts(players: readonly PlayerRecord[], ctx: QualityContext): Counts {
  const c = { free: 0, white: 0, black: 0, strongWhite: 0, strongBlack: 0 };
  for (const player of players) shift(c, player, ctx, 1);
  return c;
}

/** Counts of s1[i..] for every i. */
function suffixCounts(s1: readonly PlayerRecord[], ctx: QualityContext): Counts[] {
  const out: Counts[] = new Array(s1.length + 1);
  const c = { free: 0, white: 0, black: 0, strongWhite: 0, strongBlack: 0 };
  out[s1.length] = { ...c };
  for (let i = s1.length - 1; i >= 0; i--) {
    shift(c, s1[i] as PlayerRecord, ctx, 1);
    out[i] = { ...c };
  }
  return out;
}
