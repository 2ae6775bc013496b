import type { ContentKind } from '@kingside/contract';
import type { DbOrTx } from '../../db/db';
import { MARKDOWN_RENDERER_VERSION } from '../../platform/markdown';
import { renderContent } from './content.service';
import { contentItems } from './content.tables';

/** What another module gives for an item whose content it owns (a lesson course's lessons). */
export interface ContentShell {
  kind: ContentKind;
  slug: string;
  title: string;
  summary: string;
  body: string;
  authorId: number | null;
  language?: string;
  tags: string[];
  publishedAt: Date | null;
  featured?: boolean;
}

/**
 * Adds the item (title, text, author, publish state: everything content shows, comments on and
 * features) for a module that keeps the rest; its id, or null when one of that kind and slug is there.
 */
export async function insertContentShell(tx: DbOrTx, shell: ContentShell, now: Date): Promise<number | null> {
  const [made] = await tx
    .insert(contentItems)
    .values({
      kind: shell.kind,
      slug: shell.slug,
      title: shell.title,
      summary: shell.summary,
      body: shell.body,
      html: renderContent(shell.body),
      htmlVersion: MARKDOWN_RENDERER_VERSION,
      authorId: shell.authorId,
      language: shell.language ?? 'en',
      tags: shell.tags,
      publishedAt: shell.publishedAt,
      featuredAt: shell.featured ? now : null,
      createdAt: shell.publishedAt ?? now,
      updatedAt: shell.publishedAt ?? now,
    })
    .onConflictDoNothing()
    .returning({ id: contentItems.id });
  return made?.id ?? null;
}
