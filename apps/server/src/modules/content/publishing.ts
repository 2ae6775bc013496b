/** Where and when an item is published: a free slug, the publication time from the editor's state. */
import { CONTENT_MESSAGES, type IndexedKind } from '@kingside/contract';
import type { ContentItemInput } from '@kingside/contract/schemas';
import { AppError, badRequest } from '../../platform/errors';
import { slugify } from './addresses';
import type { ContentRepo } from './content.repo';

/** When the item is published: null (draft), now, or the chosen time (scheduled if still to come). */
export function publishedAtOf(input: ContentItemInput, before: Date | null, now: Date): Date | null {
  if (input.state === 'draft') return null;
  if (input.publishAt) return new Date(input.publishAt);
  if (input.state === 'scheduled')
    throw badRequest('publish_at_required', CONTENT_MESSAGES.publish_at_required);
  // Published again after an edit: it keeps its date.
  return before && before.getTime() <= now.getTime() ? before : now;
}

/** The wanted slug if free (409 if not), or the first free one made from the title. */
export async function freeSlug(
  repo: Pick<ContentRepo, 'slugTaken'>,
  kind: IndexedKind,
  wanted: string | undefined,
  title: string,
  exceptId: number | null,
) {
  if (wanted) {
    if (await repo.slugTaken(kind, wanted, exceptId))
      throw new AppError('slug_taken', 409, CONTENT_MESSAGES.slug_taken);
    return wanted;
  }
  const base = slugify(title);
  for (let n = 1; n < 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.slugTaken(kind, slug, exceptId))) return slug;
  }
  throw new AppError('slug_taken', 409, CONTENT_MESSAGES.slug_taken);
}
