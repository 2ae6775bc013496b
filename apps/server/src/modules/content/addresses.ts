/** Addresses of items and of index pages: slugs from titles, keyset cursors. */
import type { Cursor, ItemWithAuthor } from './content.repo';

/** An index page's cursor: the last item's publication instant (ms) and id. */
export const cursorOf = (item: ItemWithAuthor['item']): string => `${item.publishedAt!.getTime()}.${item.id}`;
export function parseCursor(after: string | undefined): Cursor | null {
  if (!after) return null;
  const [ms, id] = after.split('.').map(Number);
  return { at: new Date(ms!), id: id! };
}

/** A slug from a title: lower-case ASCII words joined by hyphens (something, whatever the title). */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'post';
}
