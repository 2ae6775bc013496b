import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX } from './accounts';

/** Text a person typed: no control characters (a NUL byte cannot even be stored). */
const text = (max: number) =>
  z
    .string()
    .max(max)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'must not contain control characters');

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
});
export type RegisterRequest = z.infer<typeof registerRequest>;
