/**
 * Request schemas (zod), kept out of the main entry so the web bundle does not carry zod:
 * `import { loginRequest } from '@kingside/contract/schemas'`.
 */

export * from './account-security.schema';
export * from './accounts.schema';
export * from './billing.schema';
export * from './board-api.schema';
export * from './challenge.schema';
export * from './client-metrics.schema';
export * from './club-matches.schema';
export * from './clubs.schema';
export * from './computer.schema';
export * from './content.schema';
export * from './coupons.schema';
export * from './daily.schema';
export * from './direct-messages.schema';
export * from './forums.schema';
export * from './leagues.schema';
export * from './lessons.schema';
export * from './moderation.schema';
export * from './notifications.schema';
export * from './profile.schema';
export * from './puzzles.schema';
export * from './relations.schema';
export * from './review.schema';
export * from './sandbox-pay.schema';
export * from './socket.schema';
export * from './staff.schema';
export * from './stats.schema';
export * from './surveys.schema';
export * from './text.schema';
export * from './tournaments.schema';
export * from './two-factor.schema';
export * from './user-view.schema';
export * from './videos.schema';
