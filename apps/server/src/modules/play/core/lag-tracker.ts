/**
 * Lag compensation after lichess (scalachess `LagTracker`): a player's moves are credited back the
 * time they spent in transit, out of a bank that refills by a fixed quota per move, so a steady
 * connection is compensated fully and a claimed lag spike cannot buy extra thinking time.
 */
import { estimatedDurationSeconds, type TimeControl } from '@kingside/contract';

export interface LagTracker {
  /** Added to the bank after every move. */
  readonly quotaGainMs: number;
  /** What may still be credited. */
  readonly bankMs: number;
  readonly bankMaxMs: number;
}

const MAX_QUOTA_GAIN_MS = 1000;
const BANK_START_QUOTAS = 3;
const BANK_MAX_QUOTAS = 7;
// The ping measures the network alone; a move also waits for the client's frame and our queue.
const PING_ALLOWANCE_MS = 140;

/** min(1 s, 0.004 × estimated duration in seconds + 0.15 s): 0.39 s at 1+0, 0.87 s at 3+0. */
export const quotaGainMs = (tc: TimeControl): number =>
  Math.min(MAX_QUOTA_GAIN_MS, Math.round(4 * estimatedDurationSeconds(tc) + 150));

/** One per player and game. */
export function newLagTracker(tc: TimeControl): LagTracker {
  const gain = quotaGainMs(tc);
  return { quotaGainMs: gain, bankMs: BANK_START_QUOTAS * gain, bankMaxMs: BANK_MAX_QUOTAS * gain };
}

/**
 * The compensation for one move given the lag the player's socket measured by ping (no number
 * counts as no lag). Call it only for moves the clock charges: like lichess, nothing is spent
 * from the bank before both sides have moved once.
 */
export function onMove(
  tracker: LagTracker,
  measuredLagMs: number,
): { tracker: LagTracker; compensationMs: number } {
  const lag = Number.isFinite(measuredLagMs) ? Math.max(0, measuredLagMs) : 0;
  const compensationMs = Math.min(lag + PING_ALLOWANCE_MS, tracker.bankMs);
  const bankMs = Math.min(tracker.bankMs - compensationMs + tracker.quotaGainMs, tracker.bankMaxMs);
  return { tracker: { ...tracker, bankMs }, compensationMs };
}
