/** Languages of spec §2. English is the default and carries no prefix. */
export const DEFAULT_LANGUAGE = 'en';

/** The language codes that prefix a page route (`/es/about`, `/pt-BR/member/x`), as §2 lists them. */
export const LANGUAGE_CODES = [
  'es', 'fr', 'de', 'pl', 'ru', 'sv', 'el', 'pt', 'it', 'zh', 'ja', 'ko', 'nl', 'hy', 'bg', 'hr', 'cs',
  'da', 'fi', 'hu', 'lt', 'no', 'ro', 'sk', 'sl', 'tr', 'uk', 'af', 'ar', 'az', 'be', 'bs', 'et', 'fa',
  'gl', 'he', 'hi', 'id', 'is', 'ka', 'lv', 'ms', 'pt-BR', 'sq', 'sr', 'vi', 'zh-HK', 'zh-TW', 'fil',
  'nl-BE', 'bn', 'tk', 'uz', 'ca', 'ur',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export type Language = LanguageCode | typeof DEFAULT_LANGUAGE;

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Languages written right to left, for `<html dir>`. */
export const RTL_LANGUAGES: readonly Language[] = ['ar', 'fa', 'he', 'ur'];
