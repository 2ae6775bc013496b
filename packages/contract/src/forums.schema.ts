import { z } from 'zod';
import { FORUM_MODERATION_ACTIONS, FORUM_POST_MAX, FORUM_SEARCH_MAX, FORUM_TITLE_MAX } from './forums';
import { multilineText, text } from './text.schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const postBody = multilineText(FORUM_POST_MAX).trim().min(1);

export const forumCategoryParams = z.object({ slug: z.string().regex(SLUG, 'must be a forum slug') });
export const forumTopicParams = z.object({ uuid: z.string().regex(UUID, 'must be a uuid') });
export const forumPostParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'must be numeric')
    .transform(Number)
    .pipe(z.number().int().min(1).max(2_147_483_647)),
});
/** `?after=<lastPostAt ISO>_<id>` from the previous page's `nextCursor`. */
export const forumTopicsQuery = z.object({
  after: z
    .string()
    .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?Z_\d{1,10}$/, 'must be a cursor')
    .optional(),
});
export const forumPostsQuery = z.object({ after: id.optional() });
export const newForumTopicBody = z.object({ title: text(FORUM_TITLE_MAX).trim().min(1), body: postBody });
export const forumReplyBody = z.object({ body: postBody, quote: id.optional() });
export const forumEditBody = z.object({ body: postBody });
export const forumSubscriptionBody = z.object({
  subscribed: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number),
});
export const forumModerateBody = z.object({
  action: z.enum(FORUM_MODERATION_ACTIONS),
  category: z.string().regex(SLUG, 'must be a forum slug').optional(),
});
export const forumSearchQuery = z.object({
  q: text(FORUM_SEARCH_MAX).trim().min(2),
  before: id.optional(),
});
