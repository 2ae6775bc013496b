import { z } from 'zod';
import { CHALLENGE_COLORS, DECLINE_REASONS } from './challenge';
import { DAILY_DAYS, TIME_CONTROL_LIMITS } from './play';
import { text } from './text.schema';

/** §5: the web client sends booleans as 0/1; JSON true/false is taken too. */
export const webFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => value === true || value === 1);

/** `POST /callback/challenge`: a clock that starts at 0 would flag at once, so 15 s at least. */
export const liveTimeControl = z.object({
  initial: z.number().int().min(15).max(TIME_CONTROL_LIMITS.initialMax),
  increment: z.number().int().min(0).max(TIME_CONTROL_LIMITS.incrementMax),
});

/** Days per move of a daily game: one of DAILY_DAYS. */
export const dailyDays = z
  .number()
  .int()
  .refine((n) => (DAILY_DAYS as readonly number[]).includes(n), `must be one of ${DAILY_DAYS.join(', ')}`);

/** A daily challenge has `days` and no `timeControl`; a live one the other way round. */
export const createChallengeRequest = z
  .object({
    username: text(64).trim().min(1).optional(),
    timeControl: liveTimeControl.optional(),
    days: dailyDays.optional(),
    weekendPause: webFlag.optional(),
    rated: webFlag,
    color: z.enum(CHALLENGE_COLORS),
  })
  .refine((r) => (r.days === undefined) !== (r.timeControl === undefined), {
    message: 'give either a time control or days per move',
    path: ['timeControl'],
  });

export const declineChallengeRequest = z.object({
  reason: z.enum(DECLINE_REASONS).default('generic'),
});
