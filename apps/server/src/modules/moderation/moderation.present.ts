import type { ReportEntry, ReportGroup, ReportTarget } from '@kingside/contract';
import type { UserRow } from '../accounts';
import type { ReportGroupRow, ReportListRow, TargetKey } from './moderation.repo';

/** Closed by staff: such an account cannot be closed again (a member's own closure can be). */
const staffClosed = (closure: string | null) => closure !== null && closure !== 'voluntarilyClosed';

export function presentTarget(target: TargetKey, member: UserRow | null): ReportTarget {
  return {
    kind: target.kind,
    ref: target.ref,
    label: member?.username ?? target.ref,
    closed: member ? staffClosed(member.closure) : false,
  };
}

export function presentGroup(row: ReportGroupRow): ReportGroup {
  return {
    target: {
      kind: row.kind,
      ref: row.ref,
      label: row.username ?? row.ref,
      closed: staffClosed(row.closure),
    },
    count: row.count,
    reasons: row.reasons,
    firstAt: row.firstAt.toISOString(),
    lastAt: row.lastAt.toISOString(),
  };
}

export function presentEntry(row: ReportListRow): ReportEntry {
  return {
    id: row.id,
    reporter: row.reporter,
    reason: row.reason,
    details: row.details,
    at: row.createdAt.toISOString(),
    outcome: row.outcome,
    resolvedBy: row.resolvedBy,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
