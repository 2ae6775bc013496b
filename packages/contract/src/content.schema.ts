import { z } from 'zod';
import { HOME_CONTENT_TYPES } from './board';
import { CONTENT_KINDS, CONTENT_LIMITS, INDEXED_KINDS, WRITTEN_KINDS } from './content';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './locales';
import { CONTENT_REPORT_REASONS, REPORT_DETAILS_MAX } from './moderation';
import { multilineText, text } from './text.schema';

/** Slugs: lower-case words joined by hyphens. */
export const CONTENT_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TAG = /^[a-z0-9][a-z0-9-]{0,29}$/;
/** An image stored by platform/uploads: the only covers there are. */
const UPLOAD_URL = /^\/uploads\/[0-9a-f]{64}\.webp$/;
/** A page's keyset cursor: the publication instant in ms, then the id. */
const CURSOR = /^\d{1,15}\.\d{1,10}$/;
const LANGUAGES = [DEFAULT_LANGUAGE, ...LANGUAGE_CODES] as const;
const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const writtenKindParams = z.object({ kind: z.enum(WRITTEN_KINDS) });
export const indexedKindParams = z.object({ kind: z.enum(INDEXED_KINDS) });
export const contentIdParams = z.object({ id });
export const commentIdParams = z.object({ commentId: id });
export const featureParams = z.object({ kind: z.enum(CONTENT_KINDS), id });

export const contentIndexQuery = z.object({
  tag: z.string().regex(TAG, 'must be a tag').optional(),
  lang: z.enum(LANGUAGES).optional(),
  q: text(CONTENT_LIMITS.searchMax).trim().optional(),
  after: z.string().regex(CURSOR, 'must be a cursor').optional(),
});

/** What every item's save sends: a draft, a schedule (`publishAt` to come) or a publication (now, or `publishAt`). */
export const contentFields = z.object({
  title: text(CONTENT_LIMITS.titleMax).trim().min(1),
  summary: text(CONTENT_LIMITS.summaryMax).trim().default(''),
  body: multilineText(CONTENT_LIMITS.bodyMax),
  slug: z.string().regex(CONTENT_SLUG, 'must be lower-case words joined by hyphens').max(100).optional(),
  coverUrl: z.string().regex(UPLOAD_URL, 'must be an uploaded image').nullable().optional(),
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  tags: z.array(z.string().regex(TAG, 'must be a tag')).max(CONTENT_LIMITS.tagsMax).default([]),
  state: z.enum(['draft', 'scheduled', 'published']),
  publishAt: z.iso.datetime({ offset: true }).optional(),
});
/** The editor's save of an article, a news item or a blog post. */
export const contentSaveBody = contentFields.extend({ kind: z.enum(WRITTEN_KINDS) });
export type ContentSaveInput = z.infer<typeof contentSaveBody>;
/** What content's service saves: a written item, or a video's shared fields (videos.schema.ts). */
export type ContentItemInput = z.infer<typeof contentFields> & { kind: (typeof INDEXED_KINDS)[number] };

export const contentPreviewBody = z.object({ body: multilineText(CONTENT_LIMITS.bodyMax) });

/** Empty (or blank) text is refused by the service with §5's message, not here. */
export const commentBody = z.object({
  body: multilineText(CONTENT_LIMITS.commentMax).trim(),
  parentId: id.optional(),
});
export const commentEditBody = z.object({ body: multilineText(CONTENT_LIMITS.commentMax).trim() });
export const commentsQuery = z.object({ after: id.optional() });

export const reportCommentBody = z.object({
  reason_id: z.enum(CONTENT_REPORT_REASONS),
  details: multilineText(REPORT_DETAILS_MAX)
    .trim()
    .optional()
    .transform((value) => value || null),
});

/** Boolean fields are sent as 0/1 (§5); a staff toggle without one sets it. */
export const binaryFlag = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform(Number);
export const curationBody = z.object({ on: binaryFlag.optional() });

/** §7 `POST /callback/user/home-recent-content-type` (§5: following or my_activity). */
export const homeContentTypeBody = z.object({ recentContentType: z.enum(HOME_CONTENT_TYPES) });

/** `/callback/articles/authors/{username}`: the member staff grant the author role or take it from. */
export const authorParams = z.object({ username: text(64).trim().min(1) });
