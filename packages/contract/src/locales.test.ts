import { describe, expect, it } from 'vitest';
import {
  FULL_LOCALES,
  HOST_LANGUAGES,
  isLanguageCode,
  LANGUAGE_CODES,
  languageFromAcceptLanguage,
  languageFromHost,
  parseLocale,
} from './locales';

describe('LANGUAGE_CODES', () => {
  it('holds the 55 codes of §2 and not English', () => {
    expect(LANGUAGE_CODES).toHaveLength(55);
    expect(new Set(LANGUAGE_CODES).size).toBe(55);
    expect(isLanguageCode('pt-BR')).toBe(true);
    expect(isLanguageCode('en')).toBe(false);
  });
});

describe('FULL_LOCALES', () => {
  it('holds about sixty locales, en_US and de_DE among them', () => {
    const count = Object.keys(FULL_LOCALES).length;
    expect(count).toBeGreaterThanOrEqual(52);
    expect(count).toBeLessThanOrEqual(70);
    expect(FULL_LOCALES.en_US).toBe('en');
    expect(FULL_LOCALES.de_DE).toBe('de');
  });

  it('gives every listed language at least one locale', () => {
    const covered = new Set(Object.values(FULL_LOCALES));
    for (const code of ['en', ...LANGUAGE_CODES]) expect(covered, code).toContain(code);
  });

  it('writes locales as language_COUNTRY', () => {
    for (const locale of Object.keys(FULL_LOCALES)) expect(locale).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
  });

  it('maps regional variants to their own codes', () => {
    expect(FULL_LOCALES.pt_BR).toBe('pt-BR');
    expect(FULL_LOCALES.pt_PT).toBe('pt');
    expect(FULL_LOCALES.zh_CN).toBe('zh');
    expect(FULL_LOCALES.zh_TW).toBe('zh-TW');
    expect(FULL_LOCALES.zh_HK).toBe('zh-HK');
    expect(FULL_LOCALES.nl_BE).toBe('nl-BE');
    expect(FULL_LOCALES.nl_NL).toBe('nl');
    expect(FULL_LOCALES.de_CH).toBe('de');
    expect(FULL_LOCALES.fr_CA).toBe('fr');
    expect(FULL_LOCALES.nb_NO).toBe('no');
  });
});

describe('parseLocale', () => {
  it('accepts every short code and English', () => {
    for (const code of LANGUAGE_CODES) expect(parseLocale(code)).toBe(code);
    expect(parseLocale('en')).toBe('en');
  });

  it('accepts full locales with either separator', () => {
    for (const [locale, language] of Object.entries(FULL_LOCALES)) {
      expect(parseLocale(locale)).toBe(language);
      expect(parseLocale(locale.replace('_', '-'))).toBe(language);
    }
  });

  it('ignores case', () => {
    expect(parseLocale('pt-br')).toBe('pt-BR');
    expect(parseLocale('ZH-hk')).toBe('zh-HK');
    expect(parseLocale('ES')).toBe('es');
    expect(parseLocale('de-de')).toBe('de');
  });

  it('rejects anything else', () => {
    for (const value of ['', 'xx', 'es_XX', 'about', 'en_', '_US', 'es-', ' es', 'toString', '__proto__']) {
      expect(parseLocale(value), value).toBeNull();
    }
  });
});

describe('languageFromHost', () => {
  it('reads every subdomain of §2', () => {
    expect(HOST_LANGUAGES).toEqual({
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
    });
    for (const [label, language] of Object.entries(HOST_LANGUAGES)) {
      expect(languageFromHost(`${label}.kingside.test`)).toBe(language);
    }
  });

  it('ignores the port and case', () => {
    expect(languageFromHost('schach.kingside.test:8080')).toBe('de');
    expect(languageFromHost('Szachy.Kingside.Test')).toBe('pl');
  });

  it('falls back to English', () => {
    for (const host of [
      'kingside.test',
      'localhost:3000',
      '127.0.0.1',
      '[::1]:3000',
      '',
      'de.kingside.test',
    ]) {
      expect(languageFromHost(host), host).toBe('en');
    }
    expect(languageFromHost('toString.kingside.test')).toBe('en');
  });
});

describe('languageFromAcceptLanguage', () => {
  it('returns null without a supported language', () => {
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
    expect(languageFromAcceptLanguage('')).toBeNull();
    expect(languageFromAcceptLanguage('*')).toBeNull();
    expect(languageFromAcceptLanguage('xx, yy;q=0.5')).toBeNull();
    expect(languageFromAcceptLanguage('constructor, __proto__')).toBeNull();
  });

  it('takes the first supported language in header order', () => {
    expect(languageFromAcceptLanguage('de')).toBe('de');
    expect(languageFromAcceptLanguage('xx, fr, de')).toBe('fr');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
  });

  it('respects q-values', () => {
    expect(languageFromAcceptLanguage('de;q=0.5, fr;q=0.8')).toBe('fr');
    expect(languageFromAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toBe('fr');
    expect(languageFromAcceptLanguage('en;q=0.1, es')).toBe('es');
    expect(languageFromAcceptLanguage('de;Q=0.2, it;q=0.3')).toBe('it');
  });

  it('skips ranges marked not acceptable or with a malformed weight', () => {
    expect(languageFromAcceptLanguage('de;q=0, fr;q=0.1')).toBe('fr');
    expect(languageFromAcceptLanguage('de;q=2, fr;q=0.1')).toBe('fr');
    expect(languageFromAcceptLanguage('de;q=abc, fr;q=0.1')).toBe('fr');
    expect(languageFromAcceptLanguage('de;q=0.1234, fr;q=0.1')).toBe('fr');
    expect(languageFromAcceptLanguage('de;q=1.000, fr')).toBe('de');
  });

  it('keeps regional codes and falls back to the primary language', () => {
    expect(languageFromAcceptLanguage('pt-BR, pt;q=0.9')).toBe('pt-BR');
    expect(languageFromAcceptLanguage('pt-PT')).toBe('pt');
    expect(languageFromAcceptLanguage('zh-Hant-TW')).toBe('zh-TW');
    expect(languageFromAcceptLanguage('zh-Hans-CN')).toBe('zh');
    expect(languageFromAcceptLanguage('es-CO')).toBe('es');
    expect(languageFromAcceptLanguage('sr-Latn')).toBe('sr');
  });

  it('maps the Norwegian and Tagalog subtags browsers send', () => {
    expect(languageFromAcceptLanguage('nb')).toBe('no');
    expect(languageFromAcceptLanguage('nn-NO')).toBe('no');
    expect(languageFromAcceptLanguage('tl')).toBe('fil');
  });
});
