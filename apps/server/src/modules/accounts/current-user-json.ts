import type { Language } from '@kingside/contract';
import { presentCurrentUser } from './accounts.present';
import type { UserRow } from './accounts.tables';

/** A session row, or a guest's pending session (no row yet): its guest id is what the answer needs. */
export interface CurrentUserSession {
  guestId: string;
}

/** One session's answer, with what it was made from. */
interface Entry {
  user: UserRow | null;
  language: Language;
  isImpersonating: boolean;
  json: string;
}

/**
 * `GET /callback/user/current` as JSON text, memoised per session row: a returning visitor asks
 * it on every load, and its answer changes only with the session or the member.
 *
 * The same guarantees as the page context's current user (pages/page-context-json.ts): the entry
 * hangs on the session row, which belongs to one session only, and is reused only for the very
 * same member row object. Rows are never changed in place; the session cache replaces them when
 * the session or the member changes (on every node, over the bus), so identity is an exact test.
 */
export function createCurrentUserJson() {
  const entries = new WeakMap<CurrentUserSession, Entry>();
  return (
    session: CurrentUserSession,
    user: UserRow | null,
    language: Language,
    isImpersonating: boolean,
  ): string => {
    const entry = entries.get(session);
    if (
      entry &&
      entry.user === user &&
      entry.language === language &&
      entry.isImpersonating === isImpersonating
    )
      return entry.json;
    const json = JSON.stringify(presentCurrentUser(user, session.guestId, language, isImpersonating));
    entries.set(session, { user, language, isImpersonating, json });
    return json;
  };
}
