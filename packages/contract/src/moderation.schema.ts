import { z } from 'zod';
import {
  CONTENT_REPORT_REASONS,
  MUTE_DURATION_NAMES,
  type MuteDuration,
  REPORT_DETAILS_MAX,
  REPORT_TARGET_KINDS,
  USER_REPORT_REASONS,
} from './moderation';
import { STAFF_CLOSURES } from './staff';
import { multilineText, text } from './text.schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VIDEO_ID = /^[A-Za-z0-9_-]{1,100}$/;
const details = multilineText(REPORT_DETAILS_MAX)
  .trim()
  .optional()
  .transform((value) => value || null);

/** `POST /callback/report-user`: the reported member, a reason and what the reporter saw. */
export const reportUserBody = z.object({
  username: text(64).trim().min(1),
  reason_id: z.enum(USER_REPORT_REASONS),
  details,
});

/** `POST /callback/report-forum-topic/{uuid}` with `reason_id` (§7). */
export const reportTopicParams = z.object({ uuid: z.string().regex(UUID, 'must be a uuid') });
export const reportTopicBody = z.object({ reason_id: z.enum(CONTENT_REPORT_REASONS), details });

/** `POST /chess-tv/callback/report/{reason}/{video}` (§7). */
export const reportVideoParams = z.object({
  reason: z.enum(CONTENT_REPORT_REASONS),
  video: z.string().regex(VIDEO_ID, 'must be a video id'),
});

/** `GET /callback/staff/reports?after=…`. */
export const reportQueueQuery = z.object({ after: z.coerce.number().int().positive().optional() });

/** `/callback/staff/reports/{kind}/{ref}`: a member's user id, a topic's uuid, a video's id. */
export const reportTargetParams = z.object({
  kind: z.enum(REPORT_TARGET_KINDS),
  ref: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be a target id'),
});

const note = multilineText(500).trim().optional();

/** `POST /callback/staff/reports/{kind}/{ref}/resolve`: what the moderator decided. */
export const resolveReportsBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('warn'), note }),
  z.object({
    action: z.literal('mute'),
    duration: z.enum(MUTE_DURATION_NAMES as [MuteDuration, ...MuteDuration[]]),
    note,
  }),
  z.object({ action: z.literal('close'), reason: z.enum(STAFF_CLOSURES), note }),
  z.object({ action: z.literal('dismiss'), note }),
]);
export type ResolveReportsBody = z.infer<typeof resolveReportsBody>;
