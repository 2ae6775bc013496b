import path from 'node:path';
import { type Language, matchPath, pageTitle, parseLocale, type RouteMatch } from '@kingside/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { boundedMemo } from '../../platform/bounded-memo';
import { notFound } from '../../platform/errors';
import type { Features } from '../../platform/features';
import type { RouteContext } from '../../platform/http/context';
import { requestLanguage } from '../../platform/http/request-language';
import { makeNonce, pageCsp } from '../../platform/http/security-headers';
import { webDistDir } from '../../platform/paths';
import type { VisitorSession } from '../../platform/session/session.plugin';
import { loadTemplate, renderPage } from './html-template';
import { createPageContextJson } from './page-context-json';
import { type FoundPage, lookupPage, type PageSources } from './page-lookup';

/** Paths that are never pages: unknown ones answer JSON 404s, not the app. */
const API_PREFIXES = [
  '/callback/',
  '/api/',
  '/pub/',
  '/bundles/',
  '/guest/',
  '/admin/',
  '/uploads/',
  '/engine/',
];

/**
 * Pages that run the engine (Stockfish WASM in a worker) get 'wasm-unsafe-eval' in their CSP: the
 * worker's script is same-origin, and browsers that apply the page's policy to it need the keyword.
 */
const WASM_PAGES: ReadonlySet<string> = new Set(['analysis', 'play_computer', 'game_review']);

/** Paths whose matches are kept: most views are of a few pages, but paths are the caller's to choose. */
const MATCHES_KEPT = 1000;

export interface PagesRoutesDeps extends PageSources {
  features: Features;
}

/**
 * Page titles, kept: by the values object (a kept item's page holds one), route name and language,
 * so a view of a kept page fills in no template and joins no string, and hands renderPage the same
 * string each time (its frame is found by it).
 */
function createTitles() {
  const NO_VALUES = {};
  const kept = new WeakMap<object, Map<string, Map<Language, string>>>();
  return (routeName: string, language: Language, values?: Record<string, string>): string => {
    const key = values ?? NO_VALUES;
    let byRoute = kept.get(key);
    if (!byRoute) {
      byRoute = new Map();
      kept.set(key, byRoute);
    }
    let byLanguage = byRoute.get(routeName);
    if (!byLanguage) {
      byLanguage = new Map();
      byRoute.set(routeName, byLanguage);
    }
    let title = byLanguage.get(language);
    if (title === undefined) {
      title = pageTitle(routeName, language, values);
      byLanguage.set(language, title);
    }
    return title;
  };
}

export function pagesRoutes(app: FastifyInstance, ctx: RouteContext, deps: PagesRoutesDeps): void {
  const template = loadTemplate(path.join(webDistDir(ctx.config.webDist), 'index.html'));
  const pageContextJson = createPageContextJson(ctx.release);
  // matchPath is pure and its answers are only read, so one answer per path can be reused.
  const matchKnownPath = boundedMemo(matchPath, MATCHES_KEPT);
  const titleOf = createTitles();

  /**
   * Most views have their session (or a returning guest's pending one), need no lookup and find the
   * flags cached: those are sent at once, with no promise (each costs microtasks); the others wait
   * for what they need.
   */
  function render(
    request: FastifyRequest,
    reply: FastifyReply,
    match: RouteMatch | null,
    language: Language,
  ): Promise<FastifyReply> | undefined {
    const session = request.viewer.session ?? request.viewer.pendingGuest;
    const features = deps.features.cached();
    if (!session || !features) return renderLater(request, reply, match, language);
    const found = match ? lookupPage(deps, match, request.viewer) : null;
    // A promise must resolve to the reply: resolved to nothing, Fastify sends an empty body of its own
    // when the sending is still in its onSend hooks (a page big enough to be compressed as a stream).
    if (found instanceof Promise)
      return found.then((page) => {
        send(request, reply, match, language, session, page, features);
        return reply;
      });
    send(request, reply, match, language, session, found, features);
  }

  async function renderLater(
    request: FastifyRequest,
    reply: FastifyReply,
    match: RouteMatch | null,
    language: Language,
  ): Promise<FastifyReply> {
    // A guest without a session gets a pending guest: a cookie and a token, no row (pending-guest.ts).
    const session = ctx.sessions.visitor(request, reply);
    const found = match ? await lookupPage(deps, match, request.viewer) : null;
    send(request, reply, match, language, session, found, await deps.features.all());
    return reply;
  }

  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    match: RouteMatch | null,
    language: Language,
    session: VisitorSession,
    found: FoundPage | null,
    features: Record<string, boolean>,
  ): void {
    // Spec §2: on the two-factor login page the user counts as not logged in.
    const user = match?.route.name === 'two_factor' ? null : request.viewer.user;
    const status = match && found ? 200 : 404;
    const context = pageContextJson({
      session,
      user,
      isImpersonating: Boolean(user && request.viewer.impersonator),
      language,
      features,
      csrfToken: ctx.sessions.csrfToken(session),
      route: status === 200 && match ? { name: match.route.name, params: match.params } : null,
      page: found?.page ?? null,
      status,
    });
    const title = titleOf(
      status === 200 && match ? match.route.name : 'not_found',
      language,
      found?.titleValues,
    );
    const nonce = makeNonce();
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        pageCsp(
          nonce,
          { scheme: request.protocol, host: request.host },
          match !== null && WASM_PAGES.has(match.route.name),
        ),
      )
      .send(renderPage(template, { language, title, context, nonce }));
  }

  /** Not async: a page that can be sent at once is (see render). */
  function page(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> | undefined {
    const url = request.url;
    const queryAt = url.indexOf('?');
    const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
    if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) throw notFound('No such endpoint.');
    const match = matchKnownPath(pathname);
    if (match?.canonical) {
      const query = queryAt < 0 ? '' : url.slice(queryAt);
      reply.code(301).redirect(match.canonical + query);
      return;
    }
    if (match && !match.route.methods.includes(request.method as 'GET' | 'POST'))
      return render(request, reply, null, match.language);
    // An unprefixed URL is English only on the default host: `schach.` pages are German (§2).
    const prefix = match
      ? match.language === 'en'
        ? null
        : match.language
      : parseLocale(pathname.split('/')[1] ?? '');
    const language = prefix ?? requestLanguage(request);
    return render(request, reply, match, language);
  }

  // Spec §2: the member page also answers POST: the owner's edit, a web callback in the web scope
  // (modules/members).
  app.get('/*', page);
}
