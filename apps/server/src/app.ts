import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { COMPRESSION_MIN_BYTES, HTTP, PLATFORM, SOCKET_PATH } from '@kingside/contract';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  LogController,
  type RouteOptions,
} from 'fastify';
import type { Config } from './config';
import type { Db } from './db/db';
import { sessions as sessionsTable } from './db/sessions.tables';
import {
  accountSecurityRoutes,
  accountsRoutes,
  createSessionUsers,
  refuseWritesWhileImpersonating,
  staffAccountsRoutes,
} from './modules/accounts';
import { apiTokenRoutes } from './modules/api-tokens';
import { billingRoutes, webhookRoutes } from './modules/billing';
import { selectBillingProvider } from './modules/billing/stripe';
import { boardApiRoutes } from './modules/board-api';
import {
  botCheckRoutes,
  createBotCheck,
  createBotCheckGuard,
  createChallengeDemand,
} from './modules/bot-check';
import { clientMetricsRoutes } from './modules/client-metrics';
import { clubAvatarRoutes, clubChatRoutes, clubMatchesRoutes, clubsRoutes } from './modules/clubs';
import { contentRoutes, videosRoutes } from './modules/content';
import { couponsRoutes } from './modules/coupons';
import { engineRoutes } from './modules/engine';
import { entitlementsRoutes } from './modules/entitlements';
import { forumsRoutes } from './modules/forums';
import { archiveRoutes, gameExportRoutes } from './modules/game-export';
import { insightsRoutes } from './modules/insights';
import { leaguesRoutes } from './modules/leagues';
import { lessonsRoutes } from './modules/lessons';
import { membersRoutes, profileService } from './modules/members';
import { messagesRoutes } from './modules/messages';
import { moderationRoutes } from './modules/moderation';
import { notificationsRoutes } from './modules/notifications';
import { openingsRoutes } from './modules/openings';
import { pagesRoutes } from './modules/pages/pages.routes';
import {
  createPlatformBearer,
  createPlatformTokens,
  platformConnectAuth,
  platformTokenRoutes,
} from './modules/platform-tokens';
import { computerRoutes, lobbyRoutes, playerKey, playRoutes, playSocketRoutes } from './modules/play';
import {
  createPub,
  createPubClubs,
  createPubMatches,
  publicApiHostGuard,
  pubRoutes,
} from './modules/public-api';
import { puzzlesRoutes } from './modules/puzzles';
import { createFollowerCount, FRIENDS_SEARCH_JSON, relationsRoutes, socialRoutes } from './modules/relations';
import { reviewRoutes } from './modules/review';
import { sandboxPayRoutes } from './modules/sandbox-pay';
import { settingsRoutes } from './modules/settings';
import { statsRoutes } from './modules/stats';
import { surveysRoutes } from './modules/surveys';
import { themeAssetsRoutes, themesService } from './modules/themes';
import { tournamentsRoutes } from './modules/tournaments';
import { twoFactorRoutes } from './modules/two-factor';
import type { Clock } from './platform/clock';
import { registerConnectService } from './platform/http/connect-service';
import type { RouteContext } from './platform/http/context';
import { frameworkErrors, installErrorHandler } from './platform/http/error-handler';
import { createLimits } from './platform/http/limits';
import { createOriginCheck } from './platform/http/origin';
import { installSecurityHeaders } from './platform/http/security-headers';
import { socketUpgrades } from './platform/http/socket-upgrades';
import { guardUnsafeRoutes } from './platform/http/unsafe-methods';
import { type Logger, lazyChildLogger } from './platform/logger';
import { webDistDir } from './platform/paths';
import { loadOrCreateSecret } from './platform/secret';
import { createSessionCache } from './platform/session/session.cache';
import { createSessions } from './platform/session/session.plugin';
import { createSessionStore } from './platform/session/session.store';
import { uploadsRoutes } from './platform/uploads';
import type { Services } from './services';

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  logger: Logger;
  services: Services;
  /** Build stamp carried in the page context (persisted client state older than it is cleared). */
  release: string;
  /** Told of every route as it is registered: tests walk the whole route table with it. */
  onRoute?: (route: RouteOptions) => void;
}

/** Web callbacks are small; anything bigger is a mistake or an attack. */
const BODY_LIMIT = 64 * 1024;
const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Builds the whole HTTP app, not listening yet: `main.ts` listens, tests use `inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, services } = deps;
  let nextId = 0;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT,
    // Forwarded headers only from the configured proxies: from anyone else they would let a client
    // choose its address (per-IP limits, the bot check), host (Origin check, return URLs) and scheme.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    frameworkErrors,
    // One line per request costs more than it tells; errors and domain events are logged instead.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLogger,
    genReqId: (request) => {
      const given = config.requestIdHeader ? request.headers[HTTP.requestIdHeader.toLowerCase()] : undefined;
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : `r${(++nextId).toString(36)}`;
    },
  });

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  const secret = config.sessionSecret ?? (await loadOrCreateSecret(deps.db, deps.clock));
  const sessionCache = createSessionCache({ clock: deps.clock, bus: services.bus });
  const sessionStore = createSessionStore({
    db: deps.db,
    clock: deps.clock,
    sessions: sessionsTable,
    users: createSessionUsers(deps.db),
    cache: sessionCache,
  });
  const sessions = createSessions({
    store: sessionStore,
    secret,
    secureCookies: config.secureCookies,
  });
  const ctx: RouteContext = {
    config,
    clock: deps.clock,
    logger: deps.logger,
    sessions,
    limits: createLimits(services.rateLimiter),
    release: deps.release,
  };
  const platformTokens = createPlatformTokens({
    secret,
    clock: deps.clock,
    findSession: (idHash) => sessionStore.findByHash(idHash),
  });

  const botCheck = createBotCheck({
    secret,
    clock: deps.clock,
    limiter: services.rateLimiter,
    mode: config.botCheck,
    difficulty: config.botCheckDifficulty,
  });

  installErrorHandler(app);
  // The public-API host answers /pub/… only, before sessions or pages see the request.
  if (config.publicApiHost) app.addHook('onRequest', publicApiHostGuard(config.publicApiHost));
  installSecurityHeaders(app, { crossOriginIsolation: config.crossOriginIsolation });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: BODY_LIMIT });
  // Responses only: no client of ours sends compressed bodies, and the decompression hook runs on every request.
  // The size up to which a response is compressed at once is set here: the plugin's default follows
  // the host's core count, so pages would take one path on one machine and the other elsewhere.
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_MIN_BYTES,
    syncThreshold: config.compressionSyncMaxBytes,
    globalDecompression: false,
  });

  const webDist = webDistDir(config.webDist);
  if (existsSync(path.join(webDist, 'bundles'))) {
    // Hashed file names: cache forever. Only existing files get routes, so unknown paths fall to the pages.
    await app.register(fastifyStatic, {
      root: path.join(webDist, 'bundles'),
      prefix: '/bundles/',
      wildcard: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
  }

  sessions.register(app);
  sweepHourly(app, 'session', () => sessionStore.deleteExpired());
  sweepHourly(app, 'client error', () => services.clientMetrics.deleteExpired());
  sweepHourly(app, 'quota usage', () => services.entitlements.sweep());
  sweepHourly(app, 'stale coupon reservation', () => services.coupons.releaseStale());
  sweepHourly(app, 'notification', () => services.notifications.sweep());
  // Not a sweep, but the same rhythm: the next finished games mined for puzzles (Stockfish in a child process).
  sweepHourly(app, 'puzzle mining', () => services.puzzleMining.mine());
  app.addHook('onReady', () => services.play.start());
  app.addHook('onClose', () => services.play.stop());
  app.addHook('onReady', () => services.matchSweeper.start());
  app.addHook('onClose', () => services.matchSweeper.stop());
  app.addHook('onReady', async () => services.tournaments.start());
  app.addHook('onClose', () => services.tournaments.stop());
  app.addHook('onReady', () => services.billing.start());
  app.addHook('onReady', () => services.leagues.weekEnd.start());
  app.addHook('onClose', () => services.leagues.weekEnd.stop());
  app.addHook('onClose', () => services.billing.stop());
  // With Stripe taking payments the sandbox has nothing to deliver or renew: no loop, no checkout page.
  const sandboxTakesPayments = selectBillingProvider(config) === 'sandbox';
  if (sandboxTakesPayments) {
    app.addHook('onReady', () => services.sandboxPay.start());
    app.addHook('onClose', () => services.sandboxPay.stop());
  }

  const origins = createOriginCheck(config);
  // Web callbacks: same-site Origin, then session + CSRF on every state-changing request (spec §7).
  await app.register(async (web) => {
    // On the routes that take an unsafe method only: a GET passes none of them.
    guardUnsafeRoutes(web, {
      onRequest: [origins.unsafeMethods],
      // Bot check after CSRF, so the two 403s stay apart: a forged call never reaches the challenge.
      preHandler: [sessions.requireCsrf, refuseWritesWhileImpersonating, createBotCheckGuard(botCheck)],
    });
    botCheckRoutes(web, ctx, botCheck);
    accountsRoutes(web, ctx, {
      accounts: services.accounts,
      security: services.accountSecurity,
      secondFactor: services.twoFactor,
      demandChallenge: createChallengeDemand(botCheck),
      invites: services.friendInvites,
    });
    twoFactorRoutes(web, ctx, { accounts: services.accounts, twoFactor: services.twoFactor });
    accountSecurityRoutes(web, ctx, services.accountSecurity);
    membersRoutes(web, ctx, { accounts: services.accounts, profiles: services.profiles });
    relationsRoutes(web, ctx, { relations: services.relations, invites: services.friendInvites });
    socialRoutes(web, ctx, { social: services.social });
    playRoutes(web, ctx, {
      play: services.play,
      accounts: services.accounts,
      // Every tier banks a number of days (contract ENTITLEMENTS); "unlimited" would be the whole year.
      vacationDaysOf: (user) => {
        const days = services.entitlements.allowance(user, 'vacationDays');
        return days === 'unlimited' ? 366 : days;
      },
    });
    lobbyRoutes(web, { play: services.play, accounts: services.accounts });
    computerRoutes(web, ctx, services.play.computer);
    platformTokenRoutes(web, ctx, platformTokens);
    clientMetricsRoutes(web, ctx, services.clientMetrics);
    staffAccountsRoutes(web, services.staffAccounts);
    billingRoutes(web, ctx, services.billing);
    entitlementsRoutes(web, services.entitlements);
    insightsRoutes(web, services.insights);
    statsRoutes(web, ctx, services.stats);
    puzzlesRoutes(web, ctx, { puzzles: services.puzzles });
    lessonsRoutes(web, ctx, { lessons: services.lessons, entitlements: services.entitlements });
    archiveRoutes(web, services.gameExport);
    openingsRoutes(web, services.openings);
    couponsRoutes(web, services.coupons);
    moderationRoutes(web, ctx, services.moderation);
    notificationsRoutes(web, ctx, { notifications: services.notifications });
    messagesRoutes(web, ctx, services.messages);
    forumsRoutes(web, ctx, services.forums);
    surveysRoutes(web, services.surveys);
    leaguesRoutes(web, services.leagues);
    reviewRoutes(web, { review: services.review, entitlements: services.entitlements });
    tournamentsRoutes(web, services.tournaments);
    clubsRoutes(web, ctx, services.clubs);
    clubChatRoutes(web, services.clubChat);
    clubAvatarRoutes(web, ctx, services.clubs, services.uploads);
    clubMatchesRoutes(web, ctx, services.clubMatches);
    apiTokenRoutes(web, ctx, services.apiTokens);
    contentRoutes(web, ctx, {
      content: services.content,
      comments: services.comments,
      feed: services.homeFeed,
      authorRole: services.authorRole,
      setHomeContentType: (userId, type) => services.accounts.setHomeContentType(userId, type),
    });
    videosRoutes(web, ctx, { videos: services.videos, store: services.videoStore });
  });
  // Payment provider webhooks: no session or CSRF; a signature over the raw body (kept as a Buffer).
  await app.register(async (webhooks) => webhookRoutes(webhooks, services.billing));
  // The game socket: the session cookie says who plays; commands are checked one by one. The
  // websocket plugin is this scope's alone: it hears the upgrades to the socket's path only.
  await app.register(async (socket) => {
    await socket.register(fastifyWebsocket, {
      // Messages over SOCKET_LIMITS.maxMessageBytes close with 1008 (play.socket.ts); this is the hard cap.
      options: { maxPayload: 64 * 1024, server: socketUpgrades(app.server, SOCKET_PATH) as Server },
    });
    playSocketRoutes(socket, ctx, {
      ...services.play,
      chat: services.gameChat,
      tournaments: services.tournaments.hub,
      clubChat: services.clubChat.port,
      clubGames: services.clubGames.port,
    });
  });
  // Platform services and the open API: bearer tokens, no cookies, no CSRF.
  await app.register(async (api) =>
    boardApiRoutes(api, ctx, {
      apiTokens: services.apiTokens,
      accounts: services.accounts,
      play: services.play,
      bots: services.botAccounts,
      bus: services.bus,
      clock: deps.clock,
      chat: services.gameChat,
    }),
  );
  // chess.com's published-data API: no credentials, any origin, on the main host and PUBLIC_API_HOST.
  const pub = createPub({
    accounts: services.accounts,
    profileText: (userId) => services.profiles.written(userId),
    archive: services.play.archive,
    followerCount: createFollowerCount(deps.db),
    isOnline: async (userId) =>
      (await services.play.presence.statuses([playerKey({ userId, guestId: null })]))[0] !== 'offline',
    openingOf: services.openings.openingOf,
    clock: deps.clock,
    clubs: createPubClubs(
      { ...services.clubs.pubSource, matches: (slug) => services.clubMatches.pubMatches(slug) },
      () => deps.clock.now(),
    ),
    leagues: (userId) => services.leagues.resultsOf(userId),
    matches: createPubMatches({
      match: (id) => services.clubMatches.publicView(id),
      games: (ids) => services.play.archive.byIds(ids),
      // The archives' PGN writer (with openings); `pub` exists by the time a board is asked for.
      pgn: (game, bases) => pub.pgnOf(game, bases),
    }),
  });
  await app.register(async (scope) => pubRoutes(scope, ctx, pub), { prefix: '/pub' });
  // lichess's game export (PGN, JSON, NDJSON): public, no credentials, any origin.
  await app.register(async (scope) =>
    gameExportRoutes(scope, ctx, { service: services.gameExport, lookup: services.openings.lookup }),
  );
  // Platform services (spec §7) under /platform: platform tokens from /bff-token, checked before the body is read.
  await app.register(async (platform) => {
    platform.addHook('onRequest', createPlatformBearer(platformTokens));
    settingsRoutes(platform, services.settings);
  });
  // Connect services (spec §7), one call each: the same tokens, checked before Connect reads the body.
  const connectAuth = platformConnectAuth(platformTokens);
  await registerConnectService(app, PLATFORM.themesBase, themesService(services.settings), connectAuth);
  await registerConnectService(app, PLATFORM.profileBase, profileService(), connectAuth);
  // Uploaded images, re-encoded and content-addressed: no session, cached for good.
  await app.register(async (uploads) => uploadsRoutes(uploads, services.uploads));
  await app.register(async (assets) => themeAssetsRoutes(assets, services.themeAssets));
  await app.register(async (engine) => engineRoutes(engine, services.engineFiles));
  await registerConnectService(
    app,
    PLATFORM.friendsSearchBase,
    services.friendsSearch,
    connectAuth,
    FRIENDS_SEARCH_JSON,
  );
  // The sandbox provider's hosted checkout: its own API, outside the web scope (no session of ours).
  if (sandboxTakesPayments)
    await app.register(async (sandbox) => sandboxPayRoutes(sandbox, ctx, services.sandboxPay));
  // The member page answers POST too: a web callback like the others (Origin and CSRF on that route).
  await app.register(async (pages) =>
    pagesRoutes(pages, ctx, {
      features: services.features,
      accounts: services.accounts,
      content: services.content,
      play: services.play,
      profiles: services.profiles,
      leagues: services.leagues,
      clubMatches: services.clubMatches,
      tournaments: services.tournaments,
    }),
  );

  return app;
}

const SWEEP_EVERY_MS = 60 * 60_000;

/** Expired rows are dead weight: drop them hourly (on several nodes this simply runs more often). */
function sweepHourly(app: FastifyInstance, what: string, sweep: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweep().catch((error) => app.log.warn({ err: error }, `${what} sweep failed`));
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
