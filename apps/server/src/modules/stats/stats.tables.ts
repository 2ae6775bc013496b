import { integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/**
 * §7's per-member items (`introducedToStreaks`, `introducedToYearInChess`, `closedYearInChessBanner`):
 * a row is the item set, when. At most three rows a member, read by the primary key.
 */
export const userItems = pgTable(
  'user_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    setAt: at('set_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.item] })],
);

/** A member's recap of a finished year, computed once (the first time it is asked for) and kept. */
export const yearRecaps = pgTable(
  'year_recaps',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    /** The contract's `YearRecap`. */
    recap: jsonb('recap').notNull(),
    computedAt: at('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.year] })],
);
