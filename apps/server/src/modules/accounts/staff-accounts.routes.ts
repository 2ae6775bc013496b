import {
  API,
  CLIENT_METRICS,
  isAtLeast,
  PLATFORM,
  STAFF_API,
  STAFF_MESSAGES,
  type StaffCloseResponse,
} from '@kingside/contract';
import { auditQuery, staffCloseRequest, text } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, forbidden, unauthenticated } from '../../platform/errors';
import { UNSAFE_METHODS } from '../../platform/http/unsafe-methods';
import { validate } from '../../platform/http/validate';
import { levelOf } from './accounts.present';
import type { UserRow } from './accounts.tables';
import { presentAuditPage, presentStaffMember } from './staff-accounts.present';
import { AUDIT_PAGE_LIMIT, type StaffAccounts } from './staff-accounts.service';

export const usernameParams = z.object({ username: text(64).min(1) });
/** What staff may still do while impersonating: leave, log out, keep tokens and error reports flowing. */
const ALLOWED_WHILE_IMPERSONATING = new Set<string>([
  STAFF_API.impersonateStop,
  API.logout,
  API.loginCheck,
  PLATFORM.tokenPath,
  CLIENT_METRICS.path,
]);

/** Staff only (level 90): closing and impersonating are not moderators' powers. A closed staff account is not staff. */
function requireStaff(request: FastifyRequest): UserRow {
  const user = request.viewer.user;
  if (!user) throw unauthenticated();
  if (request.viewer.impersonator || !isAtLeast(levelOf(user), 'staff')) {
    throw forbidden(STAFF_MESSAGES.staff_only);
  }
  return user;
}

/**
 * §4: while impersonating, state is not persisted. Every state-changing web callback is refused
 * (403 `impersonation_read_only`) but the few that end or sustain the impersonation itself.
 */
export async function refuseWritesWhileImpersonating(request: FastifyRequest): Promise<void> {
  if (!request.viewer.impersonator || !UNSAFE_METHODS.has(request.method)) return;
  const path = request.url.split('?')[0]!;
  if (ALLOWED_WHILE_IMPERSONATING.has(path)) return;
  throw new AppError('impersonation_read_only', 403, STAFF_MESSAGES.impersonation_read_only);
}

/** Web callbacks (in the web scope: Origin, session and CSRF are checked before these run). */
export function staffAccountsRoutes(app: FastifyInstance, staff: StaffAccounts): void {
  app.get(STAFF_API.audit, async (request, reply) => {
    requireStaff(request);
    const { before } = validate(auditQuery, request.query);
    const rows = await staff.auditPage(before);
    return reply.header('cache-control', 'no-store').send(presentAuditPage(rows, AUDIT_PAGE_LIMIT));
  });

  app.get('/callback/staff/users/:username', async (request, reply) => {
    requireStaff(request);
    const { username } = validate(usernameParams, request.params);
    const user = await staff.member(username);
    return reply
      .header('cache-control', 'no-store')
      .send(presentStaffMember(user, await staff.memberAudit(user)));
  });

  app.post('/callback/staff/users/:username/close', async (request, reply) => {
    const actor = requireStaff(request);
    const { username } = validate(usernameParams, request.params);
    const { reason } = validate(staffCloseRequest, request.body);
    const { user, pending } = await staff.closeAccount({ kind: 'staff', user: actor }, username, reason);
    const view = presentStaffMember(user, await staff.memberAudit(user));
    if (pending) {
      request.log.info({ actor: actor.userId, target: user.userId, reason }, 'staff account close requested');
      return reply
        .code(202)
        .send({ ...view, pending: true, message: STAFF_MESSAGES.close_pending } satisfies StaffCloseResponse);
    }
    request.log.info({ actor: actor.userId, target: user.userId, reason }, 'account closed by staff');
    return view;
  });

  app.post('/callback/staff/users/:username/reopen', async (request) => {
    const actor = requireStaff(request);
    const { username } = validate(usernameParams, request.params);
    const reopened = await staff.reopenAccount({ kind: 'staff', user: actor }, username);
    request.log.info({ actor: actor.userId, target: reopened.userId }, 'account reopened by staff');
    return presentStaffMember(reopened, await staff.memberAudit(reopened));
  });

  // Registered before `/impersonate/:username`, though Fastify prefers the static path anyway.
  app.post(STAFF_API.impersonateStop, async (request, reply) => {
    const { impersonator, user, session } = request.viewer;
    if (!impersonator || !user || !session) {
      throw new AppError('not_impersonating', 409, STAFF_MESSAGES.not_impersonating);
    }
    await staff.stopImpersonating(impersonator, session.idHash, user);
    request.log.info({ actor: impersonator.userId, target: user.userId }, 'impersonation stopped');
    return reply.send({ ok: true });
  });

  app.post('/callback/staff/impersonate/:username', async (request, reply) => {
    const actor = requireStaff(request);
    const { username } = validate(usernameParams, request.params);
    const member = await staff.startImpersonating(actor, request.viewer.session!.idHash, username);
    request.log.info({ actor: actor.userId, target: member.userId }, 'impersonation started');
    return reply.send({ ok: true, username: member.username });
  });
}
