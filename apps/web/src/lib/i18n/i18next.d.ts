import 'i18next';
import type { Translation } from './locales/translation';

// Typed keys: `t('nav.play')` is checked against the English catalogue at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}
