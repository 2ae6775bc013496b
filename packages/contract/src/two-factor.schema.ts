import { z } from 'zod';

/**
 * A TOTP code (6 digits) or a recovery code. Spaces and hyphens people paste are dropped, and case is
 * ignored; which kind it is gets decided by its shape.
 */
export const twoFactorCode = z
  .string()
  .max(32)
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z2-7]{10})$/, 'must be a 6-digit code or a recovery code'));

/** `POST /login_check/2fa`, `…/two-factor/enable`, `…/two-factor/disable`. */
export const twoFactorCodeRequest = z.object({ code: twoFactorCode });
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequest>;
