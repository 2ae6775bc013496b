import { z } from 'zod';
import { text } from './text.schema';

/** A member named in a relation call's path. */
export const relationTarget = z.object({ user: text(64).trim().min(1) });
export const usernameTarget = z.object({ username: text(64).trim().min(1) });

/** `POST /callback/friend/request/{user}`: `user` repeats the path's member; §5 booleans are 0/1. */
export const friendRequestBody = z.object({
  user: text(64).trim().min(1).optional(),
  recommendation: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional(),
});

/** §5: the dismiss-follow route declares `id` numeric though it uses none: one given must be a number. */
export const dismissFollowBody = z.object({
  id: z
    .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,18}$/, 'must be a number')])
    .optional(),
});

export const friendsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
