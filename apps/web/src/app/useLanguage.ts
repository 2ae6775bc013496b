import type { Language, RouteName, RouteParams } from '@kingside/contract';
import { resolveRoute } from '@kingside/contract';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageOfPath } from '../lib/i18n/localized-path';

/** The page's language comes from its URL: `/es/about` is Spanish, `/about` English (§2). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** Builds links to named routes in the current page's language, so a Spanish page links to Spanish pages. */
export function useRouteUrl() {
  const language = useLanguage();
  return useCallback(
    (name: RouteName, params?: RouteParams, query?: Record<string, string>) =>
      resolveRoute(name, params, { language, query }),
    [language],
  );
}
