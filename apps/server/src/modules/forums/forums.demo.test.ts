import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORUM_CATEGORIES } from './forums.demo';

describe('the default forums', () => {
  it('are the rows the community migration inserts, in order', () => {
    const sql = readFileSync(
      path.resolve(import.meta.dirname, '../../../drizzle/0033_community-forums.sql'),
      'utf8',
    );
    const rows = [...sql.matchAll(/\('([^']*)', '([^']*)', '([^']*)', (\d+), now\(\)\)/g)].map((m) => ({
      slug: m[1],
      name: m[2],
      description: m[3],
      position: Number(m[4]),
    }));
    expect(rows).toEqual(DEFAULT_FORUM_CATEGORIES.map((c, position) => ({ ...c, position })));
  });
});
