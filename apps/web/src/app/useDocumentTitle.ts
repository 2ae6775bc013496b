import { pageTitle, type RouteName } from '@kingside/contract';
import { useEffect } from 'react';
import { useLanguage } from './useLanguage';

/** Keeps `document.title` on the page being shown, with the same titles the server gives first paint. */
export function useDocumentTitle(name: RouteName | 'not_found', values: Record<string, string> = {}): void {
  const language = useLanguage();
  const title = pageTitle(name, language, values);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
