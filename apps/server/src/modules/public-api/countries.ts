/** Country names for `/pub/country/{iso}`: ISO 3166 region names from ICU, plus chess.com's `XX`. */
const REGIONS = new Intl.DisplayNames(['en'], { type: 'region' });

/** The English name of a two-letter country code (uppercase), or null when there is no such country. */
export function countryName(code: string): string | null {
  if (code === 'XX') return 'International';
  if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ') return null;
  const name = REGIONS.of(code);
  return name && name !== code ? name : null;
}
