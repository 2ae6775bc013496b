import type { SQL, SQLWrapper } from 'drizzle-orm';

/**
 * What live chess asks of the relations between members: modules/relations implements it and
 * services.ts wires it in, so play depends on no other module for it. A block either way stops
 * challenges and seeks between the two.
 */
export interface RelationsGate {
  isBlockedEither(a: number, b: number): Promise<boolean>;
  /** The same as SQL over two user id expressions (the lobby's pairing query); a null id is never blocked. */
  blockedEitherSql(a: SQLWrapper, b: SQLWrapper): SQL;
}

/** Whether a block stands between two players; guests (no user id) are never blocked. */
export function blockedBetween(gate: RelationsGate, a: number | null, b: number | null): Promise<boolean> {
  if (a === null || b === null) return Promise.resolve(false);
  return gate.isBlockedEither(a, b);
}
