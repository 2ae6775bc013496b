import {
  ACCOUNT_MESSAGES,
  checkPassword,
  ACCOUNT_SECURITY_MESSAGES as M,
  RESET_TOKEN_TTL_MS,
  ROUTES,
  VERIFY_TOKEN_TTL_MS,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { MailTransport } from '../../platform/mail';
import { USER_CHANGED } from '../../platform/session/session.cache';
import { createAccountTokensRepo } from './account-tokens.repo';
import { createAccountsRepo, emailKey } from './accounts.repo';
import type { UserRow } from './accounts.tables';
import type { PasswordHasher } from './password';

const tokenInvalid = () => badRequest('token_invalid', M.token_invalid);
const conflictActivated = () => new AppError('already_activated', 409, M.already_activated);

/**
 * Email verification, password reset and change, and closing one's own account. Ending sessions is
 * the caller's part (the routes hold the session store and its cross-node cache).
 */
export function createAccountSecurity(deps: {
  db: Db;
  clock: Clock;
  bus: Bus;
  hasher: PasswordHasher;
  mail: MailTransport;
  logger: Logger;
}) {
  const users = createAccountsRepo(deps.db);
  const tokens = createAccountTokensRepo(deps.db);
  const changed = (userId: number) => deps.bus.publish(USER_CHANGED, { userId });

  async function newPasswordHash(password: string): Promise<string> {
    const problem = checkPassword(password);
    if (problem) throw badRequest(problem, ACCOUNT_MESSAGES[problem], 'password');
    return deps.hasher.hash(password);
  }

  async function requirePassword(user: UserRow, password: string): Promise<void> {
    if (!(await deps.hasher.verify(user.passwordHash, password))) {
      throw new AppError('password_wrong', 403, M.password_wrong, 'password');
    }
  }

  return {
    /** `baseUrl` is the configured public address: never the request's Host, which a caller picks. */
    async sendVerification(user: UserRow, baseUrl: string): Promise<void> {
      if (user.isActivated) throw conflictActivated();
      const token = await tokens.issue(user.userId, 'verify_email', deps.clock.now(), VERIFY_TOKEN_TTL_MS);
      const link = `${baseUrl}/verify-email?token=${token}`;
      await deps.mail.send({
        to: user.email,
        subject: 'Confirm your email address on Kingside',
        text: `Hello ${user.username},\n\nPlease confirm your email address by opening this link:\n\n${link}\n\nThe link works for 3 days. If you did not sign up on Kingside, ignore this mail.\n`,
        link,
      });
    },

    async verifyEmail(token: string): Promise<void> {
      const userId = await tokens.consume(token, 'verify_email', deps.clock.now());
      if (userId === null) throw tokenInvalid();
      await users.update(userId, { isActivated: true, updatedAt: deps.clock.now() });
      await changed(userId);
    },

    /** Says nothing about whether the address is known: the caller answers the same either way. */
    async requestPasswordReset(email: string, baseUrl: string): Promise<void> {
      const user = await users.findByEmail(emailKey(email));
      if (!user) return;
      const token = await tokens.issue(user.userId, 'reset_password', deps.clock.now(), RESET_TOKEN_TTL_MS);
      const link = `${baseUrl}/reset-password?token=${token}`;
      await deps.mail.send({
        to: user.email,
        subject: 'Reset your Kingside password',
        text: `Hello ${user.username},\n\nSomeone (we hope you) asked to reset your Kingside password. Choose a new one here:\n\n${link}\n\nThe link works once, for one hour. If you did not ask, ignore this mail: your password stays as it is.\n`,
        link,
      });
    },

    /** A sign-up with this taken address made nothing; its owner hears of it, with the ways back in. */
    async noticeTakenEmail(email: string, baseUrl: string): Promise<void> {
      const user = await users.findByEmail(emailKey(email));
      if (!user) return;
      const login = `${baseUrl}${ROUTES.login.path}`;
      const reset = `${baseUrl}${ROUTES.forgot_password.path}`;
      await deps.mail.send({
        to: user.email,
        subject: 'Someone tried to sign up on Kingside with your email address',
        text: `Hello ${user.username},\n\nSomeone (perhaps you) tried to create a Kingside account with this email address. It already belongs to your account, so no new account was made.\n\nIf it was you, log in here:\n\n${login}\n\nForgot your password? Choose a new one here:\n\n${reset}\n\nIf it was not you, ignore this mail: nothing changed on your account.\n`,
        link: login,
      });
    },

    /** Checks the token before hashing (a bad link costs no CPU), then uses it up. Returns the member. */
    async resetPassword(token: string, password: string): Promise<number> {
      if ((await tokens.peek(token, 'reset_password', deps.clock.now())) === null) throw tokenInvalid();
      const passwordHash = await newPasswordHash(password);
      const userId = await tokens.consume(token, 'reset_password', deps.clock.now());
      if (userId === null) throw tokenInvalid();
      await users.update(userId, { passwordHash, updatedAt: deps.clock.now() });
      await changed(userId);
      return userId;
    },

    async changePassword(user: UserRow, currentPassword: string, newPassword: string): Promise<void> {
      await requirePassword(user, currentPassword);
      const passwordHash = await newPasswordHash(newPassword);
      await users.update(user.userId, { passwordHash, updatedAt: deps.clock.now() });
      // A reset link asked for before the change must not undo it.
      await tokens.revoke(user.userId, 'reset_password');
      await changed(user.userId);
    },

    /** Closure, not deletion: games and profile stay, and a login within the grace period reopens. */
    async closeAccount(user: UserRow, password: string): Promise<void> {
      await requirePassword(user, password);
      const now = deps.clock.now();
      await users.update(user.userId, { closure: 'voluntarilyClosed', selfClosedAt: now, updatedAt: now });
      await changed(user.userId);
      deps.logger.info({ userId: user.userId }, 'account closed by its member');
    },
  };
}

export type AccountSecurity = ReturnType<typeof createAccountSecurity>;
