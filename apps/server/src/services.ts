import path from 'node:path';
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
import { createBotAccounts, withApiEvents } from './modules/board-api';
import { createClientMetrics } from './modules/client-metrics';
import { withClubGames, withClubMatchResults } from './modules/clubs';
import { storeDemoVideo, withFeedGames } from './modules/content';
import { createDemoService } from './modules/demo/demo.service';
import { createEngineFiles } from './modules/engine';
import { createGameExport } from './modules/game-export';
import { createInsights } from './modules/insights';
import { createLeagues, withLeagueTrophies } from './modules/leagues';
import { createProfiles } from './modules/members';
import { createGameChat, createMessages, type MessageNotifier, type MuteCheck } from './modules/messages';
import { createModeration, type ModerationNotifier, type ReportEvidence } from './modules/moderation';
import { createGameNotices, createNotifications } from './modules/notifications';
import { createOpenings } from './modules/openings';
import { bestRatingSql, createPlay, playerKey } from './modules/play';
import { createPuzzleMining, createPuzzles } from './modules/puzzles';
import {
  createFriendInvites,
  createRelations,
  createSocial,
  friendsSearchService,
} from './modules/relations';
import { createReview } from './modules/review';
import { createSettingsService } from './modules/settings';
import { createSurveys } from './modules/surveys';
import { createThemeAssets } from './modules/themes';
import { createTournaments, withTournamentResults } from './modules/tournaments';
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
import { createContentServices } from './services.content';
import { createMembershipServices } from './services.membership';
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
  // Asks play for an ended game only when play tells it one ended.
  const leagues = createLeagues({
    db: deps.db,
    clock: deps.clock,
    bus,
    logger: deps.logger,
    finishedGame: (gameId) => play.games.findGame(gameId),
    ratedLiveGamesEnded: (cursor, before, limit) => play.endedGames.ratedLive(cursor, before, limit),
    findMember: (username) => accounts.findByUsername(username),
    timezoneOf: async (userId) => (await accounts.findByIds([userId]))[0]?.timezone ?? null,
  });
  const openings = createOpenings({
    dir: config.openingsDir,
    onMissing: (dir) => deps.logger.warn({ dir }, 'No opening table (OPENINGS_DIR): games go unnamed'),
  });
  const play = createPlay({
    db: deps.db,
    clock: deps.clock,
    bus,
    logger: deps.logger,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    singleWriter: deps.databaseKind === 'pglite',
    journalDir: config.playJournal ? path.join(config.dataDir, 'play-journal') : null,
    timings: config.playTimings,
    relations,
    // Late-bound: club matches count the results of the games play starts for them.
    notices: withClubGames(
      withClubMatchResults(
        withLeagueTrophies(
          withTournamentResults(
            withFeedGames(
              withApiEvents(createGameNotices({ notifications, trackers: relations }), bus),
              // Built below: the home feed reads the players' games again.
              (userIds) => homeFeed.gamesEnded(userIds),
            ),
            // Built below: it asks play only when called, and play tells it of every game that ends.
            (gameId) => tournaments.gameEnded(gameId),
          ),
          (gameId) => leagues.gameFinished(gameId),
        ),
        () => clubMatches,
      ),
      // Built below: club pages hear of their members' games starting and ending.
      () => clubGames,
    ),
    mayUseLobby: async (userId) => !(await botAccounts.isBot(userId)),
    nameOpening: openings.lookup,
  });
  const tournaments = createTournaments({
    db: deps.db,
    clock: deps.clock,
    bus,
    logger: deps.logger,
    rating: (userId, speed) => play.rating(userId, speed),
    usernames: async (userIds) =>
      new Map((await accounts.findByIds(userIds)).map((user) => [user.userId, user.username])),
    // Built below with the community services.
    clubs: () => clubs.tournamentHosts,
    games: {
      create: async (input) =>
        (
          await play.games.create({
            ...input,
            white: { ...input.white, guestId: null },
            black: { ...input.black, guestId: null },
          })
        ).id,
      ended: async (gameId) => {
        const game = await play.games.view(gameId, null);
        if (!game || game.status === 'started') return null;
        return { status: game.status, winner: game.winner, plies: game.moves.length, berserk: game.berserk };
      },
      paired: (userId, gameId) => play.players.send({ userId, guestId: null }, { t: 'paired', gameId }),
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
  const profiles = createProfiles({
    db: deps.db,
    clock: deps.clock,
    accounts,
    relations,
    play,
    features,
    uploads,
  });
  const friendInvites = createFriendInvites({ relations, serverSecret, logger: deps.logger });
  const staffAccounts = createStaffAccounts({ db: deps.db, clock: deps.clock, bus });
  // Moderation reads a member's messages and messages ask moderation for mutes: each reaches the
  // other through a function called only once both exist.
  const moderation = createModeration({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    members: accounts,
    closer: staffAccounts,
    evidence: {
      recentGames: (userId, limit) => play.finishedGames.of(userId, {}, limit),
      recentMessages: (userId, limit) => messages.recentMessagesBy(userId, limit),
      ...deps.moderation?.evidence,
    },
    notify: deps.moderation?.notify ?? ((notice) => notifications.notify(notice)),
    // Late-bound: content is made below; a report only comes once both exist.
    videos: {
      published: async (slug) =>
        (await content.page('chess_video', slug, { user: null, staff: false })) !== null,
    },
  });
  const mutedUntil: MuteCheck = deps.mutedUntil ?? ((userId) => moderation.mutedUntil(userId));
  const messages = createMessages({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    members: accounts,
    blocks: relations,
    mutedUntil,
    push: play.players,
    notify: deps.messageNotifier ?? ((input) => notifications.notify(input)),
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
  const gameChat = createGameChat({
    db: deps.db,
    clock: deps.clock,
    bus,
    limiter: rateLimiter,
    games: play.games,
    blocks: relations,
    mutedUntil,
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
    social: createSocial({ db: deps.db, clock: deps.clock, invites: friendInvites, mail }),
    friendsSearch: friendsSearchService({
      db: deps.db,
      serverSecret,
      facts: {
        presence: (userIds) =>
          play.presence.statuses(userIds.map((userId) => playerKey({ userId, guestId: null }))),
        bestRating: bestRatingSql,
      },
    }),
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
