import type { Closure } from './membership';

/** Closures staff give (§4 levels 5, 6, 8); `voluntarilyClosed` is the member's own and never staff's. */
export const STAFF_CLOSURES = [
  'cheater',
  'abuser',
  'unspecifiedClosed',
] as const satisfies readonly Closure[];
export type StaffClosure = (typeof STAFF_CLOSURES)[number];

export function isStaffClosure(value: string): value is StaffClosure {
  return (STAFF_CLOSURES as readonly string[]).includes(value);
}

/** What a closed member is told when logging in, one reason per closure kind. */
export const CLOSURE_MESSAGES: Record<StaffClosure, string> = {
  cheater: 'This account was closed for violating the Fair Play Policy.',
  abuser: 'This account was closed for abuse.',
  unspecifiedClosed: 'This account is closed. Contact support for details.',
};

export const STAFF_API = {
  close: (username: string) => `/callback/staff/users/${encodeURIComponent(username)}/close`,
  reopen: (username: string) => `/callback/staff/users/${encodeURIComponent(username)}/reopen`,
  member: (username: string) => `/callback/staff/users/${encodeURIComponent(username)}`,
  audit: '/callback/staff/audit',
  impersonate: (username: string) => `/callback/staff/impersonate/${encodeURIComponent(username)}`,
  impersonateStop: '/callback/staff/impersonate/stop',
  /** Entries per page of the audit log. */
  auditPageSize: 50,
} as const;

export const AUDIT_ACTIONS = [
  'close',
  'close_request',
  'reopen',
  'impersonate_start',
  'impersonate_stop',
  'coupon_create',
  'coupon_disable',
  // Outcomes of reports (modules/moderation); a closure from the queue is a `close` row.
  'warn',
  'mute',
  'dismiss_reports',
  // The author role (modules/content): who may write articles and news besides staff.
  'author_grant',
  'author_revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const STAFF_MESSAGES = {
  staff_only: 'Only staff can do this.',
  close_self: 'You cannot close your own account here.',
  not_closed: 'This account is not closed.',
  already_closed: 'This account is already closed.',
  close_pending:
    'Closing a staff or moderator account takes two staff members: it closes when another staff member closes it too within 24 hours.',
  impersonate_self: 'You cannot impersonate yourself.',
  impersonate_staff: 'Staff accounts cannot be impersonated.',
  impersonate_closed: 'A closed account cannot be impersonated.',
  not_impersonating: 'You are not impersonating anyone.',
  impersonation_read_only: 'Nothing is saved while impersonating a member.',
} as const;

/**
 * A staff member's close of a staff or moderator account waits this long for a different staff member
 * to confirm it (the CLI closes at once): one rogue account cannot lock out all the others.
 */
export const STAFF_CLOSE_CONFIRM_MS = 24 * 60 * 60_000;

export interface AuditEntry {
  id: number;
  action: AuditAction;
  /** Null when the CLI acted. */
  actor: string | null;
  target: string | null;
  details: Record<string, unknown>;
  at: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `before` for the next (older) page; null at the end. */
  nextBefore: number | null;
}

/** `GET /callback/staff/users/{username}`: what the staff page shows of a member. */
export interface StaffMemberView {
  username: string;
  membership: string;
  membershipLevel: number;
  closure: Closure | null;
  role: string | null;
  audit: AuditEntry[];
}

/** The close call's answer: 202 with `pending` while a staff account's closure awaits a second staff member. */
export interface StaffCloseResponse extends StaffMemberView {
  pending?: true;
  message?: string;
}
