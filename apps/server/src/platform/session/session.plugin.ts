import { COOKIES, HTTP } from '@kingside/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { UNSAFE_METHODS } from '../http/unsafe-methods';
import { makeCsrfToken, verifyCsrfToken } from './csrf';
import { newGuestCookieValue, type PendingGuest, recentPendingGuests } from './pending-guest';
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
  /** A guest without a session whose guest cookie came along (pending-guest.ts). */
  pendingGuest?: PendingGuest;
}

/** A visitor's session: its row, or a guest's pending one (a cookie, no row yet). */
export type VisitorSession = SessionRow | PendingGuest;

/** The guest id the caller plays and is shown as: their session's, else their pending one's. */
export const guestIdOf = (viewer: Viewer): string | null =>
  viewer.session?.guestId ?? viewer.pendingGuest?.guestId ?? null;

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
  const tokens = new WeakMap<VisitorSession, string>();
  const guestOfCookie = recentPendingGuests();
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
    if (reply.request.cookies[COOKIES.guest]) reply.clearCookie(COOKIES.guest, { path: '/' });
  }

  /** A guest's session keeps the id they had while pending, so what they did before stays theirs. */
  async function begin(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number | null,
  ): Promise<SessionRow> {
    const guestId = userId === null ? request.viewer.pendingGuest?.guestId : undefined;
    const created = await deps.store.create({ userId, userAgent: request.headers['user-agent'], guestId });
    setCookies(reply, created.id, created.row);
    request.viewer = { session: created.row, user: null };
    return created.row;
  }

  /** Reads the guest cookie of a caller without a session; a guest who has none yet stays without. */
  function notePendingGuest(request: FastifyRequest): void {
    const cookie = request.cookies[COOKIES.guest];
    if (cookie && cookie.length <= 128) request.viewer.pendingGuest = guestOfCookie(cookie);
  }

  /** The caller's pending guest, given a cookie now if they came without one: nothing is written. */
  function pendingGuest(request: FastifyRequest, reply: FastifyReply): PendingGuest {
    const known = request.viewer.pendingGuest;
    if (known) return known;
    const cookie = newGuestCookieValue();
    const guest = guestOfCookie(cookie);
    reply.setCookie(COOKIES.guest, cookie, cookieOptions(request, true));
    reply.setCookie(HTTP.xsrfCookieName, csrfToken(guest), cookieOptions(request, false));
    request.viewer.pendingGuest = guest;
    return guest;
  }

  /**
   * Memoised per session row and per pending guest: both live across requests (the session cache,
   * recentPendingGuests), so the HMAC runs once per visitor.
   */
  function csrfToken(visitor: VisitorSession): string {
    let token = tokens.get(visitor);
    if (!token) {
      token = makeCsrfToken(deps.secret, 'csrfKey' in visitor ? visitor.csrfKey : visitor.idHash);
      tokens.set(visitor, token);
    }
    return token;
  }

  async function identify(request: FastifyRequest, idHash: string): Promise<void> {
    const found = await deps.store.findByHash(idHash);
    if (!found) return notePendingGuest(request);
    request.viewer = found;
    await deps.store.touch(found.session);
  }

  async function end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (request.viewer.session) await deps.store.destroy(request.viewer.session.idHash);
    reply.clearCookie(COOKIES.session, { path: '/' });
    reply.clearCookie(HTTP.xsrfCookieName, { path: '/' });
    reply.clearCookie(COOKIES.guest, { path: '/' });
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
        if (!id || id.length > 128) {
          notePendingGuest(request);
          return done();
        }
        const idHash = hashSessionId(id);
        const cached = deps.store.findCached(idHash);
        if (cached && !deps.store.needsTouch(cached.session)) {
          request.viewer = cached;
          return done();
        }
        identify(request, idHash).then(() => done(), done);
      });
    },

    /**
     * What a page or a read needs of its caller: their session, else their pending guest (a cookie,
     * no row: a cookieless page view writes nothing).
     */
    visitor(request: FastifyRequest, reply: FastifyReply): VisitorSession {
      return request.viewer.session ?? pendingGuest(request, reply);
    },

    /** Whatever keeps something for a guest needs a session row: made here, with their pending guest id. */
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

    csrfToken,

    /**
     * Web callbacks (spec §7): every state-changing request carries `_token` in the body or the
     * X-XSRF-TOKEN header. A refusal carries a fresh token so the client can retry once (§4).
     *
     * A guest without a session proves a request with the token of their guest cookie (a signed
     * double submit: an HMAC of the cookie's hash under the server's secret, which another site can
     * neither read nor make). Their session row is made here, at the first unsafe request that
     * passes, rather than in each route: every state-changing route keeps finding a session, as it
     * always has, and the guest keeps their id. Making it only on a refused token instead would cost
     * every guest's first POST a 403 and a retry, and a plain HTML form post has no retry.
     */
    async requireCsrf(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (!UNSAFE_METHODS.has(request.method)) return;
      const body = request.body as Record<string, unknown> | undefined;
      const header = request.headers[HTTP.xsrfHeaderName.toLowerCase()];
      const token = (body && typeof body === 'object' ? body[HTTP.csrfField] : undefined) ?? header;
      const { session, pendingGuest: guest } = request.viewer;
      if (session && verifyCsrfToken(deps.secret, session.idHash, token)) return;
      if (!session && guest && verifyCsrfToken(deps.secret, guest.csrfKey, token)) {
        await begin(request, reply, null);
        return;
      }
      // A refused guest is given a pending guest's token, not a row: forged posts write nothing.
      const fresh = csrfToken(session ?? pendingGuest(request, reply));
      reply.setCookie(HTTP.xsrfCookieName, fresh, cookieOptions(reply.request, false));
      const error = new AppError(
        'csrf_token_invalid',
        403,
        'Your session expired or the form is stale. Please try again.',
      );
      reply.code(403).send({ ...error.toBody(), _token: fresh });
      return reply;
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
