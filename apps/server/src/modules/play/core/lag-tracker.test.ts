import { describe, expect, it } from 'vitest';
import { newLagTracker, onMove, quotaGainMs } from './lag-tracker';

const BULLET = { initial: 60, increment: 0 };
const BLITZ = { initial: 180, increment: 0 };

describe('quotaGainMs', () => {
  it.each([
    [BULLET, 390],
    [BLITZ, 870],
    [{ initial: 120, increment: 1 }, 790],
    [{ initial: 15, increment: 0 }, 210],
    [{ initial: 210, increment: 0 }, 990],
    [{ initial: 300, increment: 0 }, 1000],
    [{ initial: 1800, increment: 20 }, 1000],
  ])('is min(1 s, 0.004 × duration + 0.15 s) for %j', (tc, expected) => {
    expect(quotaGainMs(tc)).toBe(expected);
  });
});

describe('newLagTracker', () => {
  it('starts the bank at three quotas and caps it at seven', () => {
    expect(newLagTracker(BULLET)).toEqual({ quotaGainMs: 390, bankMs: 1170, bankMaxMs: 2730 });
    expect(newLagTracker(BLITZ)).toEqual({ quotaGainMs: 870, bankMs: 2610, bankMaxMs: 6090 });
  });
});

describe('onMove', () => {
  it('credits the measured lag plus 0.14 s, and the quota refills the bank', () => {
    const { tracker, compensationMs } = onMove(newLagTracker(BULLET), 100);
    expect(compensationMs).toBe(240);
    expect(tracker.bankMs).toBe(1170 - 240 + 390);
  });

  it('credits 0.14 s for an unmeasured or impossible lag', () => {
    for (const lag of [0, -50, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(onMove(newLagTracker(BULLET), lag).compensationMs).toBe(140);
    }
  });

  it('never credits more than the bank holds, then lives on the quota', () => {
    let tracker = newLagTracker(BULLET);
    const credits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const move = onMove(tracker, 2000);
      credits.push(move.compensationMs);
      tracker = move.tracker;
    }
    // 1170 in the bank, all spent; afterwards only each move's 390 ms quota is there to spend.
    expect(credits).toEqual([1170, 390, 390, 390]);
    expect(tracker.bankMs).toBe(390);
  });

  it('stops the bank at seven quotas on a fast connection', () => {
    let tracker = newLagTracker(BULLET);
    for (let i = 0; i < 20; i++) tracker = onMove(tracker, 10).tracker;
    expect(tracker.bankMs).toBe(2730);
    expect(onMove(tracker, 5000).compensationMs).toBe(2730);
  });

  it('leaves the tracker it was given untouched', () => {
    const tracker = newLagTracker(BLITZ);
    onMove(tracker, 300);
    expect(tracker.bankMs).toBe(2610);
  });
});
