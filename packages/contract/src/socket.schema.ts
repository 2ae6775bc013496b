import { z } from 'zod';
import { CLUB_CHAT_MAX_LENGTH } from './club-chat';
import { CLUB_SLUG_PATTERN } from './clubs';
import { CHAT_MAX_LENGTH } from './direct-messages';
import { RATING_RANGE_OFFSETS, SEEK_COLORS, SEEK_ID_PATTERN } from './lobby';
import { TIME_CONTROL_LIMITS } from './play';
import type { ClientMessage } from './socket';
import { text } from './text.schema';
import { TOURNAMENT_URL_PATTERN } from './tournaments';

/** Game ids as stored (8 alphanumerics); the pattern also keeps junk out of every query. */
const gameId = z.string().regex(/^[A-Za-z0-9]{8}$/);
/** The client's own counter, echoed back; kept to a safe integer so it round-trips through JSON. */
const ref = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();
const version = z.number().int().min(0).max(1_000_000);
/** UCI: from, to, optional promotion piece (`e7e8q`); legality is the rules' business. */
const uci = z.string().regex(/^[a-h][1-8][a-h][1-8][qrbnk]?$/);

const timeControl = z.object({
  initial: z.number().int().min(0).max(TIME_CONTROL_LIMITS.initialMax),
  increment: z.number().int().min(0).max(TIME_CONTROL_LIMITS.incrementMax),
});

const RANGE_STEP = `in steps of ${RATING_RANGE_OFFSETS.step}`;
/** Offsets around the seeker's rating: at most 500 below and 500 above, in steps of 50. */
const ratingRange = z.strictObject({
  min: z
    .number()
    .int()
    .min(RATING_RANGE_OFFSETS.below)
    .max(0)
    .multipleOf(RATING_RANGE_OFFSETS.step, { error: RANGE_STEP }),
  max: z
    .number()
    .int()
    .min(0)
    .max(RATING_RANGE_OFFSETS.above)
    .multipleOf(RATING_RANGE_OFFSETS.step, { error: RANGE_STEP }),
});

/**
 * Every client → server message (`socket.ts`), strictly: unknown tags or extra fields are
 * malformed, so a typo never passes for a different command.
 */
export const clientMessageSchema = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('ping'), lag: z.number().min(0).max(60_000).optional() }),
  z.strictObject({ t: z.literal('watch'), gameId, since: version.optional() }),
  z.strictObject({ t: z.literal('unwatch'), gameId }),
  z.strictObject({ t: z.literal('move'), gameId, uci, version, ref }),
  z.strictObject({ t: z.literal('resign'), gameId, ref }),
  z.strictObject({ t: z.literal('abort'), gameId, ref }),
  z.strictObject({
    t: z.literal('draw'),
    gameId,
    action: z.enum(['offer', 'accept', 'decline', 'claim']),
    ref,
  }),
  z.strictObject({ t: z.literal('takeback'), gameId, action: z.enum(['propose', 'accept', 'decline']), ref }),
  z.strictObject({ t: z.literal('claimVictory'), gameId, ref }),
  z.strictObject({ t: z.literal('berserk'), gameId, ref }),
  z
    .strictObject({
      t: z.literal('seek'),
      pool: text(16).optional(),
      tc: timeControl.optional(),
      rated: z.boolean(),
      color: z.enum(SEEK_COLORS).optional(),
      ratingRange: ratingRange.optional(),
      ref,
    })
    .refine((m) => (m.pool === undefined) !== (m.tc === undefined), 'give either pool or tc')
    .refine((m) => m.tc !== undefined || ((m.color ?? 'random') === 'random' && !m.ratingRange), {
      error: 'quick pools pair at random colours and by the rating window: give a tc to choose',
    }),
  z.strictObject({ t: z.literal('cancelSeek'), ref }),
  z.strictObject({ t: z.literal('lobby'), subscribe: z.boolean(), ref }),
  z.strictObject({ t: z.literal('acceptSeek'), seekId: z.string().regex(SEEK_ID_PATTERN), ref }),
  z.strictObject({ t: z.literal('chat'), gameId, text: text(CHAT_MAX_LENGTH).trim().min(1), ref }),
  z.strictObject({
    t: z.literal('tournament'),
    url: z.string().regex(TOURNAMENT_URL_PATTERN),
    subscribe: z.boolean(),
    ref,
  }),
  z.strictObject({
    t: z.literal('clubChat.join'),
    slug: z.string().regex(CLUB_SLUG_PATTERN),
    subscribe: z.boolean(),
    ref,
  }),
  z.strictObject({
    t: z.literal('clubChat.say'),
    slug: z.string().regex(CLUB_SLUG_PATTERN),
    text: text(CLUB_CHAT_MAX_LENGTH).trim().min(1),
    ref,
  }),
  z.strictObject({
    t: z.literal('clubGames'),
    slug: z.string().regex(CLUB_SLUG_PATTERN),
    subscribe: z.boolean(),
    ref,
  }),
]);

// The schema and the hand-written union must agree both ways.
type Parsed = z.infer<typeof clientMessageSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agrees: Same<Parsed, ClientMessage> = true;
void agrees;
