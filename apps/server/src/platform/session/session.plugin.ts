import { COOKIES, HTTP } from '@kingside/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { UNSAFE_METHODS } from '../http/unsafe-methods';
import { makeCsrfToken, verifyCsrfToken } from './csrf';
import { hashSessionId, SESSION_TTL_MS, type SessionStore } from './session.store';
import type { SessionRow } from './session.tables';
import type { SessionUser } from './session-users';

/** Who is calling, as far as the web session tells. */
export interface Viewer {
  session: SessionRow | null;
  /** The member the request acts as: the impersonated one while staff impersonate. */
  user: SessionUser | null;
  /** The staff member behind an impersonation (§4), else absent. */
  impersonator?: SessionUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

export interface SessionDeps {
  store: SessionStore;
  secret: string;
  secureCookies: boolean;
}

export function createSessions(deps: SessionDeps) {
  const tokens = new WeakMap<SessionRow, string>();
  // Secure when the site is configured as HTTPS or this request came over HTTPS (trustProxy reads the proxy's word).
  const cookieOptions = (request: FastifyRequest, httpOnly: boolean) => ({
    path: '/',
    httpOnly,
    sameSite: 'lax' as const,
    secure: deps.secureCookies || request.protocol === 'https',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });

  function setCookies(reply: FastifyReply, id: string, row: SessionRow): void {
    reply.setCookie(COOKIES.session, id, cookieOptions(reply.request, true));
    reply.setCookie(
      HTTP.xsrfCookieName,
      makeCsrfToken(deps.secret, row.idHash),
      cookieOptions(reply.request, false),
    );
  }

  async function begin(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number | null,
  ): Promise<SessionRow> {
    const created = await deps.store.create({ userId, userAgent: request.headers['user-agent'] });
    setCookies(reply, created.id, created.row);
    request.viewer = { session: created.row, user: null };
    return created.row;
  }

  async function identify(request: FastifyRequest, idHash: string): Promise<void> {
    const found = await deps.store.findByHash(idHash);
    if (!found) return;
    request.viewer = found;
    await deps.store.touch(found.session);
  }

  async function end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.viewer.session) await deps.store.destroy(request.viewer.session.idHash);
    reply.clearCookie(COOKIES.session, { path: '/' });
    reply.clearCookie(HTTP.xsrfCookieName, { path: '/' });
    request.viewer = { session: null, user: null };
  }

  return {
    /** Reads the session cookie on every request; a missing or expired session leaves a guest without one. */
    register(app: FastifyInstance): void {
      app.decorateRequest('viewer', null as unknown as Viewer);
      // A callback hook, not an async one: a cached session that needs no touch (most requests)
      // is settled at once, without the promises of a lookup.
      app.addHook('onRequest', (request, _reply, done) => {
        request.viewer = { session: null, user: null };
        const id = request.cookies[COOKIES.session];
        if (!id || id.length > 128) return done();
        const idHash = hashSessionId(id);
        const cached = deps.store.findCached(idHash);
        if (cached && !deps.store.needsTouch(cached.session)) {
          request.viewer = cached;
          return done();
        }
        identify(request, idHash).then(() => done(), done);
      });
    },

    /** Pages and anything that hands out a CSRF token need a session, guests included. */
    async ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionRow> {
      return request.viewer.session ?? begin(request, reply, null);
    },

    /** Logging in always gets a fresh session id, so a planted id is worth nothing (no fixation). */
    async start(request: FastifyRequest, reply: FastifyReply, user: SessionUser): Promise<void> {
      if (request.viewer.session) await deps.store.destroy(request.viewer.session.idHash);
      await begin(request, reply, user.userId);
      request.viewer.user = user;
    },

    /** A fresh guest session id, answering as `start` does without logging anyone in. */
    async renew(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.viewer.session) await deps.store.destroy(request.viewer.session.idHash);
      await begin(request, reply, null);
    },

    end,

    /** Every session of a member ends, this one included (password reset, closing the account). */
    async endAll(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
      await deps.store.destroyAllForUser(userId);
      await end(request, reply);
    },

    list: (userId: number) => deps.store.listForUser(userId),
    endOne: (userId: number, publicId: string) => deps.store.destroyOwned(userId, publicId),
    endOthers: (userId: number, current: SessionRow) => deps.store.destroyOthers(userId, current.idHash),

    /** Memoised per session row: cached rows live across requests, so the HMAC runs once per session. */
    csrfToken(session: SessionRow): string {
      let token = tokens.get(session);
      if (!token) {
        token = makeCsrfToken(deps.secret, session.idHash);
        tokens.set(session, token);
      }
      return token;
    },

    /**
     * Web callbacks (spec §7): every state-changing request carries `_token` in the body or the
     * X-XSRF-TOKEN header. A refusal carries a fresh token so the client can retry once (§4).
     */
    async requireCsrf(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (!UNSAFE_METHODS.has(request.method)) return;
      const body = request.body as Record<string, unknown> | undefined;
      const header = request.headers[HTTP.xsrfHeaderName.toLowerCase()];
      const token = (body && typeof body === 'object' ? body[HTTP.csrfField] : undefined) ?? header;
      const session = request.viewer.session;
      if (session && verifyCsrfToken(deps.secret, session.idHash, token)) return;
      const fresh = session ?? (await begin(request, reply, null));
      reply.setCookie(
        HTTP.xsrfCookieName,
        makeCsrfToken(deps.secret, fresh.idHash),
        cookieOptions(reply.request, false),
      );
      const error = new AppError(
        'csrf_token_invalid',
        403,
        'Your session expired or the form is stale. Please try again.',
      );
      reply.code(403).send({ ...error.toBody(), _token: makeCsrfToken(deps.secret, fresh.idHash) });
      return reply;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
