import {
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  membershipName,
  type StaffMemberView,
} from '@kingside/contract';
import type { AuditListRow } from './account-audit.repo';
import { levelOf } from './accounts.present';
import type { UserRow } from './accounts.tables';
import { membershipOf } from './membership-of';

export function presentAuditEntry(row: AuditListRow): AuditEntry {
  return {
    id: row.id,
    action: row.action as AuditAction,
    actor: row.actor,
    target: row.target,
    details: row.details,
    at: row.at.toISOString(),
  };
}

/** `rows` holds one more than a page when there is an older page. */
export function presentAuditPage(rows: AuditListRow[], pageSize: number): AuditPage {
  const page = rows.slice(0, pageSize);
  return {
    entries: page.map(presentAuditEntry),
    nextBefore: rows.length > pageSize ? (page.at(-1)?.id ?? null) : null,
  };
}

export function presentStaffMember(user: UserRow, audit: AuditListRow[]): StaffMemberView {
  const level = levelOf(user);
  const parts = membershipOf(user);
  return {
    username: user.username,
    membership: membershipName(level) ?? 'basic',
    membershipLevel: level,
    closure: parts.closure,
    role: parts.role,
    audit: audit.map(presentAuditEntry),
  };
}
