import { FRIEND_SEARCH } from '@kingside/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * §5 criteria on the server. The text is already checked against SEARCH_TEXT_PATTERN (so it holds no
 * `%` or `\`); what remains is a trimmed criterion of at least 3 characters, or null for none.
 */
export function criterion(text: string | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed.length >= FRIEND_SEARCH.minCriterion ? trimmed : null;
}

/** `_` is a LIKE wildcard and a username character: matched literally. */
const escapeLike = (text: string) => text.toLowerCase().replace(/_/g, '\\_');

/**
 * A username key starting with `prefix`, compared byte-wise (collation "C"), which is how
 * `users_username_prefix_idx` is ordered: the match is an index range and keeps its order.
 */
export const usernameStarts = (key: SQLWrapper, prefix: string): SQL =>
  sql`${key} collate "C" like ${`${escapeLike(prefix)}%`}`;

/**
 * The same match as a byte range of username keys: [prefix, prefix with its last character one up).
 * Bounds are plain values, so a prepared statement's generic plan still reads an index range (a
 * `LIKE $1` pattern is only turned into a range when the planner sees its text).
 */
export function prefixRange(prefix: string): { from: string; to: string } {
  const from = prefix.toLowerCase();
  const last = from.charCodeAt(from.length - 1);
  return { from, to: from.slice(0, -1) + String.fromCharCode(last + 1) };
}

export const usernameInRange = (key: SQLWrapper, from: unknown, to: unknown): SQL =>
  sql`${key} collate "C" >= ${from} and ${key} collate "C" < ${to}`;

/** A username key starting with `prefix` as an expression no index range serves (see StartingShape.short). */
export const usernameStartsUnindexed = (key: SQLWrapper, prefix: unknown): SQL =>
  sql`left(${key}, char_length(${prefix})) = ${prefix}`;

export const usernameContains = (key: SQLWrapper, part: string): SQL =>
  sql`${key} like ${`%${escapeLike(part)}%`}`;

export const byUsername = (key: SQLWrapper): SQL => sql`${key} collate "C"`;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** ISO 3166 codes with their English names, lower-cased for matching. */
const COUNTRIES: [code: string, name: string][] = [...LETTERS].flatMap((a) =>
  [...LETTERS].flatMap((b) => {
    const name = countryNames.of(a + b);
    return name ? [[a + b, name.toLowerCase()] as [string, string]] : [];
  }),
);

/** The codes of countries whose English name holds `text` (country text is a name, §5: from 3 letters). */
export function countriesNamed(text: string): string[] {
  const wanted = text.toLowerCase();
  return COUNTRIES.filter(([, name]) => name.includes(wanted)).map(([code]) => code);
}
