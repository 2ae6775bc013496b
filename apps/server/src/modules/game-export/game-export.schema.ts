/** The query strings of lichess's game export endpoints (`/game/export/{id}`, `/api/games/user/{username}`). */
import { COLORS, GAME_ID_PATTERN, SPEEDS } from '@kingside/contract';
import { text } from '@kingside/contract/schemas';
import { z } from 'zod';

/** lichess's booleans: `true`/`false`, and the `1`/`0` its clients also send. */
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A timestamp in milliseconds since the epoch. */
const millis = z
  .string()
  .regex(/^\d{1,15}$/, 'must be a timestamp in milliseconds')
  .transform((v) => new Date(Number(v)));

export const exportGameParams = z.object({ gameId: z.string().regex(GAME_ID_PATTERN, 'must be a game id') });
export const exportUserParams = z.object({ username: text(64).min(1) });

const switches = {
  moves: flag.optional(),
  tags: flag.optional(),
  clocks: flag.optional(),
  opening: flag.optional(),
  pgnInJson: flag.optional(),
};

export const exportGameQuery = z.object(switches);

export const exportUserQuery = z.object({
  ...switches,
  since: millis.optional(),
  until: millis.optional(),
  max: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'must be a whole number from 1')
    .transform(Number)
    .optional(),
  vs: text(64).min(1).optional(),
  rated: flag.optional(),
  perfType: z
    .string()
    .max(100)
    .transform((v) => v.split(',').map((perf) => (perf === 'correspondence' ? 'daily' : perf)))
    .pipe(z.array(z.enum(SPEEDS)))
    .optional(),
  color: z.enum(COLORS).optional(),
  /** Not lichess's: the member's result, for the archive page's filter and its download. */
  result: z.enum(['win', 'loss', 'draw']).optional(),
});

export type ExportGameQuery = z.infer<typeof exportGameQuery>;
export type ExportUserQuery = z.infer<typeof exportUserQuery>;
