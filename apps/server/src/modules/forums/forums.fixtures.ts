/** Test helpers for the forums (not used by the app). */
import type { TestApp } from '../../../test/test-app';
import { DEFAULT_FORUM_CATEGORIES } from './forums.demo';
import { forumCategories } from './forums.tables';

/** The site-wide categories a fresh install has (the migration's rows). */
export async function seedForumCategories(t: TestApp): Promise<void> {
  await t.testDb.database.db
    .insert(forumCategories)
    .values(DEFAULT_FORUM_CATEGORIES.map((c, position) => ({ ...c, position, createdAt: t.clock.now() })))
    .onConflictDoNothing();
}
