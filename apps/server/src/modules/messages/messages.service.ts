import {
  INBOX_PAGE_SIZE,
  type InboxPage,
  MESSAGES_TEXTS,
  type SendMessageResponse,
  THREAD_PAGE_SIZE,
  type ThreadPage,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { AppError, notFound } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { isStale, MARKDOWN_RENDERER_VERSION, renderMarkdown } from '../../platform/markdown';
import { presentMemberProfile, type UserRow } from '../accounts';
import type { BlockCheck, MemberPush, MessageNotifier, MuteCheck } from './messages.ports';
import { presentMember, presentMessage, previewOf } from './messages.present';
import { createMessagesRepo, type MessageRow } from './messages.repo';
import { refuseMuted } from './mute';

/** How messages find the member they name: modules/accounts, by username. */
export interface MessageDirectory {
  findByUsername(username: string): Promise<UserRow | null>;
}

export interface MessagesDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  members: MessageDirectory;
  blocks: BlockCheck;
  mutedUntil: MuteCheck;
  push: MemberPush;
  notify: MessageNotifier;
}

const render = (body: string) => renderMarkdown(body, { profile: 'inline' });

/**
 * Direct messages between members: one thread per pair, unread counts per side. A block either
 * way stops new messages (the history stays readable); a muted member sends nothing.
 */
export function createMessages(deps: MessagesDeps) {
  const repo = createMessagesRepo(deps.db);

  /** The other member of a conversation: exists, open, not oneself. */
  async function partner(me: UserRow, username: string): Promise<UserRow> {
    const them = await deps.members.findByUsername(username);
    if (!them || presentMemberProfile(them).closed) throw notFound(MESSAGES_TEXTS.noSuchMember(username));
    if (them.userId === me.userId) throw new AppError('message_self', 400, MESSAGES_TEXTS.message_self);
    return them;
  }

  /** Messages whose cached HTML an older renderer made are rendered again, and saved. */
  async function current(rows: MessageRow[]): Promise<MessageRow[]> {
    return Promise.all(
      rows.map(async (row) => {
        if (!isStale(row.htmlVersion)) return row;
        const html = render(row.body);
        await repo.saveHtml(deps.db, row.id, html, MARKDOWN_RENDERER_VERSION);
        return { ...row, html, htmlVersion: MARKDOWN_RENDERER_VERSION };
      }),
    );
  }

  /** After the commit: pushes and the notification are news, so a failure is logged, not thrown. */
  async function announce(me: UserRow, them: UserRow, threadId: number, message: MessageRow): Promise<void> {
    try {
      const [theirs, mine] = await Promise.all([repo.unreadTotal(them.userId), repo.unreadTotal(me.userId)]);
      await Promise.all([
        deps.push.send(
          { userId: them.userId, guestId: null },
          {
            t: 'dm',
            threadId,
            with: presentMember(me),
            message: presentMessage(message, them.userId),
            unreadTotal: theirs,
          },
        ),
        deps.push.send(
          { userId: me.userId, guestId: null },
          {
            t: 'dm',
            threadId,
            with: presentMember(them),
            message: presentMessage(message, me.userId),
            unreadTotal: mine,
          },
        ),
        deps.notify({
          userId: them.userId,
          kind: 'message',
          actorId: me.userId,
          subject: String(threadId),
          data: { preview: previewOf(message.body) },
        }),
      ]);
    } catch (error) {
      deps.logger.warn({ err: error, threadId }, 'message announcement failed');
    }
  }

  return {
    async inbox(me: UserRow, page: number): Promise<InboxPage> {
      const [rows, unreadTotal] = await Promise.all([
        repo.inbox(me.userId, (page - 1) * INBOX_PAGE_SIZE, INBOX_PAGE_SIZE + 1),
        repo.unreadTotal(me.userId),
      ]);
      return {
        threads: rows.slice(0, INBOX_PAGE_SIZE).map((row) => ({
          threadId: row.thread.id,
          with: presentMember(row.other),
          lastMessage: {
            preview: previewOf(row.last.body),
            mine: row.last.senderId === me.userId,
            createdAt: row.last.createdAt.toISOString(),
          },
          unread: Number(row.unread),
        })),
        page,
        hasMore: rows.length > INBOX_PAGE_SIZE,
        unreadTotal,
      };
    },

    async thread(me: UserRow, username: string, before: number | undefined): Promise<ThreadPage> {
      const them = await partner(me, username);
      const [thread, blocked] = await Promise.all([
        repo.thread(me.userId, them.userId),
        deps.blocks.isBlockedEither(me.userId, them.userId),
      ]);
      const rows = thread ? await repo.messages(thread.id, before, THREAD_PAGE_SIZE + 1) : [];
      const page = await current(rows.slice(0, THREAD_PAGE_SIZE));
      return {
        with: presentMember(them),
        messages: page.reverse().map((row) => presentMessage(row, me.userId)),
        hasMore: rows.length > THREAD_PAGE_SIZE,
        blocked,
      };
    },

    /** Stores the message, then pushes it to both members' tabs and notifies the recipient. */
    async send(me: UserRow, username: string, text: string): Promise<SendMessageResponse> {
      const them = await partner(me, username);
      await refuseMuted(deps.mutedUntil, me.userId, deps.clock.now());
      if (await deps.blocks.isBlockedEither(me.userId, them.userId)) {
        throw new AppError('message_blocked', 403, MESSAGES_TEXTS.message_blocked);
      }
      const { thread, message } = await repo.send(me.userId, them.userId, {
        senderId: me.userId,
        body: text,
        html: render(text),
        htmlVersion: MARKDOWN_RENDERER_VERSION,
        createdAt: deps.clock.now(),
      });
      void announce(me, them, thread.id, message);
      return { message: presentMessage(message, me.userId) };
    },

    /** Everything `username` sent the member is read; answers the member's unread total after it. */
    async markRead(me: UserRow, username: string): Promise<{ unreadTotal: number }> {
      const them = await partner(me, username);
      const thread = await repo.thread(me.userId, them.userId);
      if (thread) await repo.markRead(thread, me.userId);
      return { unreadTotal: await repo.unreadTotal(me.userId) };
    },

    /** The member's latest messages, newest first (the moderation queue's evidence). */
    recentMessagesBy: (userId: number, limit: number) => repo.sentBy(userId, limit),
  };
}

export type Messages = ReturnType<typeof createMessages>;
