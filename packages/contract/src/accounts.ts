import { COMPUTER_USERNAMES } from './computer';
import { LANGUAGE_CODES } from './locales';

/** Usernames: ASCII letters, digits, underscore and hyphen, 3 to 25 characters, unique ignoring case. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,25}$/;
export const PASSWORD_MIN = 8;
/** argon2 hashes any length, but an unbounded body is a cheap way to burn server CPU. */
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

/** Names that would impersonate the platform or collide with a locale prefix of a route. */
const STAFF_LIKE =
  /^(admin|administrator|root|staff|moderator|mod|support|help|system|kingside|official|security|billing|api|www|guest)([_-]?\d*)$/i;
const RESERVED = new Set<string>([
  ...LANGUAGE_CODES.map((code) => code.toLowerCase()),
  'en',
  'login',
  'logout',
  'register',
  'settings',
  'callback',
  // The computer players' own accounts (computer.ts).
  ...COMPUTER_USERNAMES.map((name) => name.toLowerCase()),
]);

export type UsernameProblem = 'username_invalid' | 'username_reserved';

/** Checks the form of a username; availability is the server's business. */
export function checkUsername(username: string): UsernameProblem | null {
  if (!USERNAME_PATTERN.test(username)) return 'username_invalid';
  if (RESERVED.has(username.toLowerCase()) || STAFF_LIKE.test(username)) return 'username_reserved';
  return null;
}

export type PasswordProblem = 'password_too_short' | 'password_too_long';

export function checkPassword(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN) return 'password_too_short';
  if (password.length > PASSWORD_MAX) return 'password_too_long';
  return null;
}

export const ACCOUNT_MESSAGES = {
  username_invalid: 'Usernames are 3 to 25 characters: letters, digits, underscore or hyphen.',
  username_reserved: 'This username is reserved. Please choose another one.',
  username_taken: 'This username is already taken.',
  email_taken: 'An account with this email already exists.',
  password_too_short: `Passwords need at least ${PASSWORD_MIN} characters.`,
  password_too_long: `Passwords can have at most ${PASSWORD_MAX} characters.`,
  invalid_credentials: 'Invalid username or password.',
  account_closed: 'This account is closed.',
} as const;

export interface LoginResponse {
  ok: boolean;
  twoFactor?: boolean;
  /** A self-closed account was reopened by this login (within the grace period). */
  reopened?: boolean;
}
