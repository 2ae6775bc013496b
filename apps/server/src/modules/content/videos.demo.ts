import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { AssignableLevel } from '@kingside/contract';
import type { DbOrTx } from '../../db/db';
import { MARKDOWN_RENDERER_VERSION } from '../../platform/markdown';
import { serverRoot } from '../../platform/paths';
import type { StoredVideo, VideoStore } from '../../platform/uploads';
import { renderContent } from './content.service';
import { contentItems, contentVideos } from './content.tables';

/** The committed demo video (made by scripts/videos/generate.mjs): read from the server package. */
const DEMO_FILE = () => path.join(serverRoot(), 'src', 'modules', 'content', 'demo-video', 'board.webm');

/** Puts the demo video into the store (outside any transaction); null when the package lacks it. */
export async function storeDemoVideo(store: VideoStore): Promise<StoredVideo | null> {
  const file = DEMO_FILE();
  if (!existsSync(file)) return null;
  return store.receive(createReadStream(file), Number.POSITIVE_INFINITY);
}

interface DemoVideo {
  slug: string;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  /** The demo file (uploaded) or a link to an allowed host. */
  source: 'file' | string;
  premium?: boolean;
  daysAgo: number;
  featured?: boolean;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Demo videos, honest about what they are: the generated board video (an uploaded file: seek
 * anywhere), the same behind the premium tier, and two links that show how the hosts' players embed.
 */
const DEMO_VIDEOS: DemoVideo[] = [
  {
    slug: 'the-rooks-tour',
    title: "The rook's tour",
    summary: 'Six seconds of a rook walking the edge of the board: an uploaded video you can seek in.',
    body: 'A rook on an open board reaches any square in two moves. Here one walks the whole edge, from a1 round to a8 and back.\n\nThis demo video was drawn and encoded by Kingside itself; uploaded videos play right here, and you can jump to any moment.',
    tags: ['rooks', 'demo'],
    source: 'file',
    daysAgo: 2,
    featured: true,
  },
  {
    slug: 'the-rooks-tour-premium-cut',
    title: "The rook's tour: the members' cut",
    summary: 'The same tour, for Gold members and above: how a premium video looks to every tier.',
    body: 'Premium videos are part of Gold membership and above. Members below Gold see this page and an offer to upgrade instead of the player.',
    tags: ['rooks', 'demo', 'premium'],
    source: 'file',
    premium: true,
    daysAgo: 1,
  },
  {
    slug: 'linked-videos-youtube',
    title: 'Linked videos: YouTube',
    summary:
      "A video linked from YouTube plays in YouTube's own player (this one is YouTube's sample for embedding).",
    body: "Authors can link a video on YouTube, Vimeo or Twitch instead of uploading one. The page frames that host's player and nothing else.",
    tags: ['demo'],
    source: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    daysAgo: 5,
  },
  {
    slug: 'linked-videos-vimeo',
    title: 'Linked videos: Vimeo',
    summary: "A video linked from Vimeo plays in Vimeo's player (this one is Vimeo's own sample).",
    body: 'Comments, reports and featuring work the same for linked and uploaded videos.',
    tags: ['demo'],
    source: 'https://vimeo.com/76979871',
    daysAgo: 4,
  },
];

/** The demo videos (those already there are left as they are); without the file, only the links. */
export async function seedDemoVideos(
  tx: DbOrTx,
  idOf: Map<AssignableLevel, number>,
  now: Date,
  file: StoredVideo | null,
): Promise<number> {
  const videos = DEMO_VIDEOS.filter((video) => video.source !== 'file' || file);
  if (videos.length === 0) return 0;
  const made = await tx
    .insert(contentItems)
    .values(
      videos.map((video) => {
        const publishedAt = new Date(now.getTime() - video.daysAgo * DAY_MS);
        return {
          kind: 'chess_video' as const,
          slug: video.slug,
          title: video.title,
          summary: video.summary,
          body: video.body,
          html: renderContent(video.body),
          htmlVersion: MARKDOWN_RENDERER_VERSION,
          authorId: idOf.get('staff') ?? null,
          tags: video.tags,
          publishedAt,
          featuredAt: video.featured ? now : null,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: contentItems.id, slug: contentItems.slug });
  const bySlug = new Map(videos.map((video) => [video.slug, video]));
  const rows = made.map(({ id, slug }) => {
    const video = bySlug.get(slug)!;
    const premium = video.premium ?? false;
    return video.source === 'file'
      ? {
          itemId: id,
          fileName: file!.name,
          fileType: file!.type,
          fileBytes: file!.bytes,
          linkUrl: null,
          premium,
        }
      : { itemId: id, fileName: null, fileType: null, fileBytes: null, linkUrl: video.source, premium };
  });
  if (rows.length > 0) await tx.insert(contentVideos).values(rows);
  return made.length;
}
