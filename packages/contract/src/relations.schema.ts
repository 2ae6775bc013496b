import { z } from 'zod';
import { FRIEND_SEARCH, INVITE_EMAILS_MAX, SEARCH_TEXT_PATTERN } from './relations';
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

/** §5 search text, on the server: refused (not cleaned) when it holds anything else or is too long. */
export const searchText = () =>
  text(FRIEND_SEARCH.textLimit).regex(SEARCH_TEXT_PATTERN, 'may hold only letters, digits, _, - and spaces');

/** `GET /callback/user/search/{username}`: the path's name or `query` is the text. */
export const memberSearchPath = z.object({ username: searchText().optional() });
export const memberSearchQuery = z.object({
  activeDays: z.coerce.number().int().min(1).max(FRIEND_SEARCH.activeDays).default(FRIEND_SEARCH.activeDays),
  query: searchText().optional(),
});

/** `GET /callback/user/custom-criteria-search`: criteria combined, each §5 search text. */
export const customCriteriaQuery = z.object({
  name: searchText().optional(),
  country: searchText().optional(),
  activeDays: z.coerce.number().int().min(1).max(FRIEND_SEARCH.activeDays).default(FRIEND_SEARCH.activeDays),
});

export const inviteByEmailBody = z.object({
  emails: z.array(z.string().trim().toLowerCase().email().max(254)).min(1).max(INVITE_EMAILS_MAX),
});
