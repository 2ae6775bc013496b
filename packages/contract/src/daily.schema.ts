import { z } from 'zod';
import { CHALLENGE_COLORS } from './challenge';
import { dailyDays } from './challenge.schema';

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
