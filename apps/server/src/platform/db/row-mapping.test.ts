import * as drizzle from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../modules/accounts/accounts.tables';
import { compileRowMapping } from './row-mapping';

// Drizzle's own mapping, the reference: exported at run time, not in its types.
const { mapResultRow, orderSelectedFields } = drizzle as unknown as {
  mapResultRow(fields: unknown, row: unknown[], joinsNotNullableMap?: Record<string, boolean>): unknown;
  orderSelectedFields(fields: unknown): { path: string[]; field: unknown }[];
};

const owner = alias(users, 'owner');
const page = new QueryBuilder()
  .select({
    userId: users.userId,
    username: users.username,
    createdAt: users.createdAt,
    total: sql<number>`count(*) over ()`.as('total'),
  })
  .from(users)
  .as('page');

// As the friends search selects: an aliased table's column, a subquery's columns and alias two deep, plain SQL.
const fields = orderSelectedFields({
  ownerClosure: owner.closure,
  user: { userId: page.userId, username: page.username, createdAt: page.createdAt, total: page.total },
  bestRating: sql<number | null>`max(1)`.mapWith(Number),
  areFriends: sql<boolean>`true`,
});

const rows: unknown[][] = [
  [null, 7, 'ada', '2026-11-26 03:00:00.25+00', '12', '1640', true],
  // A left join that found nothing: its object is null.
  [null, null, null, null, null, null, false],
  // Only the first value null: Drizzle still nulls the object, and so must we.
  ['closed', null, 'bob', '2026-01-02 10:00:00+00', '3', null, false],
];

describe('compileRowMapping', () => {
  it('maps rows exactly as Drizzle does, left joins included', () => {
    const joins = { owner: true, page: false };
    const compiled = compileRowMapping(fields, () => joins)(rows);
    expect(compiled).toEqual(rows.map((row) => mapResultRow(fields, row, joins)));
    expect(compiled[0]).toEqual({
      ownerClosure: null,
      user: { userId: 7, username: 'ada', createdAt: new Date('2026-11-26T03:00:00.250Z'), total: '12' },
      bestRating: 1640,
      areFriends: true,
    });
    expect(compiled[1]).toMatchObject({ user: null });
  });

  it('keeps every object without a join map, as Drizzle does', () => {
    const compiled = compileRowMapping(fields, () => undefined)(rows);
    expect(compiled).toEqual(rows.map((row) => mapResultRow(fields, row)));
    expect(compiled[1]).toMatchObject({ user: { userId: null } });
  });
});
