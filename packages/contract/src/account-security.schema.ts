import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX } from './accounts';
import { text } from './text.schema';

/** Mailed tokens are 32 random bytes in base64url; anything else is refused before any lookup. */
const mailedToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
/** Length rules are `checkPassword`'s, so their message is the same as at sign-up. */
const newPassword = z.string().max(PASSWORD_MAX * 4);

export const forgotPasswordRequest = z.object({ email: text(EMAIL_MAX).trim().min(1) });
export const resetPasswordRequest = z.object({ token: mailedToken, password: newPassword });
export const verifyEmailRequest = z.object({ token: mailedToken });
export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword,
});
export const closeAccountRequest = z.object({ password: z.string().min(1).max(PASSWORD_MAX) });
export const revokeSessionRequest = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
