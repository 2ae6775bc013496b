import { DEFAULT_LANGUAGE, type Language } from '@kingside/contract';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { es } from './locales/es';

/** One i18next instance per app (and per test); languages without a catalogue fall back to English. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources: { en: { translation: en }, es: { translation: es } },
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    // React escapes what it renders; escaping here too would show `&amp;` to people.
    interpolation: { escapeValue: false },
    // The catalogues are bundled, so the instance is ready before the first render.
    initAsync: false,
  });
  return instance;
}
