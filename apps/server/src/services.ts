import type { Config } from './config';
import type { Db } from './db/db';
import {
  createAccountSecurity,
  createAccountsService,
  createPasswordHasher,
  createStaffAccounts,
} from './modules/accounts';
import { createApiTokens } from './modules/api-tokens';
import type { BillingProvider, CouponPort } from './modules/billing';
import { createBotAccounts } from './modules/board-api';
import { createClientMetrics } from './modules/client-metrics';
import { storeDemoVideo } from './modules/content';
import { createDemoService } from './modules/demo/demo.service';
import { createEngineFiles } from './modules/engine';
import { createGameExport } from './modules/game-export';
import { createInsights } from './modules/insights';
import type { MessageNotifier, MuteCheck } from './modules/messages';
import type { ModerationNotifier, ReportEvidence } from './modules/moderation';
import { createNotifications } from './modules/notifications';
import { createOpenings } from './modules/openings';
import { createPuzzleMining, createPuzzles } from './modules/puzzles';
import { createRelations } from './modules/relations';
import { createReview } from './modules/review';
import { createSettingsService } from './modules/settings';
import { createSurveys } from './modules/surveys';
import { createThemeAssets } from './modules/themes';
import { createTwoFactorService } from './modules/two-factor';
import { createBus } from './platform/bus';
import type { Clock } from './platform/clock';
import type { DatabaseKind } from './platform/db/database';
import { createFeatures } from './platform/features';
import type { Logger } from './platform/logger';
import { createMailTransport } from './platform/mail';
import { createRateLimiter } from './platform/rate-limit';
import { loadOrCreateSecret } from './platform/secret';
import { createUploadStore } from './platform/uploads';
import { createCommunityServices } from './services.community';
import { createConductServices } from './services.conduct';
import { createContentServices } from './services.content';
import { createMemberServices } from './services.members';
import { createMembershipServices } from './services.membership';
import { createPlayServices } from './services.play';
import { createStatsServices } from './services.stats';

export interface ServiceDeps {
  db: Db;
  /** Which database `db` is: the embedded one has a single writer (modules/play's committer). */
  databaseKind: DatabaseKind;
  clock: Clock;
  config: Config;
  logger: Logger;
  /** The payment provider; by default the one the configuration selects (tests pass their own). */
  billingProvider?: BillingProvider;
  /** Coupons for checkouts; by default modules/coupons (tests may pass their own). */
  coupons?: CouponPort;
  /** The moderation queue's evidence and notices (tests pass fakes). */
  moderation?: { evidence?: Partial<ReportEvidence>; notify?: ModerationNotifier };
  /** When a member's mute ends (modules/moderation); tests pass their own. */
  mutedUntil?: MuteCheck;
  /** Tells a member of a new message (modules/notifications); tests pass their own. */
  messageNotifier?: MessageNotifier;
}

/** The domain services, built once per process; routes, the CLI and the admin channel all go through these. */
export function createServices(deps: ServiceDeps) {
  const { config } = deps;
  const hasher = createPasswordHasher({ fast: config.argon2Fast });
  const bus = createBus({ redisUrl: config.redisUrl, prefix: config.redisPrefix, logger: deps.logger });
  const rateLimiter = createRateLimiter({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    clock: deps.clock,
  });
  const accounts = createAccountsService({ db: deps.db, clock: deps.clock, bus, hasher });
  const relations = createRelations({
    db: deps.db,
    clock: deps.clock,
    bus,
    members: accounts,
    // Late-bound: the bell pushes through play's player hub, and play reports to the bell.
    notifier: (input) => notifications.notify(input),
    push: (userId, username) =>
      play.players
        .send({ userId, guestId: null }, { t: 'relation', username })
        .catch((error) => deps.logger.warn({ err: error, userId }, 'relation push failed')),
  });
  const notifications = createNotifications({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    push: { send: (player, message) => play.players.send(player, message) },
    blocks: relations,
  });
  // Built before play, which asks it who may use the lobby; it asks play only when called.
  const botAccounts = createBotAccounts({
    db: deps.db,
    clock: deps.clock,
    hasPlayed: (userId) => play.activity.hasPlayed(userId),
  });
  const openings = createOpenings({
    dir: config.openingsDir,
    onMissing: (dir) => deps.logger.warn({ dir }, 'No opening table (OPENINGS_DIR): games go unnamed'),
  });
  const { play, tournaments, leagues } = createPlayServices({
    db: deps.db,
    databaseKind: deps.databaseKind,
    clock: deps.clock,
    config,
    logger: deps.logger,
    bus,
    accounts,
    relations,
    notifications,
    botAccounts,
    openings,
    // Built below: the home feed reads the players' games again, club pages hear of members' games.
    later: {
      feedGamesEnded: (userIds) => homeFeed.gamesEnded(userIds),
      clubMatches: () => clubMatches,
      clubGames: () => clubGames,
      tournamentClubs: () => clubs.tournamentHosts,
    },
  });
  const mail = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    clock: deps.clock,
    logger: deps.logger,
  });
  const serverSecret = async () => config.sessionSecret ?? loadOrCreateSecret(deps.db, deps.clock);
  const { entitlements, sandboxPay, coupons, billing } = createMembershipServices({
    config,
    db: deps.db,
    clock: deps.clock,
    bus,
    logger: deps.logger,
    serverSecret,
    accounts,
    play,
    billingProvider: deps.billingProvider,
    coupons: deps.coupons,
  });
  const features = createFeatures({ db: deps.db, clock: deps.clock, bus, defaults: config.features });
  const uploads = createUploadStore(config.dataDir);
  const { profiles, friendInvites, social, friendsSearch } = createMemberServices({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    mail,
    features,
    uploads,
    serverSecret,
    accounts,
    relations,
    play,
  });
  const staffAccounts = createStaffAccounts({ db: deps.db, clock: deps.clock, bus });
  const { moderation, mutedUntil, messages, gameChat } = createConductServices({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    bus,
    rateLimiter,
    accounts,
    staffAccounts,
    relations,
    notifications,
    play,
    videoPublished: async (slug) =>
      (await content.page('chess_video', slug, { user: null, staff: false })) !== null,
    moderation: deps.moderation,
    mutedUntil: deps.mutedUntil,
    messageNotifier: deps.messageNotifier,
  });
  const { content, videoStore, videos, comments, homeFeed, lessons, authorRole } = createContentServices({
    db: deps.db,
    clock: deps.clock,
    dataDir: config.dataDir,
    bus,
    uploads,
    entitlements,
    relations,
    moderation,
    play,
    accounts,
  });
  const { forums, clubs, clubChat, clubGames, clubMatches, matchSweeper } = createCommunityServices({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    bus,
    rateLimiter,
    accounts,
    relations,
    notifications,
    play,
    mutedUntil,
  });
  const puzzles = createPuzzles({ db: deps.db, clock: deps.clock, entitlements });
  return {
    bus,
    rateLimiter,
    mail,
    accounts,
    accountSecurity: createAccountSecurity({
      db: deps.db,
      clock: deps.clock,
      bus,
      hasher,
      mail,
      logger: deps.logger,
    }),
    billing,
    apiTokens: createApiTokens({ db: deps.db, clock: deps.clock }),
    botAccounts,
    clientMetrics: createClientMetrics({ db: deps.db, clock: deps.clock }),
    content,
    comments,
    homeFeed,
    authorRole,
    coupons,
    demo: createDemoService({
      db: deps.db,
      clock: deps.clock,
      hasher,
      avatars: async (members) => {
        for (const member of members) await profiles.giveGeneratedAvatar(member.userId, member.username);
      },
      demoVideo: () => storeDemoVideo(videoStore),
    }),
    entitlements,
    leagues,
    insights: createInsights({ entitlements, play }),
    stats: createStatsServices({
      config,
      db: deps.db,
      clock: deps.clock,
      play,
      accounts,
      entitlements,
      puzzles,
      lessons,
    }),
    puzzles,
    lessons,
    puzzleMining: createPuzzleMining({
      db: deps.db,
      clock: deps.clock,
      logger: deps.logger,
      endedGames: play.endedGames,
    }),
    openings,
    gameExport: createGameExport({
      findGame: (id) => play.games.findGame(id),
      archivePages: play.archivePages,
      findMember: (username) => accounts.findByUsername(username),
    }),
    features,
    play,
    messages,
    gameChat,
    relations,
    notifications,
    friendInvites,
    social,
    friendsSearch,
    twoFactor: createTwoFactorService({
      db: deps.db,
      clock: deps.clock,
      serverSecret,
    }),
    sandboxPay,
    settings: createSettingsService({ db: deps.db, clock: deps.clock }),
    themeAssets: createThemeAssets(),
    engineFiles: createEngineFiles(),
    profiles,
    uploads,
    videoStore,
    videos,
    staffAccounts,
    moderation,
    forums,
    clubs,
    clubChat,
    clubGames,
    clubMatches,
    matchSweeper,
    surveys: createSurveys({ db: deps.db, clock: deps.clock }),
    review: createReview({
      db: deps.db,
      clock: deps.clock,
      findGame: (id) => play.games.findGame(id),
      isBook: (fen) => openings.openingOfFen(fen) !== null,
    }),
    tournaments,
    /** Closes the connections the services hold (the database is its opener's to close). */
    async close() {
      // Play first: what its sockets' last moments write still needs the bus.
      await play.close();
      await Promise.all([bus.close(), rateLimiter.close(), mail.close()]);
    },
  };
}

export type Services = ReturnType<typeof createServices>;
