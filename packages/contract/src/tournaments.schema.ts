import { z } from 'zod';
import { CLUB_SLUG_PATTERN } from './clubs';
import { TIERS } from './membership';
import { TIME_CONTROL_LIMITS } from './play';
import { text } from './text.schema';
import {
  ARENA_DURATIONS,
  KNOCKOUT_MATCH_GAMES,
  SWISS_ROUND_MINUTES,
  SWISS_ROUNDS,
  TOURNAMENT_KINDS,
  TOURNAMENT_NAME_MAX,
  TOURNAMENT_URL_PATTERN,
} from './tournaments';

/** A slug that cannot be a tournament's is no tournament: 404, like a route that does not match. */
export const tournamentParams = z.object({ url: z.string().regex(TOURNAMENT_URL_PATTERN) });

export const tournamentQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});

const rating = z.number().int().min(0).max(4000).nullable().optional();

export const newTournamentBody = z.object({
  kind: z.enum(TOURNAMENT_KINDS).optional(),
  rounds: z.number().int().min(SWISS_ROUNDS.min).max(SWISS_ROUNDS.max).optional(),
  roundMinutes: z.number().int().min(SWISS_ROUND_MINUTES.min).max(SWISS_ROUND_MINUTES.max).optional(),
  matchGames: z.number().int().min(KNOCKOUT_MATCH_GAMES.min).max(KNOCKOUT_MATCH_GAMES.max).optional(),
  url: z.string().regex(TOURNAMENT_URL_PATTERN),
  name: text(TOURNAMENT_NAME_MAX).trim().min(3),
  tc: z.object({
    initial: z.number().int().min(15).max(TIME_CONTROL_LIMITS.initialMax),
    increment: z.number().int().min(0).max(TIME_CONTROL_LIMITS.incrementMax),
  }),
  rated: z.boolean(),
  startsAt: z
    .string()
    .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d{1,3})?)?Z$/, 'must be an ISO instant'),
  durationMinutes: z.union(ARENA_DURATIONS.map((minutes) => z.literal(minutes))),
  official: z.boolean().optional(),
  club: z.string().regex(CLUB_SLUG_PATTERN).optional(),
  conditions: z
    .object({ minRating: rating, maxRating: rating, minTier: z.enum(TIERS).nullable().optional() })
    .optional(),
});
