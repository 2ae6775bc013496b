import type { ContentView, IndexedKind } from '@kingside/contract';
import type { ContentDraft } from './content.api';

export const blank = (kind: IndexedKind): ContentDraft => ({
  kind,
  title: '',
  summary: '',
  body: '',
  language: 'en',
  tags: [],
  state: 'draft',
});

/** The editor's draft of an item the server sent. */
export const draftOf = (item: ContentView): ContentDraft => ({
  kind: item.kind as IndexedKind,
  title: item.title,
  summary: item.summary,
  body: item.body ?? '',
  slug: item.slug,
  coverUrl: item.coverUrl,
  language: item.language,
  tags: item.tags,
  state: item.state,
});

/** A `datetime-local` value (the browser's zone) from an instant, and back. */
export const localInput = (iso: string) => {
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
