import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../accounts/accounts.tables';

/** A question staff asked; open until `closed_at` (set by staff) or `closes_at` passes. */
export const surveys = pgTable('surveys', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  createdByUserId: integer('created_by_user_id').references(() => users.userId, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
  closesAt: at('closes_at'),
  closedAt: at('closed_at'),
});

export const surveyOptions = pgTable(
  'survey_options',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('survey_options_survey_idx').on(t.surveyId, t.position)],
);

/**
 * One vote per member and survey: the primary key is the rule, so two requests racing each other
 * store one vote and the other finds it taken.
 */
export const surveyVotes = pgTable(
  'survey_votes',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => surveyOptions.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.userId] }),
    index('survey_votes_option_idx').on(t.surveyId, t.optionId),
  ],
);
