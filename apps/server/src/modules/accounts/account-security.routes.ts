import { API, ACCOUNT_SECURITY_MESSAGES as M, type SessionsResponse } from '@kingside/contract';
import {
  changePasswordRequest,
  closeAccountRequest,
  forgotPasswordRequest,
  resetPasswordRequest,
  revokeSessionRequest,
  verifyEmailRequest,
} from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { AppError, unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import { describeDevice } from '../../platform/session/device';
import { publicSessionId } from '../../platform/session/session.store';
import type { AccountSecurity } from './account-security.service';
import {
  FORGOT_LIMITS,
  PASSWORD_CHECK_LIMIT,
  RESEND_VERIFICATION_LIMIT,
  TOKEN_LIMIT,
} from './accounts.limits';
import { emailKey } from './accounts.repo';

/** Links in mails use the configured address, never the request's Host header (a caller could forge it). */
export function mailBaseUrl(config: Config): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host}:${config.port}`;
}

function member(request: FastifyRequest) {
  const { user, session } = request.viewer;
  if (!user || !session) throw unauthenticated();
  return { user, session };
}

/** Email verification, password reset and change, the sessions page and closing one's account. */
export function accountSecurityRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  security: AccountSecurity,
): void {
  const baseUrl = mailBaseUrl(ctx.config);

  app.post(API.forgotPassword, async (request, reply) => {
    const { email } = validate(forgotPasswordRequest, request.body);
    await ctx.limits.enforce(reply, [
      [`forgot:ip:${request.ip}`, FORGOT_LIMITS.perIp],
      [`forgot:email:${emailKey(email)}`, FORGOT_LIMITS.perEmail],
    ]);
    // Not awaited: the answer leaves before the lookup, so neither its content nor its timing tells
    // whether the address has an account. A mail that cannot go out is ours to fix, and logged.
    void security.requestPasswordReset(email, baseUrl).catch((error) => {
      request.log.error({ err: error }, 'password reset mail failed');
    });
    return { ok: true, message: M.reset_requested };
  });

  app.post(API.resetPassword, async (request, reply) => {
    const { token, password } = validate(resetPasswordRequest, request.body);
    await ctx.limits.enforce(reply, [[`reset:ip:${request.ip}`, TOKEN_LIMIT]]);
    const userId = await security.resetPassword(token, password);
    // Whoever knew the old password is out, on every node; the member logs in with the new one.
    await ctx.sessions.endAll(request, reply, userId);
    request.log.info({ userId }, 'password reset');
    return { ok: true };
  });

  app.post(API.verifyEmail, async (request, reply) => {
    const { token } = validate(verifyEmailRequest, request.body);
    await ctx.limits.enforce(reply, [[`verify:ip:${request.ip}`, TOKEN_LIMIT]]);
    await security.verifyEmail(token);
    return { ok: true };
  });

  app.post(API.resendVerification, async (request, reply) => {
    const { user } = member(request);
    await ctx.limits.enforce(reply, [[`verify-resend:user:${user.userId}`, RESEND_VERIFICATION_LIMIT]]);
    await security.sendVerification(user, baseUrl);
    return { ok: true, message: M.verification_sent };
  });

  app.get(API.sessions, async (request): Promise<SessionsResponse> => {
    const { user, session } = member(request);
    const rows = await ctx.sessions.list(user.userId);
    // This device first, then the others by last visit (the store's order).
    const ordered = [...rows].sort(
      (a, b) => Number(b.idHash === session.idHash) - Number(a.idHash === session.idHash),
    );
    return {
      sessions: ordered.map((row) => ({
        id: publicSessionId(row.idHash),
        device: describeDevice(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.idHash === session.idHash,
      })),
    };
  });

  app.post(API.revokeSession, async (request, reply) => {
    const { id } = validate(revokeSessionRequest, request.body);
    const { user, session } = member(request);
    if (id === publicSessionId(session.idHash)) {
      await ctx.sessions.end(request, reply);
      return { ok: true };
    }
    if (!(await ctx.sessions.endOne(user.userId, id)))
      throw new AppError('not_found', 404, M.session_unknown);
    return { ok: true };
  });

  app.post(API.revokeOtherSessions, async (request) => {
    const { user, session } = member(request);
    await ctx.sessions.endOthers(user.userId, session);
    return { ok: true };
  });

  app.post(API.changePassword, async (request, reply) => {
    const input = validate(changePasswordRequest, request.body);
    const { user, session } = member(request);
    await ctx.limits.enforce(reply, [[`password-check:user:${user.userId}`, PASSWORD_CHECK_LIMIT]]);
    await security.changePassword(user, input.currentPassword, input.newPassword);
    await ctx.sessions.endOthers(user.userId, session);
    request.log.info({ userId: user.userId }, 'password changed');
    return { ok: true };
  });

  app.post(API.closeAccount, async (request, reply) => {
    const { password } = validate(closeAccountRequest, request.body);
    const { user } = member(request);
    await ctx.limits.enforce(reply, [[`password-check:user:${user.userId}`, PASSWORD_CHECK_LIMIT]]);
    await security.closeAccount(user, password);
    await ctx.sessions.endAll(request, reply, user.userId);
    return { ok: true };
  });
}
