import { FRIEND_SEARCH, SEARCH_TEXT_PATTERN } from '@kingside/contract';
import type { Statement } from '@kingside/contract/friends-search';
import { and, inArray, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../accounts/accounts.tables';
import { countriesNamed, criterion, usernameContains } from '../search-text';

/** How deep criteria may nest, and how many a query may hold: plenty for a search form, not for a DoS. */
const MAX_DEPTH = 4;
const MAX_CRITERIA = 16;

export class StatementError extends Error {}

/**
 * The nested statement of a friends query as SQL over `users`, or undefined for no criterion. §5:
 * name and country text hold only ASCII letters, digits, `_`, `-` and whitespace (anything else,
 * or more than 20 characters, is refused) and count only from 3 characters.
 */
export function statementSql(statement: Statement | undefined): SQL | undefined {
  let criteria = 0;
  const text = (value: string) => {
    if (++criteria > MAX_CRITERIA) throw new StatementError(`At most ${MAX_CRITERIA} criteria.`);
    if (value.length > FRIEND_SEARCH.textLimit || !SEARCH_TEXT_PATTERN.test(value)) {
      throw new StatementError(
        `Search text holds at most ${FRIEND_SEARCH.textLimit} letters, digits, _, - or spaces.`,
      );
    }
    return criterion(value);
  };
  const walk = (node: Statement | undefined, depth: number): SQL | undefined => {
    if (!node) return undefined;
    if (depth > MAX_DEPTH) throw new StatementError(`Criteria nest at most ${MAX_DEPTH} deep.`);
    const kind = node.kind;
    switch (kind.case) {
      case 'name': {
        const name = text(kind.value);
        return name ? usernameContains(users.usernameKey, name) : undefined;
      }
      case 'country': {
        const country = text(kind.value);
        if (!country) return undefined;
        const codes = countriesNamed(country);
        return codes.length ? inArray(users.country, codes) : sql`false`;
      }
      case 'all':
      case 'any': {
        const parts = kind.value.statements
          .map((child) => walk(child, depth + 1))
          .filter((part): part is SQL => part !== undefined);
        if (!parts.length) return undefined;
        return kind.case === 'all' ? and(...parts) : or(...parts);
      }
      default:
        return undefined;
    }
  };
  return walk(statement, 1);
}
