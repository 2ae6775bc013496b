import type { Db } from '../src/db/db';

/**
 * The database with one of its methods wrapped: a test counts or fails the calls it cares about
 * (the sweeper's transactions, the journal fold's statements) and passes the rest through.
 */
export function wrappedDb<K extends 'execute' | 'transaction'>(
  db: Db,
  method: K,
  wrap: (original: Db[K]) => Db[K],
): Db {
  const wrapped = wrap(db[method].bind(db) as Db[K]);
  return new Proxy(db, {
    get: (target, key, receiver) => (key === method ? wrapped : Reflect.get(target, key, receiver)),
  });
}
