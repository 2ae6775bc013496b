import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX } from './accounts';
import { INVITE_TOKEN_PATTERN } from './relations';
import { text } from './text.schema';

/** An IANA time zone name as browsers report it (`Europe/Madrid`, `America/Argentina/Buenos_Aires`). */
const timezone = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/, 'must be a time zone name such as Europe/Madrid');

/** `POST /login_check`: the field names of spec §7 (form or JSON). */
export const loginRequest = z.object({
  _username: text(EMAIL_MAX).min(1),
  _password: z.string().min(1).max(PASSWORD_MAX),
  timezone: timezone.optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** `POST /register`. Form rules beyond type and length are checked by `checkUsername`/`checkPassword`. */
export const registerRequest = z.object({
  username: text(64),
  email: z.email().max(EMAIL_MAX),
  password: z.string().max(PASSWORD_MAX * 4),
  timezone: timezone.optional(),
  /** From a friend's registration invite link: the newcomer becomes their friend. */
  invite: z.string().regex(INVITE_TOKEN_PATTERN, 'must be an invite token').optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;
