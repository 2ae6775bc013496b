import { describe, expect, it } from 'vitest';
import { allocateColours, breaksColourLimits, colourPreference, initialColourOf } from './colours';
import type { PlayerRecord } from './player-record';
import type { Colour } from './swiss.types';

const W: Colour = 'white';
const B: Colour = 'black';

const player = (id: string, pairingNumber: number, colours: Colour[]): PlayerRecord => ({
  id,
  rating: 0,
  pairingNumber,
  score: 0,
  opponents: new Set(),
  colours,
  floats: [],
  hadBye: false,
});

describe('colourPreference (A.6)', () => {
  it.each([
    [[], null, 'none'],
    [[W], B, 'strong'], // CD +1 after one game
    [[W, B], W, 'mild'],
    [[W, B, W], B, 'strong'],
    [[B, W, B], W, 'strong'],
    [[W, W], B, 'absolute'], // two in a row (CD +2 as well)
    [[B, W, W], B, 'absolute'], // two in a row with CD +1
    [[W, B, W, W, B, W], B, 'absolute'], // CD +2
  ] as const)('%j prefers %s (%s)', (colours, colour, strength) => {
    expect(colourPreference([...colours])).toMatchObject({ colour, strength });
  });
});

describe('breaksColourLimits', () => {
  it('catches a third colour in a row and a difference past ±2', () => {
    expect(breaksColourLimits([W, W], W)).toBe(true);
    expect(breaksColourLimits([W, B, W, W], W)).toBe(true);
    expect(breaksColourLimits([W, B, W], W)).toBe(false);
    expect(breaksColourLimits([B, W, W], W)).toBe(true); // three in a row
    expect(breaksColourLimits([W, W, B, W], W)).toBe(true); // CD +3
  });
});

describe('allocateColours (E.1–E.5)', () => {
  const colourOf = (higher: PlayerRecord, lower: PlayerRecord) => allocateColours(higher, lower, W).white.id;

  it('E.1 grants both preferences when they differ', () => {
    expect(colourOf(player('h', 1, [W]), player('l', 2, [B]))).toBe('l');
  });
  it('E.2 grants the stronger preference', () => {
    // h mildly wants black, l strongly wants black (CD +1 after W B W): l gets black.
    expect(colourOf(player('h', 1, [B, W]), player('l', 2, [W, B, W]))).toBe('h');
  });
  it('E.2 between two absolute preferences, the wider colour difference wins', () => {
    expect(colourOf(player('h', 1, [B, W, W]), player('l', 2, [W, B, W, W]))).toBe('h');
  });
  it('E.3 alternates from the latest round the two had different colours', () => {
    // Both mildly want black (CD 0, white last); they last differed three games back, where h had
    // black and l white: alternating from there gives h white.
    expect(colourOf(player('h', 1, [W, B, B, W]), player('l', 2, [B, W, B, W]))).toBe('h');
  });
  it('E.4 otherwise grants the higher-ranked player’s preference', () => {
    expect(colourOf(player('h', 1, [W]), player('l', 2, [W]))).toBe('l');
  });
  it('E.5 with no preferences, the lot for odd pairing numbers', () => {
    expect(colourOf(player('h', 1, []), player('l', 2, []))).toBe('h');
    expect(colourOf(player('h', 2, []), player('l', 3, []))).toBe('l');
    expect(allocateColours(player('h', 1, []), player('l', 2, []), B).white.id).toBe('l');
  });
  it('a player without games meets a preference (E.1)', () => {
    expect(colourOf(player('h', 1, []), player('l', 2, [W]))).toBe('h');
  });
});

describe('initialColourOf', () => {
  it('draws the same colour for the same seed', () => {
    expect(initialColourOf('a')).toBe('white');
    expect(initialColourOf('b')).toBe('black');
    expect(initialColourOf('spring-open')).toBe(initialColourOf('spring-open'));
  });
});
