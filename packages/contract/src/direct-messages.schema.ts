import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './direct-messages';
import { multilineText, text } from './text.schema';

export const messagePartner = z.object({ username: text(64).trim().min(1) });
export const inboxQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const threadQuery = z.object({
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
/** A direct message: lines and tabs pass, other control characters do not. */
export const sendMessageBody = z.object({ text: multilineText(MESSAGE_MAX_LENGTH).trim().min(1) });
