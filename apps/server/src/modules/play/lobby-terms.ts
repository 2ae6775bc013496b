import {
  formatTimeControl,
  QUICK_PAIRINGS,
  type RatingRange,
  type SeekColor,
  TIME_CONTROL_LIMITS,
  type TimeControl,
} from '@kingside/contract';
import type { SeekRow } from './lobby.tables';
import { PLAY_MESSAGES, PlayError } from './play-error';
import type { PlayerRef } from './player';

/** What a seek asks for: a quick pool, or a custom time control with its colour and range. */
export interface SeekRequest {
  pool?: string;
  tc?: TimeControl;
  rated: boolean;
  /** Custom seeks only: the colour asked for (default random) and the range as offsets. */
  color?: SeekColor;
  ratingRange?: RatingRange;
  /** Custom seeks from the open API: the range as lichess's absolute bounds (wins over offsets). */
  ratingBounds?: RatingRange;
}

/** The pool a seek joins and its clock: a custom 3+0 is in the 3+0 pool. */
export function resolvePool(request: SeekRequest): { id: string; tc: TimeControl } {
  if (request.pool !== undefined) {
    const quick = QUICK_PAIRINGS.find((p) => p.id === request.pool);
    if (!quick) throw new PlayError('not_allowed', PLAY_MESSAGES.unknown_pool);
    return { id: quick.id, tc: quick.tc };
  }
  const tc = request.tc!;
  // A clock that starts at 0 would flag at once (the core's newClock has no 0+n minimum yet).
  const valid =
    tc.initial > 0 &&
    tc.initial <= TIME_CONTROL_LIMITS.initialMax &&
    tc.increment <= TIME_CONTROL_LIMITS.incrementMax;
  if (!valid) throw new PlayError('not_allowed', PLAY_MESSAGES.bad_time_control);
  return { id: formatTimeControl(tc), tc };
}

export const playerOfRow = (row: SeekRow): PlayerRef => ({
  userId: row.userId,
  guestId: row.guestId,
  name: row.name,
});
export const tcOfRow = (row: SeekRow): TimeControl => ({
  initial: row.initialSeconds,
  increment: row.incrementSeconds,
});
export const rangeOfRow = (row: SeekRow): RatingRange | null =>
  row.ratingMin === null || row.ratingMax === null ? null : { min: row.ratingMin, max: row.ratingMax };
