import { DEFAULT_LANGUAGE, type Language } from '@kingside/contract';
import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { trackInstance } from './register-strings';

/**
 * Catalogues other than English load when their language is first used: each would otherwise
 * ride on every first load of every page, for everyone.
 */
const CATALOGUES: Partial<Record<Language, () => Promise<object>>> = {
  es: () => import('./locales/es').then((module) => module.es),
};

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, done) {
    const load = CATALOGUES[language as Language];
    if (!load) return done(null, {});
    load().then(
      (catalogue) => done(null, catalogue),
      (error: Error) => done(error, null),
    );
  },
};

/**
 * One i18next instance per app (and per test); languages without a catalogue fall back to English.
 * English starts as the shell's strings; each feature's part joins when its module is imported.
 * `onMissingKey` (tests) hears of every key found in no catalogue.
 */
export function createI18n(language: Language, options: { onMissingKey?: (key: string) => void } = {}): i18n {
  const instance = i18next.createInstance();
  const { onMissingKey } = options;
  instance
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      // A copy: the store merges the features' parts into what it is given, and the shell's catalogue is shared.
      resources: { en: { translation: structuredClone(en) } },
      // English is bundled; the backend is asked only for the others.
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      // React escapes what it renders; escaping here too would show `&amp;` to people.
      interpolation: { escapeValue: false },
      initAsync: false,
      ...(onMissingKey && {
        saveMissing: true,
        missingKeyHandler: (_languages: readonly string[], _namespace: string, key: string) =>
          onMissingKey(key),
      }),
    });
  trackInstance(instance);
  return instance;
}

/** Resolves once the language's catalogue is in: the first render waits for it, never shows English first. */
export function languageReady(instance: i18n, language: Language): Promise<unknown> {
  return new Promise((resolve) => instance.loadLanguages(language, resolve));
}
