/** A catalogue entry's name in every language it has; English is the fallback (§3 localized_name). */
export interface Names {
  en: string;
  es: string;
}

export function localizedName(names: Names, language: string): string {
  return language in names ? names[language as keyof Names] : names.en;
}
