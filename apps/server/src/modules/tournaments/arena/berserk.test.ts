import { describe, expect, it } from 'vitest';
import { berserkClock, berserkRefusal } from './berserk';

describe('berserk', () => {
  it('halves the clock and drops the increment', () => {
    expect(berserkClock({ initialMs: 180_000, incrementMs: 2_000 })).toEqual({
      initialMs: 90_000,
      incrementMs: 0,
    });
    // 1+0 → 30 s; an odd second rounds down to whole seconds (75 s → 37 s).
    expect(berserkClock({ initialMs: 60_000, incrementMs: 0 })).toEqual({
      initialMs: 30_000,
      incrementMs: 0,
    });
    expect(berserkClock({ initialMs: 75_000, incrementMs: 1_000 })).toEqual({
      initialMs: 37_000,
      incrementMs: 0,
    });
  });

  it('is allowed only before one’s first move, once', () => {
    expect(berserkRefusal(0, false)).toBeNull();
    expect(berserkRefusal(1, false)).toBe('already_moved');
    expect(berserkRefusal(0, true)).toBe('already_berserk');
  });
});
