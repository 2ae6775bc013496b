import type { Db } from './db/db';
import type { AccountsService, StaffAccounts } from './modules/accounts';
import { createGameChat, createMessages, type MessageNotifier, type MuteCheck } from './modules/messages';
import { createModeration, type ModerationNotifier, type ReportEvidence } from './modules/moderation';
import type { Notifications } from './modules/notifications';
import type { Play } from './modules/play';
import type { Relations } from './modules/relations';
import type { Bus } from './platform/bus';
import type { Clock } from './platform/clock';
import type { Logger } from './platform/logger';
import type { RateLimiter } from './platform/rate-limit';

/** What members say to each other and what moderators do about it stand on; tests replace the notices and mutes. */
export interface ConductWiring {
  db: Db;
  clock: Clock;
  logger: Logger;
  bus: Bus;
  rateLimiter: RateLimiter;
  accounts: AccountsService;
  staffAccounts: StaffAccounts;
  relations: Relations;
  notifications: Notifications;
  play: Play;
  /** Whether a video may be reported: content is built after these, and a report only comes once both exist. */
  videoPublished: (slug: string) => Promise<boolean>;
  moderation?: { evidence?: Partial<ReportEvidence>; notify?: ModerationNotifier };
  mutedUntil?: MuteCheck;
  messageNotifier?: MessageNotifier;
}

/** Moderation (reports, mutes), direct messages and game chat. */
export function createConductServices(wiring: ConductWiring) {
  const { play, notifications } = wiring;
  // Moderation reads a member's messages and messages ask moderation for mutes: each reaches the
  // other through a function called only once both exist.
  const moderation = createModeration({
    db: wiring.db,
    clock: wiring.clock,
    logger: wiring.logger,
    members: wiring.accounts,
    closer: wiring.staffAccounts,
    evidence: {
      recentGames: (userId, limit) => play.finishedGames.of(userId, {}, limit),
      recentMessages: (userId, limit) => messages.recentMessagesBy(userId, limit),
      ...wiring.moderation?.evidence,
    },
    notify: wiring.moderation?.notify ?? ((notice) => notifications.notify(notice)),
    videos: { published: wiring.videoPublished },
  });
  const mutedUntil: MuteCheck = wiring.mutedUntil ?? ((userId) => moderation.mutedUntil(userId));
  const messages = createMessages({
    db: wiring.db,
    clock: wiring.clock,
    logger: wiring.logger,
    members: wiring.accounts,
    blocks: wiring.relations,
    mutedUntil,
    push: play.players,
    notify: wiring.messageNotifier ?? ((input) => notifications.notify(input)),
  });
  const gameChat = createGameChat({
    db: wiring.db,
    clock: wiring.clock,
    bus: wiring.bus,
    limiter: wiring.rateLimiter,
    games: play.games,
    blocks: wiring.relations,
    mutedUntil,
  });
  return { moderation, mutedUntil, messages, gameChat };
}
