import {
  NOTIFICATIONS,
  type NotificationData,
  type NotificationKind,
  type NotificationsPage,
  type ServerMessage,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { presentNotification } from './notifications.present';
import { type Actor, createNotificationsRepo } from './notifications.repo';
import type { NotificationRow } from './notifications.tables';

/** What any module may tell a member (the shared contract of issue 14). */
export interface NotifyInput {
  userId: number;
  kind: NotificationKind;
  actorId?: number | null;
  subject?: string | null;
  data?: NotificationData;
}

/** Pushes to a member's open tabs on every node: play's player hub. */
export interface NotificationPush {
  send(player: { userId: number; guestId: null }, message: ServerMessage): Promise<void>;
}

/** Blocks between members (modules/relations): nothing reaches a member from someone either blocks. */
export interface NotificationBlocks {
  isBlockedEither(a: number, b: number): Promise<boolean>;
}

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  push: NotificationPush;
  blocks: NotificationBlocks;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The bell: rows per member with their read state, each pushed at once to the member's open tabs
 * on every node with the new unread count. Telling someone is never worth failing the caller's
 * request over: `notify` logs what goes wrong and resolves.
 */
export function createNotifications(deps: NotificationsDeps) {
  const repo = createNotificationsRepo(deps.db);

  async function push(rows: NotificationRow[], actor: Actor | null): Promise<void> {
    const unread = await repo.unreadCounts(rows.map((row) => row.userId));
    await Promise.all(
      rows.map((row) =>
        deps.push.send(
          { userId: row.userId, guestId: null },
          {
            t: 'notification',
            notification: presentNotification({ ...row, actor }),
            unread: unread.get(row.userId) ?? 0,
          },
        ),
      ),
    );
  }

  /** The member's other tabs hear what was read and the count left. */
  async function readIn(userId: number, id: number | null): Promise<number> {
    const unread = await repo.unreadCount(userId);
    await deps.push.send({ userId, guestId: null }, { t: 'notification.read', id, unread });
    return unread;
  }

  /** One notification to each of `userIds` (no one twice, never the actor), inserted together. */
  async function fanOut(userIds: number[], input: Omit<NotifyInput, 'userId'>): Promise<void> {
    const actorId = input.actorId ?? null;
    const to = [...new Set(userIds)].filter((id) => id !== actorId);
    if (to.length === 0) return;
    const createdAt = deps.clock.now();
    const rows = await repo.insert(
      to.map((userId) => ({
        userId,
        kind: input.kind,
        actorId,
        subject: input.subject ?? null,
        data: input.data ?? {},
        createdAt,
      })),
    );
    await push(rows, actorId === null ? null : await repo.actor(actorId));
  }

  return {
    /** Tells one member; nothing when a block stands between them and the actor. Never throws. */
    async notify(input: NotifyInput): Promise<void> {
      try {
        const actorId = input.actorId ?? null;
        if (actorId !== null && (await deps.blocks.isBlockedEither(input.userId, actorId))) return;
        await fanOut([input.userId], input);
      } catch (error) {
        deps.logger.warn({ err: error, userId: input.userId, kind: input.kind }, 'notify failed');
      }
    },

    /**
     * Tells many members the same thing (a tracked member's game). No block check: the callers'
     * lists (trackers) never hold a member across a block. Never throws.
     */
    async notifyAll(userIds: number[], input: Omit<NotifyInput, 'userId'>): Promise<void> {
      try {
        await fanOut(userIds, input);
      } catch (error) {
        deps.logger.warn({ err: error, count: userIds.length, kind: input.kind }, 'notify failed');
      }
    },

    /** The member's notifications, newest first, NOTIFICATIONS.pageSize at a time. */
    async page(userId: number, cursor: string | undefined): Promise<NotificationsPage> {
      const [rows, unread] = await Promise.all([
        repo.page(userId, cursor === undefined ? undefined : Number(cursor), NOTIFICATIONS.pageSize + 1),
        repo.unreadCount(userId),
      ]);
      const shown = rows.slice(0, NOTIFICATIONS.pageSize);
      const more = rows.length > NOTIFICATIONS.pageSize;
      return {
        notifications: shown.map(presentNotification),
        nextCursor: more ? String(shown.at(-1)!.id) : null,
        unread,
      };
    },

    unreadCount: (userId: number) => repo.unreadCount(userId),

    /** Marks one read; 404 when the member has no such notification. Answers the unread count. */
    async markRead(userId: number, id: number): Promise<number> {
      if (!(await repo.markRead(userId, id, deps.clock.now())))
        throw notFound('There is no such notification.');
      return readIn(userId, id);
    },

    async markAllRead(userId: number): Promise<number> {
      await repo.markAllRead(userId, deps.clock.now());
      return readIn(userId, null);
    },

    /** Retention: read ones after NOTIFICATIONS.keepReadDays, and anything past a member's newest keepPerMember. */
    async sweep(): Promise<number> {
      const cutoff = new Date(deps.clock.now().getTime() - NOTIFICATIONS.keepReadDays * DAY_MS);
      return (await repo.deleteReadBefore(cutoff)) + (await repo.deleteBeyond(NOTIFICATIONS.keepPerMember));
    },
  };
}

export type Notifications = ReturnType<typeof createNotifications>;
