import type { DbOrTx } from '../../db/db';
import { forumCategories } from './forums.tables';

/**
 * Opens a club's forum: a category tied to the club (only its members write there), its slug the
 * club's prefixed with `club-` so no site-wide forum takes it. Answers the category's slug.
 */
export async function openClubForum(
  db: DbOrTx,
  club: { id: number; slug: string; name: string },
  now: Date,
): Promise<string> {
  const slug = `club-${club.slug}`;
  await db
    .insert(forumCategories)
    .values({
      slug,
      name: club.name,
      description: `The forum of ${club.name}.`,
      clubId: club.id,
      createdAt: now,
    })
    .onConflictDoNothing();
  return slug;
}
