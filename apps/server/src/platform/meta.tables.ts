import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small facts about this installation (`demo_seeded`, …), written once. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Feature flags of the page context (§6), set from config and the CLI. */
export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
