import type { Db } from './db/db';
import type { AccountsService } from './modules/accounts';
import {
  createAuthorRole,
  createComments,
  createContent,
  createHomeFeed,
  createVideos,
} from './modules/content';
import type { Entitlements } from './modules/entitlements';
import { createLessons } from './modules/lessons';
import type { Moderation } from './modules/moderation';
import type { Play } from './modules/play';
import type { Relations } from './modules/relations';
import type { Bus } from './platform/bus';
import type { Clock } from './platform/clock';
import { createVideoStore, type UploadStore } from './platform/uploads';

/** What the content services stand on: the platform's wiring and the services built before them. */
export interface ContentWiring {
  db: Db;
  clock: Clock;
  /** Where uploaded videos are kept (config.dataDir). */
  dataDir: string;
  bus: Bus;
  uploads: UploadStore;
  entitlements: Entitlements;
  relations: Relations;
  moderation: Moderation;
  play: Play;
  accounts: AccountsService;
}

/** Articles, news, blogs and videos, their comments, the author role, the home feed, and the lesson courses built on them. */
export function createContentServices(wiring: ContentWiring) {
  const content = createContent({
    db: wiring.db,
    clock: wiring.clock,
    bus: wiring.bus,
    uploads: wiring.uploads,
  });
  const videoStore = createVideoStore(wiring.dataDir);
  const videos = createVideos({
    db: wiring.db,
    content,
    store: videoStore,
    entitlements: wiring.entitlements,
  });
  const comments = createComments({
    db: wiring.db,
    clock: wiring.clock,
    bus: wiring.bus,
    content,
    blocks: wiring.relations,
    report: (reporter, commentId, authorId, reason, details) =>
      wiring.moderation.reports.reportComment(reporter, commentId, authorId, reason, details),
  });
  const authorRole = createAuthorRole({
    db: wiring.db,
    clock: wiring.clock,
    findByUsername: (username) => wiring.accounts.findByUsername(username),
  });
  const homeFeed = createHomeFeed({
    clock: wiring.clock,
    bus: wiring.bus,
    content,
    comments,
    followeesOf: (userId, limit) => wiring.relations.followeesOf(userId, limit),
    gamesOf: (userIds, limit) => wiring.play.latestGames.of(userIds, limit),
    membersById: (userIds) => wiring.accounts.findByIds(userIds),
  });
  const lessons = createLessons({
    db: wiring.db,
    clock: wiring.clock,
    entitlements: wiring.entitlements,
    content,
  });
  return { content, videoStore, videos, comments, homeFeed, lessons, authorRole };
}
