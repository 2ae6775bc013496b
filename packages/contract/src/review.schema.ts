import { z } from 'zod';
import { GAME_ID_PATTERN } from './play';
import { MOVE_CLASSES } from './review/move-class';
import { REVIEW_DEPTHS, REVIEW_MAX_CP, REVIEW_MAX_MATE } from './review-api';

/** The longest game a review covers: a bound on what one submission may hold. */
export const REVIEW_MAX_PLIES = 1200;

const uciMove = z.string().regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'must be a UCI move');

const score = z.union([
  z.object({ cp: z.number().int().min(-REVIEW_MAX_CP).max(REVIEW_MAX_CP) }).strict(),
  z.object({ mate: z.number().int().min(-REVIEW_MAX_MATE).max(REVIEW_MAX_MATE) }).strict(),
]);

const accuracy = z.number().min(0).max(100).nullable();

/** `:id` of the review routes. */
export const reviewParams = z.object({ id: z.string().regex(GAME_ID_PATTERN, 'not a game id') });

/** `POST REVIEW_API.review(id)`: the engine's view of every position and what the browser made of it (other fields are dropped). */
export const reviewSubmission = z.object({
  depth: z.enum(REVIEW_DEPTHS),
  evals: z
    .array(z.object({ best: uciMove.nullable(), score, second: score.nullable() }).strict())
    .min(1)
    .max(REVIEW_MAX_PLIES + 1),
  classes: z.array(z.enum(MOVE_CLASSES)).max(REVIEW_MAX_PLIES),
  accuracy: z.object({ white: accuracy, black: accuracy }).strict(),
});
