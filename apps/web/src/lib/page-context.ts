import { guestCurrentUser, PAGE_CONTEXT_ELEMENT_ID, type PageContext } from '@kingside/contract';

/**
 * What the app knows before any request: the server embeds it in every page. Without it (the Vite dev
 * server, a cached copy of index.html) the app starts as a guest and asks the server who is there.
 */
export function readPageContext(doc: Document = document): { context: PageContext; embedded: boolean } {
  const text = doc.getElementById(PAGE_CONTEXT_ELEMENT_ID)?.textContent;
  if (!text) return { context: guestPageContext(), embedded: false };
  try {
    return { context: JSON.parse(text) as PageContext, embedded: true };
  } catch {
    return { context: guestPageContext(), embedded: false };
  }
}

export function guestPageContext(): PageContext {
  return {
    current: guestCurrentUser('', 'en', ''),
    language: 'en',
    features: {},
    csrfToken: '',
    release: '',
    route: null,
    page: null,
    status: 200,
  };
}
