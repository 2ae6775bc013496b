/** Languages of spec §2. English is the default and carries no prefix. */
export const DEFAULT_LANGUAGE = 'en';

/** The language codes that prefix a page route (`/es/about`, `/pt-BR/member/x`), as §2 lists them. */
// biome-ignore format: a compact list is easier to compare with the spec's
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

/** Full locales of §2 ("en_US, de_DE and about fifty others"): each listed language with its main countries. */
// biome-ignore format: one line per language reads as a table
export const FULL_LOCALES = {
  en_US: 'en', en_GB: 'en', en_AU: 'en', en_CA: 'en', en_IN: 'en',
  es_ES: 'es', es_MX: 'es', es_AR: 'es',
  fr_FR: 'fr', fr_CA: 'fr', fr_BE: 'fr',
  de_DE: 'de', de_AT: 'de', de_CH: 'de',
  pt_PT: 'pt', pt_BR: 'pt-BR',
  zh_CN: 'zh', zh_TW: 'zh-TW', zh_HK: 'zh-HK',
  nl_NL: 'nl', nl_BE: 'nl-BE',
  nb_NO: 'no', no_NO: 'no',
  pl_PL: 'pl', ru_RU: 'ru', sv_SE: 'sv', el_GR: 'el', it_IT: 'it', ja_JP: 'ja', ko_KR: 'ko', hy_AM: 'hy',
  bg_BG: 'bg', hr_HR: 'hr', cs_CZ: 'cs', da_DK: 'da', fi_FI: 'fi', hu_HU: 'hu', lt_LT: 'lt', ro_RO: 'ro',
  sk_SK: 'sk', sl_SI: 'sl', tr_TR: 'tr', uk_UA: 'uk', af_ZA: 'af', ar_SA: 'ar', az_AZ: 'az', be_BY: 'be',
  bs_BA: 'bs', et_EE: 'et', fa_IR: 'fa', gl_ES: 'gl', he_IL: 'he', hi_IN: 'hi', id_ID: 'id', is_IS: 'is',
  ka_GE: 'ka', lv_LV: 'lv', ms_MY: 'ms', sq_AL: 'sq', sr_RS: 'sr', vi_VN: 'vi', fil_PH: 'fil', bn_BD: 'bn',
  tk_TM: 'tk', uz_UZ: 'uz', ca_ES: 'ca', ur_PK: 'ur',
} as const satisfies Record<string, Language>;
export type FullLocale = keyof typeof FULL_LOCALES;

// Case-insensitive and separator-insensitive: `pt_BR`, `pt-br` and `PT-BR` all name the same locale.
const normalise = (value: string) => value.toLowerCase().replaceAll('_', '-');
const LANGUAGE_BY_KEY = new Map<string, Language>([
  ...Object.entries(FULL_LOCALES).map(([locale, language]) => [normalise(locale), language] as const),
  // Short codes last so that `pt-BR` and `nl-BE` resolve to themselves whichever list names them.
  ...([DEFAULT_LANGUAGE, ...LANGUAGE_CODES] as const).map((code) => [normalise(code), code] as const),
]);

/** A short code (`es`, `pt-BR`, `en`) or a full locale (`de_DE`, `de-DE`) as a language; anything else is null. */
export function parseLocale(value: string): Language | null {
  return LANGUAGE_BY_KEY.get(normalise(value)) ?? null;
}

/** The host subdomains of §2: the first label of the host names the language. */
export const HOST_LANGUAGES = {
  www: 'en',
  schach: 'de',
  ru: 'ru',
  uk: 'uk',
  ajedrez: 'es',
  fr: 'fr',
  scacchi: 'it',
  sakk: 'hu',
  schaken: 'nl',
  szachy: 'pl',
} as const satisfies Record<string, Language>;

export function languageFromHost(host: string): Language {
  const label = host.trim().toLowerCase().replace(/:\d*$/, '').split('.')[0] ?? '';
  return Object.hasOwn(HOST_LANGUAGES, label) ? HOST_LANGUAGES[label as keyof typeof HOST_LANGUAGES] : 'en';
}

// Browsers send bare language subtags that are not the codes of §2.
const SUBTAG_ALIASES = new Map<string, Language>([
  ['nb', 'no'],
  ['nn', 'no'],
  ['tl', 'fil'],
]);

/** A language range of Accept-Language (`zh-Hant-TW`) as a language: whole tag, then language-region, then language. */
function languageOfTag(tag: string): Language | null {
  const parts = tag.split('-');
  const primary = parts[0]?.toLowerCase() ?? '';
  const region = parts.length > 2 ? parts.at(-1) : undefined;
  return (
    parseLocale(tag) ??
    (region ? parseLocale(`${primary}-${region}`) : null) ??
    parseLocale(primary) ??
    SUBTAG_ALIASES.get(primary) ??
    null
  );
}

/** The most preferred supported language of an Accept-Language header, or null when none is supported. */
export function languageFromAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const ranges: { tag: string; q: number }[] = [];
  for (const entry of header.split(',')) {
    const [rawTag, ...rawParams] = entry.split(';');
    const tag = rawTag?.trim() ?? '';
    const qParam = rawParams.map((param) => param.trim()).find((param) => /^q=/i.test(param));
    const q = qParam === undefined ? 1 : parseQuality(qParam.slice(2));
    // q=0 means "not acceptable"; `*` names no language, so the caller's default applies.
    if (tag && tag !== '*' && q > 0) ranges.push({ tag, q });
  }
  // Array.prototype.sort is stable: equal weights keep the header's order.
  ranges.sort((a, b) => b.q - a.q);
  for (const { tag } of ranges) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return null;
}

/** RFC 9110 qvalue: 0 to 1 with at most three decimals; a malformed one drops its range. */
function parseQuality(value: string): number {
  return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value.trim()) ? Number(value) : 0;
}
