import { z } from 'zod';
import { CHALLENGE_COLORS } from './challenge';
import { dailyDays } from './challenge.schema';
import { CONDITIONAL_MOVE_LIMITS } from './daily';

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((value) => value === true || value === 1);

/** `POST DAILY_API.seek`. */
export const createDailySeekRequest = z.object({
  days: dailyDays,
  rated: flag,
  color: z.enum(CHALLENGE_COLORS),
  weekendPause: flag.optional(),
});

/** `GET DAILY_API.games` query. */
export const dailyGamesQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** A line: the opponent's move, the reply, and so on; it ends with a reply (an even length). */
const conditionalLine = z
  .array(z.string().regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'must be a UCI move'))
  .min(2)
  .max(CONDITIONAL_MOVE_LIMITS.plies)
  .refine((line) => line.length % 2 === 0, 'a line ends with your reply');

/** `POST DAILY_API.conditional(id)`. */
export const saveConditionalMovesRequest = z.object({
  lines: z.array(conditionalLine).max(CONDITIONAL_MOVE_LIMITS.lines),
});
