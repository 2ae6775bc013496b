import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../../../test/databases';
import { pooledStatement } from './pooled-statement';

const statement = sql`select ${sql.raw('$1')}::int + ${sql.raw('$2')}::int as sum, ${sql.raw('$3')}::json as doc`;

describe.each(DATABASE_KINDS)('pooledStatement on %s', (kind) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(async () => testDb.destroy());

  it(
    kind === 'postgres'
      ? 'runs a named statement on every pooled connection, its values bound, its errors passed on'
      : 'is null on the embedded database, which runs its statements its own way',
    async () => {
      const run = pooledStatement(testDb.database.db, 'kingside_test_sum', statement);
      if (kind === 'pglite') {
        expect(run).toBeNull();
        return;
      }
      // More runs at once than the pool has connections: each connection prepares it for itself.
      const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => run!([i, 1, '{"a":"it\'s"}'])));
      expect(answers.map((rows) => rows[0])).toEqual(
        Array.from({ length: 25 }, (_, i) => ({ sum: i + 1, doc: { a: "it's" } })),
      );
      await expect(run!(['not a number', 1, '{}'])).rejects.toThrow(/invalid input syntax/);
      expect((await run!([2, 2, 'null']))[0]).toEqual({ sum: 4, doc: null });
    },
  );
});
