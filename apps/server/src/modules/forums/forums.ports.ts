/** What forums need of other modules, wired in services.ts (tests may pass their own). */
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';

/** Whether a block stands between two members either way (modules/relations). */
export interface ForumBlocks {
  isBlockedEither(a: number, b: number): Promise<boolean>;
}

/** When a member's mute ends, null when not muted (modules/moderation's `mutedUntil`). */
export type ForumMuteCheck = (userId: number) => Promise<Date | null>;

/** Tells a subscriber of a new post (modules/notifications' `notify`: it skips blocked pairs, never throws). */
export type ForumNotifier = (input: {
  userId: number;
  kind: 'forum_reply';
  actorId: number;
  subject: string;
  data: { title: string };
}) => Promise<void>;

/** The clubs a club's forum belongs to (modules/clubs): who may write there, and its name. */
export interface ForumClubs {
  clubOf(clubId: number): Promise<{ slug: string; name: string } | null>;
  isMember(clubId: number, userId: number): Promise<boolean>;
}

/** What the forums service is built with. */
export interface ForumsDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  blocks: ForumBlocks;
  mutedUntil: ForumMuteCheck;
  notify: ForumNotifier;
  /** Late-bound: clubs are built after forums (they open a category per club). */
  clubs: () => ForumClubs | null;
}
