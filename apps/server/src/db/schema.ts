/** Every table, for Drizzle's typed queries and for `drizzle-kit generate`. */
export * from '../modules/accounts/account-audit.tables';
export * from '../modules/accounts/accounts.tables';
export * from '../modules/api-tokens/api-tokens.tables';
export * from '../modules/billing/billing.tables';
export * from '../modules/client-metrics/client-metrics.tables';
export * from '../modules/content/content.tables';
export * from '../modules/coupons/coupons.tables';
export * from '../modules/entitlements/entitlements.tables';
export * from '../modules/play/challenges/challenge.tables';
export * from '../modules/play/lobby.tables';
export * from '../modules/play/play.tables';
export * from '../modules/relations/relations.tables';
export * from '../modules/sandbox-pay/sandbox-pay.tables';
export * from '../modules/settings/settings.tables';
export * from '../modules/two-factor/two-factor.tables';
export * from '../platform/meta.tables';
export * from './sessions.tables';
