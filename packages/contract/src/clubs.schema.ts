import { z } from 'zod';
import {
  CLUB_DESCRIPTION_MAX,
  CLUB_JOIN_POLICIES,
  CLUB_NAME_MAX,
  CLUB_NEWS_MAX,
  CLUB_NEWS_TITLE_MAX,
  CLUB_RESERVED_SLUGS,
  CLUB_SLUG_PATTERN,
} from './clubs';
import { multilineText, text } from './text.schema';

const SLUG = CLUB_SLUG_PATTERN;
export const clubSlug = z
  .string()
  .regex(SLUG, 'must be 3 to 40 lower-case letters, digits and hyphens')
  .refine((slug) => !(CLUB_RESERVED_SLUGS as readonly string[]).includes(slug), 'is reserved');

export const clubParams = z.object({ slug: z.string().regex(SLUG, 'must be a club address') });
export const clubMemberParams = clubParams.extend({ username: text(64).trim().min(1) });
export const clubOfParams = z.object({ username: text(64).trim().min(1) });
/** A club chat history page: lines before this id. */
export const clubChatQuery = z.object({
  before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const clubsQuery = z.object({ after: z.coerce.number().int().min(1).max(2_147_483_647).optional() });
export const newClubBody = z.object({
  name: text(CLUB_NAME_MAX).trim().min(3),
  slug: clubSlug,
  description: multilineText(CLUB_DESCRIPTION_MAX).trim().default(''),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a country code')
    .optional(),
  joinPolicy: z.enum(CLUB_JOIN_POLICIES).default('open'),
});
export const clubInviteBody = z.object({ username: text(64).trim().min(1) });
export const clubRoleBody = z.object({ role: z.enum(['admin', 'member']) });
export const clubNewsBody = z.object({
  title: text(CLUB_NEWS_TITLE_MAX).trim().min(1),
  body: multilineText(CLUB_NEWS_MAX).trim().min(1),
});
