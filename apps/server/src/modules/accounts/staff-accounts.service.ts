import {
  type AuditAction,
  deriveLevel,
  isAtLeast,
  STAFF_API,
  STAFF_CLOSE_CONFIRM_MS,
  STAFF_MESSAGES,
  type StaffClosure,
} from '@kingside/contract';
import type { Db, Tx } from '../../db/db';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, notFound } from '../../platform/errors';
import { USER_CHANGED } from '../../platform/session/session.cache';
import { createAuditRepo } from './account-audit.repo';
import { createAccountsRepo } from './accounts.repo';
import type { UserRow } from './accounts.tables';
import { membershipOf } from './membership-of';

/** Who acts: a staff member on the web, or the CLI (recorded as a null actor). */
export type Actor = { kind: 'cli' } | { kind: 'staff'; user: UserRow };

/** `pending`: a staff account's closure was asked for and awaits a second staff member. */
export interface CloseOutcome {
  user: UserRow;
  pending: boolean;
}

export const AUDIT_PAGE_LIMIT = STAFF_API.auditPageSize;
const MEMBER_AUDIT_LIMIT = 20;

/**
 * Staff powers over members (§4 levels 5, 6, 8 and impersonation). Every change and its audit row
 * commit together; sessions are dropped on every node once the change is committed.
 */
export function createStaffAccounts(deps: { db: Db; clock: Clock; bus: Bus }) {
  const accounts = createAccountsRepo(deps.db);
  const audit = createAuditRepo(deps.db);
  const changed = (userId: number) => deps.bus.publish(USER_CHANGED, { userId });
  const actorId = (actor: Actor) => (actor.kind === 'staff' ? actor.user.userId : null);

  async function member(username: string): Promise<UserRow> {
    const user = await accounts.findByUsername(username);
    if (!user) throw notFound(`No member is called ${username}.`);
    return user;
  }

  async function switchSession(staff: UserRow, idHash: string, target: UserRow, action: AuditAction) {
    await deps.db.transaction(async (tx) => {
      const repo = createAuditRepo(tx);
      await repo.setImpersonating(idHash, action === 'impersonate_start' ? target.userId : null);
      await repo.insert({
        actorUserId: staff.userId,
        action,
        targetUserId: target.userId,
        details: {},
        at: deps.clock.now(),
      });
    });
    await changed(staff.userId);
  }

  return {
    member,
    auditPage: (before?: number) => audit.page(before, AUDIT_PAGE_LIMIT + 1),
    memberAudit: (user: UserRow) => audit.forTarget(user.userId, MEMBER_AUDIT_LIMIT),

    /**
     * A staff closure replaces a self-closure: it never reopens by logging in. A staff or moderator
     * account closes only when a second staff member confirms a first one's request (or the CLI acts):
     * until then the request is an audit row and the answer is `pending`. `alongside` runs in the
     * closure's transaction (a moderator resolving reports): what it returns joins the audit details.
     */
    async closeAccount(
      actor: Actor,
      username: string,
      reason: StaffClosure,
      alongside?: (tx: Tx) => Promise<Record<string, unknown>>,
    ): Promise<CloseOutcome> {
      const user = await member(username);
      if (actorId(actor) === user.userId) throw new AppError('forbidden', 403, STAFF_MESSAGES.close_self);
      if (user.closure && user.closure !== 'voluntarilyClosed') {
        throw conflict('conflict', STAFF_MESSAGES.already_closed);
      }
      const now = deps.clock.now();
      let requestedBy: number | null | undefined;
      if (actor.kind === 'staff' && membershipOf(user).role) {
        const since = new Date(now.getTime() - STAFF_CLOSE_CONFIRM_MS);
        const request = await audit.pendingCloseRequest(user.userId, since);
        if (!request || request.actorUserId === actor.user.userId) {
          if (!request) {
            await audit.insert({
              actorUserId: actor.user.userId,
              action: 'close_request',
              targetUserId: user.userId,
              details: { reason },
              at: now,
            });
          }
          return { user, pending: true };
        }
        requestedBy = request.actorUserId;
      }
      const closed = await deps.db.transaction(async (tx) => {
        const also = alongside ? await alongside(tx) : {};
        const row = await createAccountsRepo(tx).update(user.userId, {
          closure: reason,
          selfClosedAt: null,
          updatedAt: now,
        });
        await createAuditRepo(tx).endSessionsOf(user.userId);
        await createAuditRepo(tx).insert({
          actorUserId: actorId(actor),
          action: 'close',
          targetUserId: user.userId,
          details: {
            reason,
            previous: user.closure,
            ...(requestedBy === undefined ? {} : { requestedBy }),
            ...also,
          },
          at: now,
        });
        return row!;
      });
      await changed(user.userId);
      return { user: closed, pending: false };
    },

    async reopenAccount(actor: Actor, username: string): Promise<UserRow> {
      const user = await member(username);
      if (!user.closure) throw conflict('conflict', STAFF_MESSAGES.not_closed);
      const now = deps.clock.now();
      const reopened = await deps.db.transaction(async (tx) => {
        const row = await createAccountsRepo(tx).update(user.userId, {
          closure: null,
          selfClosedAt: null,
          updatedAt: now,
        });
        await createAuditRepo(tx).insert({
          actorUserId: actorId(actor),
          action: 'reopen',
          targetUserId: user.userId,
          details: { previous: user.closure },
          at: now,
        });
        return row!;
      });
      await changed(user.userId);
      return reopened;
    },

    /**
     * The staff member's own session switches identity in the same transaction as its audit row;
     * every node then drops that member's cached sessions.
     */
    async startImpersonating(staff: UserRow, sessionIdHash: string, username: string): Promise<UserRow> {
      const user = await member(username);
      if (user.userId === staff.userId) {
        throw new AppError('impersonation_refused', 403, STAFF_MESSAGES.impersonate_self);
      }
      if (isAtLeast(deriveLevel(membershipOf(user)), 'moderator')) {
        throw new AppError('impersonation_refused', 403, STAFF_MESSAGES.impersonate_staff);
      }
      if (user.closure) throw conflict('account_closed', STAFF_MESSAGES.impersonate_closed);
      await switchSession(staff, sessionIdHash, user, 'impersonate_start');
      return user;
    },

    stopImpersonating: (staff: UserRow, sessionIdHash: string, member: UserRow) =>
      switchSession(staff, sessionIdHash, member, 'impersonate_stop'),
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
