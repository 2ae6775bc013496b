/**
 * Colour preferences (FIDE C.04.3 A.6) and colour allocation (E.1–E.5).
 *
 * Colour difference CD = games with white − games with black (played games only).
 * - absolute: CD < −1 or CD > +1, or the same colour in the last two played games;
 * - strong: CD = ±1 (the colour that balances);
 * - mild: CD = 0 (the other colour from the last game);
 * - none: no game played yet.
 */
import type { PlayerRecord } from './player-record';
import type { Colour } from './swiss.types';

export type Strength = 'absolute' | 'strong' | 'mild' | 'none';

export interface ColourPreference {
  readonly colour: Colour | null;
  readonly strength: Strength;
  readonly difference: number;
}

const other = (colour: Colour): Colour => (colour === 'white' ? 'black' : 'white');

export function colourDifference(colours: readonly Colour[]): number {
  let difference = 0;
  for (const c of colours) difference += c === 'white' ? 1 : -1;
  return difference;
}

export function colourPreference(colours: readonly Colour[]): ColourPreference {
  const difference = colourDifference(colours);
  const last = colours[colours.length - 1];
  if (last === undefined) return { colour: null, strength: 'none', difference };
  const previous = colours[colours.length - 2];
  if (difference > 1 || difference < -1) {
    return { colour: difference > 0 ? 'black' : 'white', strength: 'absolute', difference };
  }
  if (previous === last) return { colour: other(last), strength: 'absolute', difference };
  if (difference !== 0) return { colour: difference > 0 ? 'black' : 'white', strength: 'strong', difference };
  return { colour: other(last), strength: 'mild', difference };
}

const RANK: Record<Strength, number> = { absolute: 3, strong: 2, mild: 1, none: 0 };

/** Would the player break the ±2 / three-in-a-row limits playing this colour? */
export function breaksColourLimits(colours: readonly Colour[], colour: Colour): boolean {
  const after = [...colours, colour];
  const difference = colourDifference(after);
  if (difference > 2 || difference < -2) return true;
  const n = after.length;
  return n >= 3 && after[n - 1] === after[n - 2] && after[n - 2] === after[n - 3];
}

/**
 * Who plays white (E.1–E.5). `higher` is the higher-ranked of the two (score, then pairing number);
 * `initialColour` is the colour drawn by lot for round 1, given to odd pairing numbers (E.5).
 */
export function allocateColours(
  higher: PlayerRecord,
  lower: PlayerRecord,
  initialColour: Colour,
): { white: PlayerRecord; black: PlayerRecord } {
  const give = (player: PlayerRecord, colour: Colour) => {
    const partner = player === higher ? lower : higher;
    return colour === 'white' ? { white: player, black: partner } : { white: partner, black: player };
  };
  const hp = colourPreference(higher.colours);
  const lp = colourPreference(lower.colours);
  // E.1: both preferences can be granted.
  if (hp.colour && lp.colour && hp.colour !== lp.colour) return give(higher, hp.colour);
  if (hp.colour && !lp.colour) return give(higher, hp.colour);
  if (lp.colour && !hp.colour) return give(lower, lp.colour);
  if (hp.colour && lp.colour) {
    // E.2: the stronger preference; two absolute ones: the wider colour difference.
    if (RANK[hp.strength] !== RANK[lp.strength]) {
      return RANK[hp.strength] > RANK[lp.strength] ? give(higher, hp.colour) : give(lower, lp.colour);
    }
    if (hp.strength === 'absolute' && Math.abs(hp.difference) !== Math.abs(lp.difference)) {
      return Math.abs(hp.difference) > Math.abs(lp.difference)
        ? give(higher, hp.colour)
        : give(lower, lp.colour);
    }
    // E.3: alternate from the most recent game in which one had white and the other black.
    const h = higher.colours;
    const l = lower.colours;
    for (let back = 1; back <= Math.min(h.length, l.length); back++) {
      const hc = h[h.length - back] as Colour;
      const lc = l[l.length - back] as Colour;
      if (hc !== lc) return give(higher, other(hc));
    }
    // E.4: the higher-ranked player's preference.
    return give(higher, hp.colour);
  }
  // E.5: no preference on either side: by the higher-ranked player's pairing number and the lot.
  return give(higher, higher.pairingNumber % 2 === 1 ? initialColour : other(initialColour));
}

/** The colour drawn by lot for round 1, from the tournament's seed (FNV-1a, so the same seed draws the same). */
export function initialColourOf(seed: string): Colour {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 1 ? 'black' : 'white';
}
