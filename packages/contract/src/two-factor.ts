/** TOTP as authenticator apps expect it (RFC 6238 defaults): 6 digits, 30-second steps, SHA-1. */
export const TOTP = { digits: 6, periodSeconds: 30, algorithm: 'SHA1', issuer: 'Kingside' } as const;
/** Clocks drift: a code of the step before or after the server's is still accepted. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes read `abcde-23456`: lower-case base32 in two groups of five. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-[a-z2-7]{5}$/;
/** How long, after the password, a login waits for its second factor. */
export const TWO_FACTOR_PENDING_MS = 5 * 60_000;

/** The JSON calls of two-factor login and its settings (web callbacks: session + CSRF). */
export const TWO_FACTOR_API = {
  loginCheck: '/login_check/2fa',
  status: '/callback/security/two-factor',
  setup: '/callback/security/two-factor/setup',
  enable: '/callback/security/two-factor/enable',
  disable: '/callback/security/two-factor/disable',
} as const;

export const TWO_FACTOR_MESSAGES = {
  two_factor_invalid_code:
    'That code is not right. Check that your device clock is correct and enter the newest 6-digit code, or use a recovery code.',
  two_factor_code_used: 'That code was already used. Wait for the next code in your app, then enter it.',
  two_factor_not_pending: 'Your login has expired. Please log in again with your password.',
  two_factor_already_enabled: 'Two-factor authentication is already on.',
  two_factor_not_enabled: 'Two-factor authentication is off.',
  two_factor_setup_missing: 'Start the setup again: no pending two-factor setup was found.',
  two_factor_unavailable:
    'Codes from your app cannot be checked on this account any more. Use a recovery code, then set up two-factor login again.',
} as const;

export type TwoFactorErrorCode = keyof typeof TWO_FACTOR_MESSAGES;

/** `GET /callback/security/two-factor` */
export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** `POST /callback/security/two-factor/setup`: a pending secret, not yet in force. */
export interface TwoFactorSetup {
  /** Base32, for typing into an app by hand. */
  secret: string;
  otpauthUri: string;
  /** The QR code of `otpauthUri` as an SVG data URL. */
  qrCode: string;
}

/** `POST /callback/security/two-factor/enable`: shown once, never again. */
export interface TwoFactorEnabled {
  recoveryCodes: string[];
}
