import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX } from './accounts';

/** `POST /login_check`: the field names of spec §7 (form or JSON). */
export const loginRequest = z.object({
  _username: z.string().min(1).max(EMAIL_MAX),
  _password: z.string().min(1).max(PASSWORD_MAX),
  timezone: z.string().max(64).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** `POST /register`. Form rules beyond type and length are checked by `checkUsername`/`checkPassword`. */
export const registerRequest = z.object({
  username: z.string().max(64),
  email: z.email().max(EMAIL_MAX),
  password: z.string().max(PASSWORD_MAX * 4),
  timezone: z.string().max(64).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;
