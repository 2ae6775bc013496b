import type { Language, PageContext } from '@kingside/contract';
import { presentCurrentUser, type UserRow } from '../accounts';
import { type ContextJson, scriptJson } from './html-template';

/**
 * What the context needs of the visitor's session: its guest id. A session row, or a pending guest
 * (no row yet); either object belongs to one visitor only, so it keys the memo below.
 */
export interface PageVisitor {
  guestId: string;
}

export interface PageContextInput extends Omit<PageContext, 'current' | 'release'> {
  session: PageVisitor;
  /** Who the page shows as logged in: null for guests and on the two-factor login page. */
  user: UserRow | null;
  isImpersonating: boolean;
}

/** The part of the context that depends on the session alone, with what it was made from. */
interface SessionEntry {
  user: UserRow | null;
  isImpersonating: boolean;
  language: Language;
  csrfToken: string;
  /** `{"current":…,"language":…`, encoded once: the largest part of the context. */
  head: Buffer;
  /** `,"csrfToken":…` */
  csrf: string;
}

const isEmpty = (object: object) => {
  for (const _ in object) return false;
  return true;
};

/**
 * Builds the page context as `scriptJson(context)` would (in parts, see ContextJson), from parts that are the same on most
 * views and so serialised once: the current user per session, the feature flags per flags object,
 * the route per route name.
 *
 * The session's part is memoised on the session row, which belongs to one session only, so no other
 * session can ever be handed it. It is reused only for the very same member row object: session and
 * member rows are never changed in place, and the session cache replaces them whenever the session
 * or the member changes (tier, username, settings, closure, impersonation; on every node, over the
 * bus), so an identity check is an exact one.
 */
export function createPageContextJson(release: string) {
  const sessions = new WeakMap<PageVisitor, SessionEntry>();
  let features: { flags: Record<string, boolean>; json: string } | null = null;
  /** Routes without parameters: a closed set, one entry per route name. */
  const plainRoutes = new Map<string, string>();
  const releaseJson = `,"release":${scriptJson(release)}`;

  function sessionEntry(input: PageContextInput): SessionEntry {
    const { session, user, isImpersonating, language, csrfToken } = input;
    const entry = sessions.get(session);
    if (
      entry &&
      entry.user === user &&
      entry.isImpersonating === isImpersonating &&
      entry.language === language &&
      entry.csrfToken === csrfToken
    )
      return entry;
    const current = presentCurrentUser(user, session.guestId, language, isImpersonating);
    const fresh: SessionEntry = {
      user,
      isImpersonating,
      language,
      csrfToken,
      head: Buffer.from(`{"current":${scriptJson(current)},"language":${scriptJson(language)}`),
      csrf: `,"csrfToken":${scriptJson(csrfToken)}`,
    };
    sessions.set(session, fresh);
    return fresh;
  }

  /** The flags object stays the same until the flags are read again (features.ts caches it). */
  function featuresJson(flags: Record<string, boolean>): string {
    if (features?.flags !== flags) features = { flags, json: `,"features":${scriptJson(flags)}` };
    return features.json;
  }

  /**
   * Routes with parameters by their params object: the pages hand in the one their memoised path
   * match holds (matches are only read), so a path's route is written once.
   */
  const paramRoutes = new WeakMap<Record<string, string>, { name: string; json: string }>();

  function routeJson(route: PageContext['route']): string {
    if (!route) return ',"route":null';
    if (!isEmpty(route.params)) {
      let kept = paramRoutes.get(route.params);
      if (kept?.name !== route.name) {
        kept = { name: route.name, json: `,"route":${scriptJson(route)}` };
        paramRoutes.set(route.params, kept);
      }
      return kept.json;
    }
    let json = plainRoutes.get(route.name);
    if (!json) {
      json = `,"route":${scriptJson(route)}`;
      plainRoutes.set(route.name, json);
    }
    return json;
  }

  /**
   * A page's JSON by the page object, as bytes: lookups that hand many viewers one object (an item's
   * reader view) have it written and encoded once, not joined into a string and encoded per view.
   * Page objects are never changed in place; fresh ones are collected.
   */
  const pages = new WeakMap<NonNullable<PageContext['page']>, Buffer>();
  const NO_PAGE = Buffer.from('null');
  function pageJson(page: PageContext['page']): Buffer {
    if (!page) return NO_PAGE;
    let json = pages.get(page);
    if (json === undefined) {
      json = Buffer.from(scriptJson(page));
      pages.set(page, json);
    }
    return json;
  }

  const statusJson = (status: number) => (status === 200 ? ',"status":200}' : `,"status":${status}}`);

  // Keys in PageContext order, as JSON.stringify of the whole context writes them.
  return (input: PageContextInput): ContextJson => {
    const entry = sessionEntry(input);
    return [
      entry.head,
      `${featuresJson(input.features)}${entry.csrf}${releaseJson}${routeJson(input.route)},"page":`,
      pageJson(input.page),
      statusJson(input.status),
    ];
  };
}
