import { randomUUID } from 'node:crypto';
import type { AssignableLevel } from '@kingside/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import { MARKDOWN_RENDERER_VERSION, renderMarkdown } from '../../platform/markdown';
import { forumCategories, forumPosts, forumSubscriptions, forumTopics } from './forums.tables';

/** The site-wide forums every install starts with (the community migration inserts the same rows). */
export const DEFAULT_FORUM_CATEGORIES = [
  { slug: 'general', name: 'General Chess Discussion', description: 'Anything about chess.' },
  { slug: 'openings', name: 'Chess Openings', description: 'Lines, ideas and repertoires.' },
  { slug: 'game-analysis', name: 'Game Analysis', description: 'Share a game and ask what went wrong.' },
  { slug: 'site-feedback', name: 'Site Feedback', description: 'Ideas and problems with Kingside.' },
] as const;

/** Demo topics: category slug, title, then posts as (writer, text), oldest first. */
const TOPICS: [string, string, [AssignableLevel, string][], { pinned?: boolean }][] = [
  [
    'general',
    'Welcome to the Kingside forums',
    [
      [
        'staff',
        'Say hello, share your games and ask anything about chess.\n\n- Be kind\n- No spam\n- Report what breaks the rules',
      ],
      ['basic', 'Hello everyone! Looking forward to some **blitz** games.'],
    ],
    { pinned: true },
  ],
  [
    'openings',
    'Is the London System really that boring?',
    [
      ['gold', 'Every club player I meet plays `1.d4 2.Bf4`. Is it worth learning something sharper?'],
      ['platinum', 'It is solid. Learn the ideas, not the moves: the *c4 break* makes it far less dull.'],
      ['diamond', 'Try the Jobava London if you want the same setup with more fire.'],
    ],
    {},
  ],
  [
    'game-analysis',
    'My first win against a 1600',
    [
      [
        'silver',
        'I finally did it: a queen sacrifice on move 23 that actually worked. Any tips to convert faster?',
      ],
    ],
    {},
  ],
];

/** Seeds the demo's forum topics (in the demo's transaction, so only on a fresh demo). */
export async function seedDemoForums(tx: DbOrTx, idOf: ReadonlyMap<AssignableLevel, number>, now: Date) {
  await tx
    .insert(forumCategories)
    .values(DEFAULT_FORUM_CATEGORIES.map((c, position) => ({ ...c, position, createdAt: now })))
    .onConflictDoNothing();
  for (const [i, [slug, title, posts, { pinned }]] of TOPICS.entries()) {
    const [category] = await tx.select().from(forumCategories).where(eq(forumCategories.slug, slug));
    const authorId = idOf.get(posts[0]![0]);
    if (!category || !authorId) continue;
    const start = new Date(now.getTime() - (TOPICS.length - i) * 3_600_000);
    const [topic] = await tx
      .insert(forumTopics)
      .values({
        uuid: randomUUID(),
        categoryId: category.id,
        authorId,
        title,
        pinned: pinned ?? false,
        postCount: posts.length,
        createdAt: start,
        lastPostAt: new Date(start.getTime() + (posts.length - 1) * 600_000),
      })
      .returning();
    for (const [n, [writer, body]] of posts.entries()) {
      const userId = idOf.get(writer);
      if (!userId) continue;
      await tx.insert(forumPosts).values({
        topicId: topic!.id,
        authorId: userId,
        body,
        html: renderMarkdown(body, { profile: 'document' }),
        htmlVersion: MARKDOWN_RENDERER_VERSION,
        createdAt: new Date(start.getTime() + n * 600_000),
      });
      await tx
        .insert(forumSubscriptions)
        .values({ topicId: topic!.id, userId, createdAt: start })
        .onConflictDoNothing();
    }
    await tx
      .update(forumCategories)
      .set({ topicCount: sql`${forumCategories.topicCount} + 1` })
      .where(eq(forumCategories.id, category.id));
  }
}
