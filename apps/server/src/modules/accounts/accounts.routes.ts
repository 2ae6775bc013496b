import { API, type LoginResponse, parseLocale, ROUTES } from '@kingside/contract';
import { loginRequest, registerRequest, text } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { isFormPost } from '../../platform/http/form-post';
import { requestLanguage } from '../../platform/http/request-language';
import { validate } from '../../platform/http/validate';
import type { SessionRow } from '../../platform/session/session.tables';
import { mailBaseUrl } from './account-security.routes';
import { LOGIN_LIMITS, REGISTER_LIMIT } from './accounts.limits';
import { rolesOf } from './accounts.present';
import { createCurrentUserJson } from './current-user-json';

/** What Fastify sends for an object it serialises: said outright for text that is JSON already. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export const validQuery = z.object({ username: text(64) });
export const langParams = z.object({ lang: text(8) });

function done(request: FastifyRequest, reply: FastifyReply, extra: { reopened?: true } = {}) {
  return isFormPost(request) ? reply.code(303).redirect('/') : reply.send({ ok: true, ...extra });
}

export function accountsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { accounts } = ctx.services;

  app.post(API.loginCheck, async (request, reply) => {
    const input = validate(loginRequest, request.body);
    await ctx.limits.enforce(reply, [
      [`login:ip:${request.ip}`, LOGIN_LIMITS.perIp],
      [`login:account:${input._username.trim().toLowerCase()}`, LOGIN_LIMITS.perAccount],
    ]);
    const user = await accounts.authenticate(input._username, input._password);
    if (await ctx.services.twoFactor.isEnabled(user.userId)) {
      // Not logged in yet: the guest session remembers, briefly, whose second factor it waits for.
      const session = await ctx.sessions.ensure(request, reply);
      await ctx.services.twoFactor.beginLogin(session.idHash, user.userId, input.timezone ?? null);
      return isFormPost(request)
        ? reply.code(303).redirect(ROUTES.two_factor.path)
        : reply.send({ ok: false, twoFactor: true } satisfies LoginResponse);
    }
    const admitted = await accounts.admit(user);
    await ctx.sessions.start(request, reply, await accounts.recordLogin(admitted, input.timezone));
    request.log.info({ userId: user.userId }, 'login');
    return done(request, reply, admitted.reopened ? { reopened: true } : {});
  });

  app.post(API.register, async (request, reply) => {
    const input = validate(registerRequest, request.body);
    await ctx.limits.enforce(reply, [[`register:ip:${request.ip}`, REGISTER_LIMIT]]);
    const user = await accounts.register(input);
    await ctx.sessions.start(request, reply, await accounts.recordLogin(user, input.timezone));
    request.log.info({ userId: user.userId }, 'registered');
    // Sign-up stands even when the mail cannot go out: the member can ask for it again.
    await ctx.services.accountSecurity.sendVerification(user, mailBaseUrl(ctx.config)).catch((error) => {
      request.log.error({ err: error }, 'verification mail failed');
    });
    return done(request, reply);
  });

  app.post(API.logout, async (request, reply) => {
    await ctx.sessions.end(request, reply);
    return done(request, reply);
  });

  // Asked on every load: with a session (the usual case) the memoised text is sent at once, no promise.
  const currentUserJson = createCurrentUserJson();
  const sendCurrentUser = (request: FastifyRequest, reply: FastifyReply, session: SessionRow) => {
    const { user, impersonator } = request.viewer;
    reply
      .header('content-type', JSON_CONTENT_TYPE)
      .send(currentUserJson(session, user, requestLanguage(request), Boolean(impersonator)));
  };
  app.get(API.currentUser, (request, reply) => {
    const session = request.viewer.session;
    if (session) return sendCurrentUser(request, reply, session);
    return ctx.sessions.ensure(request, reply).then((fresh) => sendCurrentUser(request, reply, fresh));
  });

  const usernameValid = async (request: FastifyRequest) => {
    const { username } = validate(validQuery, request.query);
    return accounts.checkUsernameAvailability(username);
  };
  app.get(API.usernameValid, usernameValid);
  app.get(`/:lang${API.usernameValid}`, async (request) => {
    const { lang } = validate(langParams, request.params);
    if (!parseLocale(lang)) throw notFound('Unknown language.');
    return usernameValid(request);
  });

  app.get(API.roles, async (request) => ({ roles: rolesOf(request.viewer.user) }));
}
