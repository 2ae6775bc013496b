/**
 * How good a bracket's candidate pairing is: the FIDE Dutch quality criteria (C.04.3 C.5–C.15) as a
 * vector compared lexicographically, earlier criteria first; lower is better in every place.
 *
 *  0  C.5   players left unpaired in the bracket (maximise the pairs)
 *  1  C.6   the downfloaters' scores, ×2 (C.6 minimises the pairing score difference; with the pairs
 *             fixed by place 0 that is lowering the scores that float: residents before moved-down players)
 *  2  C.8/9 topscorers meeting with the same absolute preference (one gets CD ±3 or three in a row)
 *  3  C.10  players who do not get their colour preference
 *  4  C.11  players who do not get a strong (or absolute) preference
 *  5  C.12  players downfloating again after a downfloat in the previous round
 *  6  C.13  players upfloating again after an upfloat in the previous round
 *  7  C.14  players downfloating again after a downfloat two rounds before
 *  8  C.15  players upfloating again after an upfloat two rounds before
 *
 * Each place only grows as pairs are added, so a partial candidate's vector is a lower bound of every
 * completion of it, which is what lets the bracket search prune.
 */
import type { ColourPreference } from './colours';
import type { PlayerRecord } from './player-record';

export type Quality = number[];
export const QUALITY_PLACES = 9;

export interface QualityContext {
  readonly preference: (player: PlayerRecord) => ColourPreference;
  /** Index of the previous round in `floats` (−1 before round 2). */
  readonly previousRound: number;
}

export const emptyQuality = (): Quality => new Array(QUALITY_PLACES).fill(0);

const bump = (q: Quality, place: number, by: number): void => {
  q[place] = (q[place] as number) + by;
};

/** Is `a` strictly better than `b`? */
export function better(a: Quality, b: Quality): boolean {
  for (let i = 0; i < QUALITY_PLACES; i++) {
    if ((a[i] as number) !== (b[i] as number)) return (a[i] as number) < (b[i] as number);
  }
  return false;
}

export const sameQuality = (a: Quality, b: Quality): boolean => !better(a, b) && !better(b, a);

function addFloat(
  q: Quality,
  player: PlayerRecord,
  direction: 'down' | 'up',
  ctx: QualityContext,
  sign: number,
) {
  const last = ctx.previousRound;
  if (player.floats[last] === direction) bump(q, direction === 'down' ? 5 : 6, sign);
  if (player.floats[last - 1] === direction) bump(q, direction === 'down' ? 7 : 8, sign);
}

/** Adds (sign 1) or removes (sign −1) what pairing `a` with `b` costs. */
export function addPair(
  q: Quality,
  a: PlayerRecord,
  b: PlayerRecord,
  ctx: QualityContext,
  sign: number,
): void {
  const pa = ctx.preference(a);
  const pb = ctx.preference(b);
  if (pa.colour !== null && pa.colour === pb.colour) {
    bump(q, 3, sign);
    if (pa.strength === 'absolute' && pb.strength === 'absolute') bump(q, 2, sign);
    if (
      (pa.strength === 'absolute' || pa.strength === 'strong') &&
      (pb.strength === 'absolute' || pb.strength === 'strong')
    ) {
      bump(q, 4, sign);
    }
  }
  if (a.score > b.score) {
    addFloat(q, a, 'down', ctx, sign);
    addFloat(q, b, 'up', ctx, sign);
  } else if (b.score > a.score) {
    addFloat(q, b, 'down', ctx, sign);
    addFloat(q, a, 'up', ctx, sign);
  }
}

/** Adds (sign 1) or removes (sign −1) what leaving `player` unpaired (a downfloat) costs. */
export function addFloater(q: Quality, player: PlayerRecord, ctx: QualityContext, sign: number): void {
  bump(q, 0, sign);
  bump(q, 1, sign * Math.round(player.score * 2));
  addFloat(q, player, 'down', ctx, sign);
}

/**
 * The best a bracket of these players could possibly score: places that cannot be beaten. A candidate
 * equal to it is perfect (B.4) and ends the search. Colour places count the preferences that must clash:
 * with p pairs and w players wanting white, at least w − p pairs hold two of them.
 */
export function qualityFloor(players: readonly PlayerRecord[], ctx: QualityContext): Quality {
  const q = emptyQuality();
  const odd = players.length % 2;
  const pairs = Math.floor(players.length / 2);
  q[0] = odd;
  if (odd) q[1] = Math.round(Math.min(...players.map((p) => p.score)) * 2);
  let white = 0;
  let black = 0;
  let strongWhite = 0;
  let strongBlack = 0;
  for (const player of players) {
    const pref = ctx.preference(player);
    const strong = pref.strength === 'absolute' || pref.strength === 'strong';
    if (pref.colour === 'white') {
      white++;
      if (strong) strongWhite++;
    } else if (pref.colour === 'black') {
      black++;
      if (strong) strongBlack++;
    }
  }
  q[3] = Math.max(0, white - pairs - odd, black - pairs - odd);
  q[4] = Math.max(0, strongWhite - pairs - odd, strongBlack - pairs - odd);
  return q;
}
