import { deriveLevel, isAtLeast } from '@kingside/contract';
import type { DbOrTx } from '../../db/db';
import type { SessionUsers } from '../../platform/session/session-users';
import { createAccountsRepo } from './accounts.repo';
import type { UserRow } from './accounts.tables';
import { membershipOf } from './membership-of';

declare module '../../platform/session/session-users' {
  /** A session's member is the whole user row: routes read its name, level, closure and the rest. */
  interface SessionUser extends UserRow {}
}

/** Accounts' side of the platform's sessions: who a session belongs to, and who may impersonate. */
export function createSessionUsers(db: DbOrTx): SessionUsers {
  const repo = createAccountsRepo(db);
  return {
    findByIds: (userIds) => repo.findByIds(userIds),
    // Staff only, and never into a closed account (§4).
    mayImpersonate: (owner, member) =>
      !member.closure && isAtLeast(deriveLevel(membershipOf(owner)), 'staff'),
  };
}
