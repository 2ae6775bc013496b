import { z } from 'zod';
import { PUZZLE_LIMITS, PUZZLE_MODES, PUZZLE_THEMES } from './puzzles';

const uciMove = z.string().regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'must be a UCI move');
const rating = z.coerce.number().int().min(PUZZLE_LIMITS.minRating).max(PUZZLE_LIMITS.maxRating);

/** `GET PUZZLES_API.next` query: a rating range (either end optional) and a theme. */
export const puzzleNextQuery = z
  .object({ min: rating.optional(), max: rating.optional(), theme: z.enum(PUZZLE_THEMES).optional() })
  .strict()
  .refine((query) => query.min === undefined || query.max === undefined || query.min <= query.max, {
    message: 'min must not be above max',
    path: ['min'],
  });

/** `:id` of the puzzle routes. */
export const puzzleTarget = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** `POST PUZZLES_API.moves(id)`: the solver's moves so far, in order (anything else, a "solved" flag say, is dropped). */
export const puzzleMovesRequest = z.object({
  moves: z
    .array(uciMove)
    .min(1)
    .max(Math.ceil(PUZZLE_LIMITS.maxPlies / 2)),
  mode: z.enum(PUZZLE_MODES),
});

/** Routes that take no query: anything given is a mistake. */
export const puzzleNoQuery = z.object({}).strict();

/** `GET PUZZLES_API.drills` query: the `next` of the page before. */
export const puzzleDrillsQuery = z
  .object({
    cursor: z
      .string()
      .regex(/^\d{1,15}:\d{1,10}$/, 'not a cursor')
      .optional(),
  })
  .strict();
