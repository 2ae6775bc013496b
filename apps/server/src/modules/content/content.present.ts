import {
  type ContentAuthor,
  type ContentCard,
  type ContentComment,
  type ContentView,
  contentPath,
  type PublishState,
} from '@kingside/contract';
import type { CommentWithAuthor } from './comments.repo';
import type { ItemWithAuthor } from './content.repo';
import type { ContentItemRow } from './content.tables';

export function publishState(item: Pick<ContentItemRow, 'publishedAt'>, now: Date): PublishState {
  if (!item.publishedAt) return 'draft';
  return item.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

export const presentAuthor = (author: ContentAuthor): ContentAuthor => ({
  userId: author.userId,
  username: author.username,
  avatarUrl: author.avatarUrl,
});

export function presentCard({ item, author }: ItemWithAuthor, now: Date): ContentCard {
  return {
    id: item.id,
    kind: item.kind,
    slug: item.slug,
    title: item.title,
    summary: item.summary,
    coverUrl: item.coverUrl,
    language: item.language,
    tags: item.tags,
    author: author ? presentAuthor(author) : null,
    state: publishState(item, now),
    publishedAt: item.publishedAt?.toISOString() ?? null,
    featured: item.featuredAt !== null,
    commentCount: item.commentCount,
    url: contentPath(item.kind, item.slug, author?.username ?? null),
  };
}

export function presentView(
  found: ItemWithAuthor,
  now: Date,
  rights: { canEdit: boolean; canCurate: boolean },
): ContentView {
  return {
    ...presentCard(found, now),
    body: rights.canEdit ? found.item.body : null,
    html: found.item.html,
    commentsLocked: found.item.commentsLocked,
    ...rights,
  };
}

export function presentComment(
  { comment, author }: CommentWithAuthor,
  viewer: { userId: number; staff: boolean } | null,
  replies: ContentComment[] = [],
): ContentComment {
  const mine = viewer?.userId === comment.authorId;
  return {
    id: comment.id,
    author: presentAuthor(author),
    html: comment.html,
    body: mine ? comment.body : null,
    createdAt: comment.createdAt.toISOString(),
    editedAt: comment.editedAt?.toISOString() ?? null,
    mine,
    canDelete: mine || (viewer?.staff ?? false),
    replies,
  };
}
