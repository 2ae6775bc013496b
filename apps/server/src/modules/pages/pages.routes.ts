import path from 'node:path';
import { type Language, matchPath, pageTitle, parseLocale, type RouteMatch } from '@kingside/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import type { OriginCheck } from '../../platform/http/origin';
import { requestLanguage } from '../../platform/http/request-language';
import { makeNonce, pageCsp } from '../../platform/http/security-headers';
import { webDistDir } from '../../platform/paths';
import { loadTemplate, renderPage } from './html-template';
import { createPageContextJson } from './page-context-json';
import { lookupPage } from './page-lookup';

/** Paths that are never pages: unknown ones answer JSON 404s, not the app. */
const API_PREFIXES = ['/callback/', '/api/', '/pub/', '/bundles/', '/guest/', '/admin/'];

/**
 * Pages that compile WebAssembly get 'wasm-unsafe-eval' in their CSP. None does yet: the board
 * and the game page are plain script; an in-browser engine page (analysis) will be added here.
 */
const WASM_PAGES: ReadonlySet<string> = new Set();

export function pagesRoutes(app: FastifyInstance, ctx: RouteContext, origins: OriginCheck): void {
  const template = loadTemplate(path.join(webDistDir(ctx.config.webDist), 'index.html'));
  const pageContextJson = createPageContextJson(ctx.release);

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    match: RouteMatch | null,
    language: Language,
  ) {
    // Awaited only when there is something to wait for: most views have their session, need no
    // lookup and find the flags cached, and each needless await costs a microtask.
    const session = request.viewer.session ?? (await ctx.sessions.ensure(request, reply));
    const lookup = match ? lookupPage(ctx, match, request.viewer) : null;
    const found = lookup instanceof Promise ? await lookup : lookup;
    const features = ctx.services.features.cached() ?? (await ctx.services.features.all());
    // Spec §2: on the two-factor login page the user counts as not logged in.
    const user = match?.route.name === 'two_factor' ? null : request.viewer.user;
    const status = match && found ? 200 : 404;
    const contextJson = pageContextJson({
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
    const title = pageTitle(
      status === 200 && match ? match.route.name : 'not_found',
      language,
      found?.titleValues,
    );
    const nonce = makeNonce();
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', pageCsp(nonce, match !== null && WASM_PAGES.has(match.route.name)))
      .send(renderPage(template, { language, title, contextJson, nonce }));
  }

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const queryAt = url.indexOf('?');
    const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
    if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) throw notFound('No such endpoint.');
    const match = matchPath(pathname);
    if (match?.canonical) {
      const query = queryAt < 0 ? '' : url.slice(queryAt);
      return reply.code(301).redirect(match.canonical + query);
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

  app.get('/*', page);
  // Spec §2: the member page also answers POST, a web callback: Origin and CSRF apply. Checked on
  // these two routes only; a scope-wide hook would cost every page view a call and a promise.
  const asCallback = { onRequest: origins.always, preHandler: ctx.sessions.requireCsrf };
  app.post('/member/:username', asCallback, page);
  app.post('/:lang/member/:username', asCallback, page);
}
