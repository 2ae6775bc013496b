/**
 * Berserk: before making a first move a player may halve their own clock and give up the increment,
 * for a bonus point on a win of at least 7 moves (scoring.ts). Times in milliseconds.
 */

export interface ArenaClock {
  readonly initialMs: number;
  readonly incrementMs: number;
}

export type BerserkError = 'already_moved' | 'already_berserk';

/** The clock a berserking player starts with: half the time (whole seconds down), no increment. */
export function berserkClock(clock: ArenaClock): ArenaClock {
  return { initialMs: Math.floor(clock.initialMs / 2000) * 1000, incrementMs: 0 };
}

/** May the player berserk now? Only before their first move, and once. */
export function berserkRefusal(movesMadeByPlayer: number, alreadyBerserk: boolean): BerserkError | null {
  if (alreadyBerserk) return 'already_berserk';
  if (movesMadeByPlayer > 0) return 'already_moved';
  return null;
}
