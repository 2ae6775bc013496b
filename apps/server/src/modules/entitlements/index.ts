/** Entitlements: which tier unlocks what, and the counted quotas (issue 5). Others use only this file. */
export { QuotaExceeded, UpgradeRequired } from './entitlement-errors';
export { entitlementsRoutes } from './entitlements.routes';
export { createEntitlements, type Entitlements } from './entitlements.service';
export { offsetAt, periodAt, startOfLocalDate, wallTime, zoneOrUtc } from './local-time';
export { type Member, tierOf } from './member-tier';
