import type { Db } from '../src/db/db';

/** What starts a statement (or a transaction of them) on Drizzle's database object. */
const STARTS = new Set([
  'select',
  'selectDistinct',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
  'with',
  '$count',
]);

/**
 * The database as a service sees it, counting every statement it begins: proves a job that has
 * nothing to do leaves the connection alone (the embedded database has one).
 */
export function countedDb(db: Db): { db: Db; statements(): number; reset(): void } {
  let statements = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !STARTS.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        statements++;
        return value.apply(target, args);
      };
    },
  });
  return {
    db: counted,
    statements: () => statements,
    reset: () => {
      statements = 0;
    },
  };
}
