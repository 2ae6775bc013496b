import type { AssignableLevel } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import { MARKDOWN_RENDERER_VERSION, renderMarkdown } from '../../platform/markdown';
import { directMessages, messageThreads } from './messages.tables';

/** Conversations between demo accounts, oldest line first; the last line stays unread for its recipient. */
const THREADS: [AssignableLevel, AssignableLevel, string[]][] = [
  [
    'gold',
    'basic',
    [
      'Good game yesterday! That **knight sacrifice** on f7 caught me off guard.',
      'Thanks! I saw it in a video: https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'Rematch tonight at 8? Blitz, 5+3.',
    ],
  ],
  ['platinum', 'diamond', ['Are you joining the club tournament on Saturday?', 'Yes, see you there!']],
];

/** Seeds the demo's direct messages (in the demo's transaction, so only on a fresh demo). */
export async function seedDemoMessages(
  tx: DbOrTx,
  idOf: ReadonlyMap<AssignableLevel, number>,
  now: Date,
): Promise<void> {
  for (const [first, second, lines] of THREADS) {
    const a = idOf.get(first);
    const b = idOf.get(second);
    if (!a || !b) continue;
    const [thread] = await tx
      .insert(messageThreads)
      .values({ lowUserId: Math.min(a, b), highUserId: Math.max(a, b), lastMessageAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!thread) continue;
    let lastId = 0;
    for (const [i, body] of lines.entries()) {
      const [row] = await tx
        .insert(directMessages)
        .values({
          threadId: thread.id,
          senderId: i % 2 === 0 ? a : b,
          body,
          html: renderMarkdown(body, { profile: 'inline' }),
          htmlVersion: MARKDOWN_RENDERER_VERSION,
          createdAt: new Date(now.getTime() - (lines.length - 1 - i) * 60_000),
        })
        .returning({ id: directMessages.id });
      lastId = row!.id;
    }
    const lastTo = (lines.length - 1) % 2 === 0 ? b : a;
    await tx
      .update(messageThreads)
      .set({ lastMessageId: lastId, ...(lastTo === thread.lowUserId ? { lowUnread: 1 } : { highUnread: 1 }) })
      .where(eq(messageThreads.id, thread.id));
  }
}
