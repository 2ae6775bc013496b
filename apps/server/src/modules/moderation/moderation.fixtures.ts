/** Test helpers for the moderation tests (not used by the app). */
import { asc } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app';
import type { ServiceDeps } from '../../services';
import { auditLog } from '../accounts/account-audit.tables';
import { contentItems, contentVideos } from '../content/content.tables';
import type { ModerationNotice } from './moderation.ports';
import { mutes, reports } from './moderation.tables';

/** Fakes for the ports the integrator wires: messages' recent messages and the notifier. */
export function fakePorts() {
  const notices: ModerationNotice[] = [];
  // Games come from play itself: only messages and notices are faked.
  const ports: NonNullable<ServiceDeps['moderation']> = {
    evidence: {
      recentMessages: async (userId, limit) =>
        [
          {
            id: userId * 10,
            threadId: userId * 100,
            toUsername: 'someone',
            body: `message of ${userId}`,
            createdAt: new Date('2026-05-30T10:00:00Z'),
          },
        ].slice(0, limit),
    },
    notify: async (notice) => {
      notices.push(notice);
    },
  };
  return { ports, notices };
}

/** Every report, mute and audit row in a stable order: "nothing changed" is two equal snapshots. */
export async function moderationRows(t: TestApp) {
  const db = t.testDb.database.db;
  return {
    reports: await db.select().from(reports).orderBy(asc(reports.id)),
    mutes: await db.select().from(mutes).orderBy(asc(mutes.userId)),
    audit: await db.select().from(auditLog).orderBy(asc(auditLog.id)),
  };
}

/** Published chess videos (links) with these slugs: only a published video can be reported. */
export async function publishedVideos(t: TestApp, slugs: string[]): Promise<void> {
  const db = t.testDb.database.db;
  const at = new Date(t.clock.now().getTime() - 1000);
  const items = await db
    .insert(contentItems)
    .values(
      slugs.map((slug) => ({
        kind: 'chess_video' as const,
        slug,
        title: slug,
        body: '',
        html: '',
        htmlVersion: 1,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .returning({ id: contentItems.id });
  await db
    .insert(contentVideos)
    .values(items.map(({ id }) => ({ itemId: id, linkUrl: 'https://vimeo.com/1', premium: false })));
}
