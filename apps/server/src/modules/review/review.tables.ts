import type { PositionEval } from '@kingside/contract/review';
import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, memberId } from '../../db/columns';
import { games } from '../play/play.tables';

/**
 * A member's review of a finished game, per depth: the engine's view of every position, checked
 * against the game before it was kept (classes and accuracy are derived again on reading). A deep
 * row with no `evals` is a deep review paid for (one of the allowance) and not saved yet. Each row
 * is its member's only: nobody is shown another member's review.
 */
export const gameReviews = pgTable(
  'game_reviews',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: memberId('user_id'),
    depth: text('depth').notNull(),
    evals: jsonb('evals').$type<PositionEval[]>(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId, t.depth] })],
);
