import {
  ACCOUNT_MESSAGES,
  ACCOUNT_SECURITY_MESSAGES,
  type ArchiveView,
  type AssignableLevel,
  CLOSE_GRACE_MS,
  CLOSURE_MESSAGES,
  checkPassword,
  checkUsername,
  deriveLevel,
  type HomeContentType,
  isClosedLevel,
  isStaffClosure,
  type Language,
  STAFF_ROLES,
  type StaffRole,
  type UsernameValidResponse,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import { uniqueViolation } from '../../db/pg-errors';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { USER_CHANGED } from '../../platform/session/session.cache';
import { createAccountsRepo, emailKey, usernameKey } from './accounts.repo';
import type { UserRow } from './accounts.tables';
import { membershipOf } from './membership-of';
import type { PasswordHasher } from './password';

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  level?: AssignableLevel;
  isActivated?: boolean;
  timezone?: string | null;
}

export function createAccountsService(deps: { db: Db; clock: Clock; bus: Bus; hasher: PasswordHasher }) {
  const repo = createAccountsRepo(deps.db);
  /** Every node drops what it cached about this member (sessions carry the member's row). */
  const changed = (userId: number) => deps.bus.publish(USER_CHANGED, { userId });

  /** A closed account may log in only if its owner closed it within the grace period; staff closures say why. */
  function refuseClosed(user: UserRow): void {
    if (user.closure && isStaffClosure(user.closure)) {
      throw new AppError('account_closed', 403, CLOSURE_MESSAGES[user.closure]);
    }
    const closedAt = user.closure === 'voluntarilyClosed' ? user.selfClosedAt : null;
    if (!closedAt) throw new AppError('account_closed', 403, ACCOUNT_MESSAGES.account_closed);
    if (deps.clock.now().getTime() - closedAt.getTime() > CLOSE_GRACE_MS) {
      throw new AppError('account_closed', 403, ACCOUNT_SECURITY_MESSAGES.account_closed_for_good);
    }
  }

  return {
    findByUsername: (username: string) => repo.findByUsername(username),
    findByIds: (userIds: readonly number[]) => repo.findByIds(userIds),
    count: () => repo.count(),

    /** Hashes outside any transaction (DESIGN.md §6); uniqueness is the database's to enforce. */
    async register(input: RegisterInput): Promise<UserRow> {
      const usernameProblem = checkUsername(input.username);
      if (usernameProblem) throw badRequest(usernameProblem, ACCOUNT_MESSAGES[usernameProblem], 'username');
      const passwordProblem = checkPassword(input.password);
      if (passwordProblem) throw badRequest(passwordProblem, ACCOUNT_MESSAGES[passwordProblem], 'password');
      const passwordHash = await deps.hasher.hash(input.password);
      const now = deps.clock.now();
      const level = input.level ?? 'basic';
      const isRole = (STAFF_ROLES as readonly string[]).includes(level);
      try {
        return await repo.insert({
          username: input.username,
          usernameKey: usernameKey(input.username),
          email: input.email.trim(),
          emailKey: emailKey(input.email),
          passwordHash,
          tier: isRole ? 'basic' : level,
          role: isRole ? (level as StaffRole) : null,
          isActivated: input.isActivated ?? false,
          timezone: input.timezone ?? null,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        if (!uniqueViolation(error)) throw error;
        // Asked, not read from the constraint: with both taken, the public username is the one named.
        if (await repo.usernameExists(input.username))
          throw conflict('username_taken', ACCOUNT_MESSAGES.username_taken, 'username');
        throw conflict('email_taken', ACCOUNT_MESSAGES.email_taken, 'email');
      }
    },

    /**
     * The same answer, and about the same time, for a missing account and a wrong password. A member
     * who closed the account themselves reopens it by logging in within the grace period.
     */
    /**
     * Checks the password, and refuses a closed account that cannot reopen. Logging in is
     * `admit` after any second factor: a self-closed account reopens only then.
     */
    async authenticate(login: string, password: string): Promise<UserRow> {
      const user = await repo.findByLogin(login);
      if (!user) {
        await deps.hasher.verifyNothing(password);
        throw new AppError('invalid_credentials', 401, ACCOUNT_MESSAGES.invalid_credentials);
      }
      if (!(await deps.hasher.verify(user.passwordHash, password))) {
        throw new AppError('invalid_credentials', 401, ACCOUNT_MESSAGES.invalid_credentials);
      }
      if (isClosedLevel(deriveLevel(membershipOf(user)))) refuseClosed(user);
      return user;
    },

    /** The login goes ahead: a self-closed account (still within its grace period) opens again. */
    async admit(user: UserRow): Promise<UserRow & { reopened?: true }> {
      if (!isClosedLevel(deriveLevel(membershipOf(user)))) return user;
      refuseClosed(user);
      const now = deps.clock.now();
      const reopened = await repo.update(user.userId, { closure: null, selfClosedAt: null, updatedAt: now });
      await changed(user.userId);
      return { ...(reopened ?? user), reopened: true };
    },

    async recordLogin(user: UserRow, timezone?: string | null): Promise<UserRow> {
      const now = deps.clock.now();
      const updated = await repo.update(user.userId, {
        lastLoginAt: now,
        updatedAt: now,
        ...(timezone ? { timezone } : {}),
      });
      return updated ?? user;
    },

    /** A tier replaces any staff role; a staff role keeps the paid tier underneath. Closures stay. */
    async setLevel(username: string, level: AssignableLevel): Promise<{ username: string; level: number }> {
      const user = await repo.findByUsername(username);
      if (!user) throw notFound(`No member is called ${username}.`);
      const isRole = (STAFF_ROLES as readonly string[]).includes(level);
      const updated = await repo.update(
        user.userId,
        isRole
          ? { role: level as StaffRole, updatedAt: deps.clock.now() }
          : { tier: level, role: null, updatedAt: deps.clock.now() },
      );
      await changed(user.userId);
      return { username: updated!.username, level: deriveLevel(membershipOf(updated!)) };
    },

    /** The profile's fields kept on the member's row (modules/members): every node drops its cached copy. */
    async setProfileFields(
      userId: number,
      fields: Partial<Pick<UserRow, 'country' | 'flairCode' | 'avatarUrl' | 'avatarLargeUrl'>>,
    ): Promise<UserRow | null> {
      const updated = await repo.update(userId, { ...fields, updatedAt: deps.clock.now() });
      await changed(userId);
      return updated;
    },

    /** How the member's game archive shows (§3 archiveView): every node drops its cached copy. */
    async setArchiveView(userId: number, archiveView: ArchiveView): Promise<void> {
      await repo.update(userId, { archiveView, updatedAt: deps.clock.now() });
      await changed(userId);
    },

    /** What the home page's feed shows (§3 homeContentType): every node drops its cached copy. */
    async setHomeContentType(userId: number, homeContentType: HomeContentType): Promise<void> {
      await repo.update(userId, { homeContentType, updatedAt: deps.clock.now() });
      await changed(userId);
    },

    /** §7 fair-play agreement, 1 or 0 (§5): every node drops its cached copy. */
    async setFairPlayAgree(userId: number, fairPlayAgree: 0 | 1): Promise<void> {
      await repo.update(userId, { fairPlayAgree, updatedAt: deps.clock.now() });
      await changed(userId);
    },

    /** §7 content language: the language of what the member reads; every node drops its cached copy. */
    async setContentLanguage(userId: number, contentLanguage: Language): Promise<void> {
      await repo.update(userId, { contentLanguage, updatedAt: deps.clock.now() });
      await changed(userId);
    },

    async checkUsernameAvailability(username: string): Promise<UsernameValidResponse> {
      const problem = checkUsername(username);
      if (problem)
        return { valid: false, available: false, code: problem, message: ACCOUNT_MESSAGES[problem] };
      if (await repo.usernameExists(username)) {
        return {
          valid: true,
          available: false,
          code: 'username_taken',
          message: ACCOUNT_MESSAGES.username_taken,
        };
      }
      return { valid: true, available: true };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
