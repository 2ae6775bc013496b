import { API, ARCHIVE_VIEWS, type LoginResponse, parseLocale, ROUTES } from '@kingside/contract';
import { loginRequest, registerRequest, text } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, notFound, unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { isFormPost } from '../../platform/http/form-post';
import { requestLanguage } from '../../platform/http/request-language';
import { validate } from '../../platform/http/validate';
import type { DemandChallenge } from '../bot-check';
import { mailBaseUrl } from './account-security.routes';
import type { AccountSecurity } from './account-security.service';
import { LOGIN_LIMITS, REGISTER_LIMIT, REGISTER_NOTICE_LIMIT } from './accounts.limits';
import { rolesOf } from './accounts.present';
import { emailKey } from './accounts.repo';
import type { AccountsService } from './accounts.service';
import type { UserRow } from './accounts.tables';
import { createCurrentUserJson } from './current-user-json';
import { userViewRoutes } from './user-view.routes';

/** What Fastify sends for an object it serialises: said outright for text that is JSON already. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export const validQuery = z.object({ username: text(64) });
export const langParams = z.object({ lang: text(8) });
export const archiveViewBody = z.object({ archiveView: z.enum(ARCHIVE_VIEWS) });

function emailTakenAsNull(error: unknown): null {
  if (error instanceof AppError && error.code === 'email_taken') return null;
  throw error;
}

function done(request: FastifyRequest, reply: FastifyReply, extra: { reopened?: true } = {}) {
  return isFormPost(request) ? reply.code(303).redirect('/') : reply.send({ ok: true, ...extra });
}

/** What a login asks of the second factor: modules/two-factor provides it, and depends on accounts. */
export interface SecondFactor {
  isEnabled(userId: number): Promise<boolean>;
  beginLogin(sessionIdHash: string, userId: number, timezone: string | null): Promise<void>;
}

/** What a sign-up through an invite link asks of modules/relations, which depends on accounts. */
export interface RegistrationInvites {
  /** Makes the newcomer the inviter's friend; false for a token that names no one. */
  accept(token: string, newcomer: UserRow): Promise<boolean>;
}

export interface AccountsRoutesDeps {
  accounts: AccountsService;
  security: AccountSecurity;
  secondFactor: SecondFactor;
  demandChallenge: DemandChallenge;
  invites: RegistrationInvites;
}

export function accountsRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  { accounts, security, secondFactor, demandChallenge, invites }: AccountsRoutesDeps,
): void {
  app.post(API.loginCheck, async (request, reply) => {
    const input = validate(loginRequest, request.body);
    const account = input._username.trim().toLowerCase();
    await ctx.limits.enforce(reply, [
      [`login:ip:${request.ip}`, LOGIN_LIMITS.perIp],
      [`login:account-ip:${request.ip}:${account}`, LOGIN_LIMITS.perAccountAndIp],
    ]);
    // Never a lock: past the account's budget, whoever tries (its owner too) proves to be a person first.
    if (!(await ctx.limits.allows(`login:account:${account}`, LOGIN_LIMITS.perAccount))) {
      const challenged = demandChallenge(request, reply);
      if (challenged) return challenged;
    }
    const user = await accounts.authenticate(input._username, input._password);
    if (await secondFactor.isEnabled(user.userId)) {
      // Not logged in yet: the guest session remembers, briefly, whose second factor it waits for.
      const session = await ctx.sessions.ensure(request, reply);
      await secondFactor.beginLogin(session.idHash, user.userId, input.timezone ?? null);
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
    const user = await accounts.register(input).catch(emailTakenAsNull);
    if (!user) {
      // Answered as a sign-up (password hashed, fresh session, `ok`) so it tells no one the address has
      // an account; its owner is mailed instead, a few times a day at most.
      await ctx.sessions.renew(request, reply);
      if (await ctx.limits.allows(`register:notice:${emailKey(input.email)}`, REGISTER_NOTICE_LIMIT)) {
        await security.noticeTakenEmail(input.email, mailBaseUrl(ctx.config)).catch((error) => {
          request.log.error({ err: error }, 'taken-email notice failed');
        });
      }
      return done(request, reply);
    }
    await ctx.sessions.start(request, reply, await accounts.recordLogin(user, input.timezone));
    request.log.info({ userId: user.userId }, 'registered');
    // Like the mail below, a friendship that cannot be made does not undo the sign-up.
    if (input.invite) {
      await invites.accept(input.invite, user).catch((error) => {
        request.log.error({ err: error }, 'registration invite failed');
      });
    }
    // Sign-up stands even when the mail cannot go out: the member can ask for it again.
    await security.sendVerification(user, mailBaseUrl(ctx.config)).catch((error) => {
      request.log.error({ err: error }, 'verification mail failed');
    });
    return done(request, reply);
  });

  // §7: how the member's game archive shows, grid or list (§3 archiveView).
  app.post(API.archiveView, async (request) => {
    const { archiveView } = validate(archiveViewBody, request.body);
    const user = request.viewer.user;
    if (!user) throw unauthenticated('Log in to choose how your archive shows.');
    await accounts.setArchiveView(user.userId, archiveView);
    return { ok: true, archiveView };
  });
  userViewRoutes(app, accounts);

  app.post(API.logout, async (request, reply) => {
    await ctx.sessions.end(request, reply);
    return done(request, reply);
  });

  // Asked on every load: the memoised text is sent at once, no promise. A guest without a session
  // is answered from their pending guest (a cookie, no row), as pages are.
  const currentUserJson = createCurrentUserJson();
  app.get(API.currentUser, (request, reply) => {
    const { user, impersonator } = request.viewer;
    const session = ctx.sessions.visitor(request, reply);
    reply
      .header('content-type', JSON_CONTENT_TYPE)
      .send(currentUserJson(session, user, requestLanguage(request), Boolean(impersonator)));
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
