/** Form parameters of the open API, as lichess's OpenAPI description names them. */
import {
  BOARD_API_MESSAGES,
  CHALLENGE_COLORS,
  CHALLENGE_ID_PATTERN,
  DAILY_DAYS,
  DECLINE_REASONS,
  GAME_ID_PATTERN,
} from '@kingside/contract';
import { multilineText, text } from '@kingside/contract/schemas';
import { z } from 'zod';

/** lichess sends booleans in forms as `true`/`false` strings. */
const formBool = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');
/** A number from a form (a string) or JSON. */
const formNumber = z
  .union([z.number(), z.string().regex(/^\d{1,6}(\.\d{1,3})?$/, 'must be a number')])
  .transform(Number);
const formInt = (min: number, max: number) => formNumber.pipe(z.number().int().min(min).max(max));
const formDays = formNumber.pipe(
  z.number().refine((d) => (DAILY_DAYS as readonly number[]).includes(d), 'must be 1, 2, 3, 5, 7, 10 or 14'),
);

export const usernameParams = z.object({
  username: text(64).regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a username'),
});
export const challengeIdParams = z.object({
  challengeId: z.string().regex(CHALLENGE_ID_PATTERN, 'must be a challenge id'),
});
export const gameIdParams = z.object({ gameId: z.string().regex(GAME_ID_PATTERN, 'must be a game id') });
export const moveParams = gameIdParams.extend({
  move: z.string().regex(/^[a-h][1-8][a-h][1-8][qrbn]?$/, 'must be a move in UCI (e2e4, e7e8q)'),
});
/** `?offeringDraw=true` on a move: offer (or accept) a draw with it. */
export const moveQuery = z.object({ offeringDraw: formBool.optional() }).strip();

/**
 * Some clients (berserk) send the form as JSON, with null for what they leave out: a null field
 * reads as an absent one.
 */
export function withoutNulls(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
}

export const yesNoParams = gameIdParams.extend({ accept: z.enum(['yes', 'no']) });

/** `POST /api/challenge/{username}`: a clock, or `days` (a daily game). */
export const challengeForm = z
  .object({
    rated: formBool.default(false),
    'clock.limit': formInt(0, 10_800).optional(),
    'clock.increment': formInt(0, 60).optional(),
    days: formDays.optional(),
    color: z.enum(CHALLENGE_COLORS).default('random'),
    variant: text(32).default('standard'),
    fen: text(100).optional(),
    keepAliveStream: formBool.optional(),
    rules: text(100).optional(),
  })
  .strip();

/** `POST /api/board/seek`: `time` in minutes and `increment` in seconds, or `days`. */
export const seekForm = z
  .object({
    rated: formBool.default(false),
    time: formNumber.pipe(z.number().min(0).max(180)).optional(),
    increment: formInt(0, 180).optional(),
    days: formDays.optional(),
    variant: text(32).default('standard'),
    color: z.enum(CHALLENGE_COLORS).default('random'),
    /** lichess's absolute bounds on the opponent's rating, `1500-1800`. */
    ratingRange: text(20)
      .transform((range, ctx) => {
        const bounds = /^(\d{1,4})-(\d{1,4})$/.exec(range);
        const [min, max] = bounds ? [Number(bounds[1]), Number(bounds[2])] : [1, 0];
        if (min > max) ctx.addIssue({ code: 'custom', message: BOARD_API_MESSAGES.ratingRange });
        return { min, max };
      })
      .optional(),
  })
  .strip();

export const declineForm = z.object({ reason: text(32).optional() }).strip();
export const DECLINE_KEYS = new Map(DECLINE_REASONS.map((reason) => [reason.toLowerCase(), reason]));

export const chatForm = z.object({
  room: z.enum(['player', 'spectator']),
  text: multilineText(140).min(1),
});

export const playingQuery = z.object({ nb: formInt(1, 50).default(9) }).strip();
