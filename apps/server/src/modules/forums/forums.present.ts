import type {
  ForumAuthor,
  ForumCategoryView,
  ForumPostView,
  ForumSearchHit,
  ForumTopicSummary,
} from '@kingside/contract';
import { FORUM_EXCERPT_LENGTH } from '@kingside/contract';
import type { AuthorRow, CategoryRow, PostRow, TopicRow } from './forums.repo';

export const presentAuthor = (row: AuthorRow): ForumAuthor => ({
  userId: row.userId,
  username: row.username,
  avatarUrl: row.avatarUrl,
});

export const presentCategory = (
  row: CategoryRow,
  club: { slug: string; name: string } | null,
): ForumCategoryView => ({
  slug: row.slug,
  name: row.name,
  description: row.description,
  club,
  topicCount: row.topicCount,
});

export const presentTopic = (topic: TopicRow, author: AuthorRow): ForumTopicSummary => ({
  uuid: topic.uuid,
  title: topic.title,
  author: presentAuthor(author),
  pinned: topic.pinned,
  locked: topic.locked,
  postCount: topic.postCount,
  createdAt: topic.createdAt.toISOString(),
  lastPostAt: topic.lastPostAt.toISOString(),
});

export const presentPost = (post: PostRow, author: AuthorRow, canEdit: boolean): ForumPostView => ({
  id: post.id,
  author: presentAuthor(author),
  body: post.body,
  html: post.html,
  createdAt: post.createdAt.toISOString(),
  editedAt: post.editedAt?.toISOString() ?? null,
  canEdit,
});

/** Plain words of a post for a search hit: Markdown marks dropped, cut at a word. */
export function excerptOf(body: string): string {
  const plain = body
    .replace(/^>.*$/gm, '')
    .replace(/[*_`#>[\]()!~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= FORUM_EXCERPT_LENGTH) return plain;
  const cut = plain.slice(0, FORUM_EXCERPT_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), FORUM_EXCERPT_LENGTH / 2))}…`;
}

export const presentHit = (row: {
  post: PostRow;
  author: AuthorRow;
  topic: { uuid: string; title: string };
}): ForumSearchHit => ({
  postId: row.post.id,
  topic: row.topic,
  author: presentAuthor(row.author),
  excerpt: excerptOf(row.post.body),
  createdAt: row.post.createdAt.toISOString(),
});
