/** Email verification, password reset and change, sessions and closing one's own account (issue 4). */

/** A self-closed account reopens by logging in within this many days; later the login is refused. */
export const CLOSE_GRACE_DAYS = 30;
export const CLOSE_GRACE_MS = CLOSE_GRACE_DAYS * 24 * 60 * 60 * 1000;
/** A reset link is a key to the account: short-lived and single-use. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

export const ACCOUNT_SECURITY_MESSAGES = {
  reset_requested: 'If an account uses this email, a link to reset its password is on its way.',
  token_invalid: 'This link is invalid or has expired. Please ask for a new one.',
  password_wrong: 'The current password is not correct.',
  verification_sent: 'We sent you a new verification link.',
  already_activated: 'Your email address is already verified.',
  session_unknown: 'This session has already ended.',
  account_reopened: 'Welcome back! Your account is open again.',
  account_closed_for_good: `This account was closed more than ${CLOSE_GRACE_DAYS} days ago and cannot be reopened.`,
} as const;

/** One row of the sessions page: `id` is an opaque handle, never the cookie or its stored hash. */
export interface SessionInfo {
  id: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface SessionsResponse {
  sessions: SessionInfo[];
}
