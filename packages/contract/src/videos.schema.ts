import { z } from 'zod';
import { binaryFlag, contentFields } from './content.schema';
import { text } from './text.schema';
import { VIDEO_LIMITS } from './videos';

/** A file the upload stored: its sha256 and container. */
export const VIDEO_FILE_NAME = /^[0-9a-f]{64}\.(mp4|webm)$/;

/** `POST /callback/video/item[/{id}]`: the item's fields, its picture (an uploaded file or a link), premium 0/1. */
export const videoSaveBody = contentFields.extend({
  kind: z.literal('chess_video'),
  /** Required for a new video; left out of an edit, the video keeps its picture. */
  source: z
    .union([
      z.object({ file: z.string().regex(VIDEO_FILE_NAME, 'must be an uploaded video') }),
      z.object({ link: text(VIDEO_LIMITS.linkMax).trim().min(1) }),
    ])
    .optional(),
  premium: binaryFlag.default(0),
});
export type VideoSaveInput = z.infer<typeof videoSaveBody>;
