/** Accounts: registration, login, the current user, roles. Other modules use only what is exported here. */

export { createAuditRepo } from './account-audit.repo';
export { accountSecurityRoutes } from './account-security.routes';
export { type AccountSecurity, createAccountSecurity } from './account-security.service';
export {
  eligibleFirstTrial,
  levelOf,
  presentCurrentUser,
  presentMemberProfile,
  rolesOf,
} from './accounts.present';
export { accountsRoutes, type RegistrationInvites } from './accounts.routes';
export { type AccountsService, createAccountsService, type RegisterInput } from './accounts.service';
export type { UserRow } from './accounts.tables';
export { markTrialUsed, setTierFromBilling } from './billing-writes';
export { type ComputerAccountSpec, ensureComputerAccounts } from './computer-accounts';
export { membershipOf } from './membership-of';
export { createPasswordHasher, type PasswordHasher } from './password';
export { createSessionUsers } from './session-users';
export { refuseWritesWhileImpersonating, staffAccountsRoutes } from './staff-accounts.routes';
export { type Actor, createStaffAccounts, type StaffAccounts } from './staff-accounts.service';
