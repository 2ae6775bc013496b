import path from 'node:path';
import {
  type Language,
  matchPath,
  type PageContext,
  pageTitle,
  parseLocale,
  type RouteMatch,
} from '@kingside/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import type { OriginCheck } from '../../platform/http/origin';
import { requestLanguage } from '../../platform/http/request-language';
import { makeNonce, pageCsp } from '../../platform/http/security-headers';
import { webDistDir } from '../../platform/paths';
import { presentCurrentUser } from '../accounts';
import { loadTemplate, renderPage } from './html-template';
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

  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    match: RouteMatch | null,
    language: Language,
  ) {
    const session = await ctx.sessions.ensure(request, reply);
    const found = match ? await lookupPage(ctx, match, request.viewer) : null;
    // Spec §2: on the two-factor login page the user counts as not logged in.
    const viewer = match?.route.name === 'two_factor' ? null : request.viewer.user;
    const status = match && found ? 200 : 404;
    const context: PageContext = {
      current: presentCurrentUser(
        viewer,
        session.guestId,
        language,
        Boolean(viewer && request.viewer.impersonator),
      ),
      language,
      features: await ctx.services.features.all(),
      csrfToken: ctx.sessions.csrfToken(session),
      release: ctx.release,
      route: status === 200 && match ? { name: match.route.name, params: match.params } : null,
      page: found?.page ?? null,
      status,
    };
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
      .send(renderPage(template, { language, title, context, nonce }));
  }

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const url = request.url;
    const pathname = url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) throw notFound('No such endpoint.');
    const match = matchPath(pathname);
    if (match?.canonical) {
      const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
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
