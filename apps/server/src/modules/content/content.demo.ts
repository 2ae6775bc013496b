import type { AssignableLevel, WrittenKind } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/db';
import { MARKDOWN_RENDERER_VERSION } from '../../platform/markdown';
import { renderContent } from './content.service';
import { contentAuthors, contentComments, contentItems } from './content.tables';

interface DemoItem {
  kind: WrittenKind;
  slug: string;
  title: string;
  summary: string;
  body: string;
  by: AssignableLevel;
  tags: string[];
  /** Days before the seeding it was published; negative: scheduled that far ahead; null: a draft. */
  daysAgo: number | null;
  featured?: boolean;
}

const DAY_MS = 24 * 60 * 60_000;

/** Demo content for a fresh installation, written for it: enough to see every page with something in it. */
const DEMO_ITEMS: DemoItem[] = [
  {
    kind: 'article',
    slug: 'welcome-to-kingside',
    title: 'Welcome to Kingside',
    summary: 'What you can do here, and where to start.',
    body: 'Kingside is a place to play and watch chess. Start a game from the **Play** page, watch the strongest live games, and set up the board the way you like it.\n\nEvery feature here is built by chess players for chess players.',
    by: 'staff',
    tags: ['kingside'],
    daysAgo: 6,
    featured: true,
  },
  {
    kind: 'article',
    slug: 'five-opening-principles',
    title: 'Five opening principles every player should know',
    summary: 'Centre, development, king safety, and two more.',
    body: '1. Fight for the centre with pawns and pieces.\n2. Develop knights before bishops.\n3. Castle early.\n4. Do not move the same piece twice without a reason.\n5. Connect your rooks before you start an attack.\n\nAfter 1.e4 e5 2.Nf3 Nc6 3.Bb5 both sides follow them:\n\n```pgn\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7\n```',
    by: 'staff',
    tags: ['openings', 'beginners'],
    daysAgo: 4,
  },
  {
    kind: 'article',
    slug: 'how-ratings-work',
    title: 'How ratings work on Kingside',
    summary: 'Glicko-2, provisional ratings and why your first games move the number a lot.',
    body: 'Every speed has its own Glicko-2 rating. A new rating starts at 1500 with a large deviation, so the first games move it a lot; it is shown with a question mark until it settles.',
    by: 'staff',
    tags: ['ratings'],
    daysAgo: 3,
  },
  {
    kind: 'article',
    slug: 'the-lucena-position',
    title: 'The Lucena position',
    summary: 'Building a bridge: the one rook ending every player must know.',
    body: 'White to play and win. The rook builds a bridge on the fourth rank:\n\n```fen\n1K1k4/1P6/8/8/8/8/r7/2R5 w - - 0 1\n```\n\nRc4 first, then the king walks out and the rook shields it from checks.',
    by: 'staff',
    tags: ['endgames'],
    daysAgo: -2,
  },
  {
    kind: 'news',
    slug: 'daily-chess-arrives',
    title: 'Daily chess arrives',
    summary: 'Play at your own pace: a move a day, with vacations and conditional moves.',
    body: 'Correspondence games are here. Pick one to three days per move, take vacations when you travel, and queue conditional moves.',
    by: 'staff',
    tags: ['kingside', 'daily'],
    daysAgo: 2,
    featured: true,
  },
  {
    kind: 'news',
    slug: 'spring-open-announced',
    title: 'Spring open announced',
    summary: 'A rapid open for every member, in April.',
    body: 'Our first open tournament will be played in April. Details follow.',
    by: 'gold',
    tags: ['tournaments'],
    daysAgo: 1,
  },
  {
    kind: 'blog',
    slug: 'my-first-hundred-games',
    title: 'My first hundred games',
    summary: 'What I learned from losing most of them.',
    body: 'Blunders decide most of my games. I now check every capture and every check before I move, and my rating is climbing.',
    by: 'diamond',
    tags: ['improvement'],
    daysAgo: 5,
  },
  {
    kind: 'blog',
    slug: 'why-i-love-the-london',
    title: 'Why I love the London',
    summary: 'A system for players with little time to study.',
    body: 'The London System gives a sound position against almost anything: d4, Bf4, e3, Nf3, c3, Nbd2, Bd3.',
    by: 'platinum',
    tags: ['openings'],
    daysAgo: 2,
  },
  {
    kind: 'blog',
    slug: 'notes-for-next-week',
    title: 'Notes for next week',
    summary: 'Not finished yet.',
    body: 'A draft: only its author sees it.',
    by: 'diamond',
    tags: [],
    daysAgo: null,
  },
];

const COMMENTS: {
  on: string;
  by: AssignableLevel;
  body: string;
  reply?: { by: AssignableLevel; body: string };
}[] = [
  {
    on: 'five-opening-principles',
    by: 'basic',
    body: 'Castling early saved my last three games.',
    reply: { by: 'staff', body: 'Glad it helps! Connecting the rooks is next.' },
  },
  { on: 'welcome-to-kingside', by: 'gold', body: 'Great to be here.' },
  { on: 'my-first-hundred-games', by: 'basic', body: 'Same here: checks and captures first.' },
];

/** The demo's articles, news and blogs, a few comments with a reply, and demo_gold as an author. */
export async function seedDemoContent(
  tx: DbOrTx,
  idOf: ReadonlyMap<AssignableLevel, number>,
  now: Date,
): Promise<number> {
  const gold = idOf.get('gold');
  if (gold) await tx.insert(contentAuthors).values({ userId: gold, grantedAt: now }).onConflictDoNothing();
  const made = await tx
    .insert(contentItems)
    .values(
      DEMO_ITEMS.map((item) => {
        const publishedAt = item.daysAgo === null ? null : new Date(now.getTime() - item.daysAgo * DAY_MS);
        return {
          kind: item.kind,
          slug: item.slug,
          title: item.title,
          summary: item.summary,
          body: item.body,
          html: renderContent(item.body),
          htmlVersion: MARKDOWN_RENDERER_VERSION,
          authorId: idOf.get(item.by) ?? null,
          tags: item.tags,
          publishedAt,
          featuredAt: item.featured ? now : null,
          createdAt: publishedAt ?? now,
          updatedAt: publishedAt ?? now,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: contentItems.id, slug: contentItems.slug });
  const idOfSlug = new Map(made.map((row) => [row.slug, row.id]));
  for (const comment of COMMENTS) {
    const itemId = idOfSlug.get(comment.on);
    const authorId = idOf.get(comment.by);
    if (!itemId || !authorId) continue;
    const row = (body: string, by: number, parentId: number | null) => ({
      itemId,
      authorId: by,
      parentId,
      body,
      html: renderContent(body),
      htmlVersion: MARKDOWN_RENDERER_VERSION,
      createdAt: now,
    });
    const [top] = await tx
      .insert(contentComments)
      .values(row(comment.body, authorId, null))
      .returning();
    const replier = comment.reply && idOf.get(comment.reply.by);
    if (comment.reply && replier)
      await tx.insert(contentComments).values(row(comment.reply.body, replier, top!.id));
  }
  for (const [slug, id] of idOfSlug) {
    const count = COMMENTS.filter((c) => c.on === slug).reduce((n, c) => n + 1 + (c.reply ? 1 : 0), 0);
    if (count > 0) await tx.update(contentItems).set({ commentCount: count }).where(eq(contentItems.id, id));
  }
  return made.length;
}
