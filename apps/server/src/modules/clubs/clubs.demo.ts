import type { AssignableLevel } from '@kingside/contract';

import type { DbOrTx } from '../../db/db';
import { MARKDOWN_RENDERER_VERSION, renderMarkdown } from '../../platform/markdown';
import { clubChatLines, clubMembers, clubNews, clubs } from './clubs.tables';

/** Demo clubs: slug, name, policy, country, and members (the first owns it, the second is an admin). */
const CLUBS: [string, string, 'open' | 'request', string, AssignableLevel[], string][] = [
  [
    'knights-of-the-square',
    'Knights of the Square',
    'open',
    'GB',
    ['gold', 'platinum', 'basic', 'silver'],
    'A friendly club for players of every level. Weekly blitz nights and team matches.',
  ],
  [
    'endgame-academy',
    'Endgame Academy',
    'request',
    'DE',
    ['diamond', 'staff'],
    'Serious endgame study. Ask to join and tell us your favourite endgame.',
  ],
];

/** The first lines of each demo club's chat, one per member in turn. */
const CHAT = [
  'Welcome, everyone! Blitz night is on Friday at 8pm.',
  'Count me in. Anyone up for a few games before then?',
  'Sure, send me a challenge.',
  'I will watch and cheer.',
];

/**
 * Seeds the demo's clubs with their members, a news item, a few chat lines and their forum categories (in the demo's
 * transaction). Forum categories are written here as rows, as the forums migration writes its own. Answers the
 * clubs seeded by slug, with their owners (the demo seeds a club tournament for one).
 */
export async function seedDemoClubs(
  tx: DbOrTx,
  idOf: ReadonlyMap<AssignableLevel, number>,
  now: Date,
  openForum: (tx: DbOrTx, club: { id: number; slug: string; name: string }) => Promise<unknown>,
): Promise<Map<string, { id: number; ownerId: number }>> {
  const seeded = new Map<string, { id: number; ownerId: number }>();
  for (const [slug, name, joinPolicy, country, levels, description] of CLUBS) {
    const ids = levels.map((level) => idOf.get(level)).filter((id): id is number => id !== undefined);
    if (ids.length === 0) continue;
    const [club] = await tx
      .insert(clubs)
      .values({
        slug,
        name,
        joinPolicy,
        country,
        description,
        memberCount: ids.length,
        createdAt: now,
        lastActivityAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!club) continue;
    await tx.insert(clubMembers).values(
      ids.map((userId, i) => ({
        clubId: club.id,
        userId,
        role: i === 0 ? ('owner' as const) : i === 1 ? ('admin' as const) : ('member' as const),
        joinedAt: now,
      })),
    );
    const body = `Welcome to **${name}**! Say hello in the club forum: the button above takes you there.`;
    await tx.insert(clubNews).values({
      clubId: club.id,
      authorId: ids[0]!,
      title: 'Welcome, new members',
      body,
      html: renderMarkdown(body, { profile: 'document' }),
      htmlVersion: MARKDOWN_RENDERER_VERSION,
      createdAt: now,
    });
    await tx.insert(clubChatLines).values(
      CHAT.slice(0, ids.length).map((text, i) => ({
        clubId: club.id,
        userId: ids[i]!,
        body: text,
        createdAt: new Date(now.getTime() - (CHAT.length - i) * 60_000),
      })),
    );
    await openForum(tx, { id: club.id, slug, name });
    seeded.set(slug, { id: club.id, ownerId: ids[0]! });
  }
  return seeded;
}
