import { describe, expect, it } from 'vitest';
import {
  colorsFit,
  firstIsWhite,
  joinRefusal,
  RATING_RANGE_OFFSETS,
  type RatingRange,
  ratingRangeAround,
  SEEK_COLORS,
  type SeekColor,
  type SeekTerms,
  seekMismatch,
} from './lobby';
import { clientMessageSchema } from './socket.schema';

const terms = (color: SeekColor, rating: number, ratingRange: RatingRange | null = null): SeekTerms => ({
  color,
  rating,
  ratingRange,
});

describe('seek colours', () => {
  it('pair white with black or random, black with white or random, random with anything', () => {
    const fits = SEEK_COLORS.flatMap((a) =>
      SEEK_COLORS.filter((b) => colorsFit(a, b)).map((b) => `${a}-${b}`),
    );
    expect(fits.sort()).toEqual(
      [
        'white-random',
        'white-black',
        'random-white',
        'random-random',
        'random-black',
        'black-white',
        'black-random',
      ].sort(),
    );
  });

  it('give each side the colour it asked for, and toss a coin only when both asked for random', () => {
    const heads = () => true;
    const tails = () => false;
    expect(firstIsWhite('white', 'random', tails)).toBe(true);
    expect(firstIsWhite('black', 'random', heads)).toBe(false);
    expect(firstIsWhite('random', 'white', heads)).toBe(false);
    expect(firstIsWhite('random', 'black', tails)).toBe(true);
    expect(firstIsWhite('white', 'black', tails)).toBe(true);
    expect(firstIsWhite('random', 'random', heads)).toBe(true);
    expect(firstIsWhite('random', 'random', tails)).toBe(false);
  });
});

describe('seekMismatch', () => {
  it('refuses colours that clash before looking at ratings', () => {
    expect(seekMismatch(terms('white', 1500), terms('white', 1500))).toBe('color');
    expect(seekMismatch(terms('black', 1500), terms('black', 1500, { min: 0, max: 1 }))).toBe('color');
    expect(seekMismatch(terms('white', 1500), terms('black', 1500))).toBeNull();
  });

  it('needs each rating inside the other side’s range, bounds included, whichever side is first', () => {
    const narrow = terms('random', 1500, { min: 1400, max: 1600 });
    for (const [rating, fits] of [
      [1399, false],
      [1400, true],
      [1600, true],
      [1601, false],
    ] as const) {
      const other = terms('random', rating);
      expect(seekMismatch(narrow, other)).toBe(fits ? null : 'range');
      expect(seekMismatch(other, narrow)).toBe(fits ? null : 'range');
    }
    // Anna's range takes Boris, but Boris's range leaves Anna out: no pair, either way round.
    const anna = terms('white', 1500, { min: 1000, max: 2000 });
    const boris = terms('black', 1900, { min: 1850, max: 2400 });
    expect(seekMismatch(anna, boris)).toBe('range');
    expect(seekMismatch(boris, anna)).toBe('range');
    expect(seekMismatch(anna, { ...boris, ratingRange: { min: 1500, max: 2400 } })).toBeNull();
  });

  it('takes any rating when a side gives no range', () => {
    expect(seekMismatch(terms('random', 800), terms('random', 2800))).toBeNull();
  });
});

describe('joinRefusal', () => {
  const seek = { rated: false, ratingRange: { min: 1300, max: 1700 } };
  it('refuses a guest a rated seek, and anyone outside the range', () => {
    expect(joinRefusal({ ...seek, rated: true }, { isGuest: true, rating: 1500 })).toBe('rated');
    expect(joinRefusal({ ...seek, rated: true }, { isGuest: false, rating: 1500 })).toBeNull();
    expect(joinRefusal(seek, { isGuest: true, rating: 1299 })).toBe('range');
    expect(joinRefusal(seek, { isGuest: false, rating: 1701 })).toBe('range');
    expect(joinRefusal(seek, { isGuest: false, rating: 1700 })).toBeNull();
    expect(joinRefusal({ ...seek, ratingRange: null }, { isGuest: false, rating: 3000 })).toBeNull();
  });

  it('leaves the answer to the server while the rating is unknown', () => {
    expect(joinRefusal(seek, { isGuest: false, rating: null })).toBeNull();
  });
});

describe('the seek message', () => {
  const custom = { t: 'seek', tc: { initial: 300, increment: 3 }, rated: false } as const;
  const ok = (message: object) => clientMessageSchema.safeParse(message).success;

  it('takes a colour and a range of offsets from −500 to +500 in steps of 50', () => {
    expect(RATING_RANGE_OFFSETS).toEqual({ below: -500, above: 500, step: 50 });
    for (const color of SEEK_COLORS) expect(ok({ ...custom, color })).toBe(true);
    expect(ok({ ...custom, ratingRange: { min: -500, max: 500 } })).toBe(true);
    expect(ok({ ...custom, ratingRange: { min: 0, max: 0 } })).toBe(true);
    expect(ok({ ...custom, ratingRange: { min: -150, max: 50 } })).toBe(true);
  });

  it('refuses anything else', () => {
    for (const ratingRange of [
      { min: -550, max: 500 },
      { min: -500, max: 550 },
      { min: 50, max: 100 },
      { min: -100, max: -50 },
      { min: -120, max: 100 },
      { min: -100, max: 100.5 },
      { min: -100 },
      { min: -100, max: 100, extra: 1 },
      [-100, 100],
      null,
    ]) {
      expect(ok({ ...custom, ratingRange }), JSON.stringify(ratingRange)).toBe(false);
    }
    expect(ok({ ...custom, color: 'green' })).toBe(false);
    expect(ok({ ...custom, color: 'White' })).toBe(false);
  });

  it('keeps quick pools at random colours and without a range', () => {
    const pool = { t: 'seek', pool: '3+0', rated: false };
    expect(ok(pool)).toBe(true);
    expect(ok({ ...pool, color: 'random' })).toBe(true);
    expect(ok({ ...pool, color: 'white' })).toBe(false);
    expect(ok({ ...pool, ratingRange: { min: -100, max: 100 } })).toBe(false);
  });
});

describe('ratingRangeAround', () => {
  it('turns offsets into absolute bounds around a rating', () => {
    expect(ratingRangeAround(1500, { min: -200, max: 350 })).toEqual({ min: 1300, max: 1850 });
  });
});
