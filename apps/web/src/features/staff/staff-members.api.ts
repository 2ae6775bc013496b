import {
  type AuditPage,
  STAFF_API,
  type StaffCloseResponse,
  type StaffClosure,
  type StaffMemberView,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** Staff only (403 otherwise); a missing member is 404. */
export async function fetchStaffMember(http: AxiosInstance, username: string): Promise<StaffMemberView> {
  return (await http.get<StaffMemberView>(STAFF_API.member(username))).data;
}

export async function closeMember(
  http: AxiosInstance,
  username: string,
  reason: StaffClosure,
): Promise<StaffCloseResponse> {
  return (await http.post<StaffCloseResponse>(STAFF_API.close(username), { reason })).data;
}

export async function reopenMember(http: AxiosInstance, username: string): Promise<StaffMemberView> {
  return (await http.post<StaffMemberView>(STAFF_API.reopen(username))).data;
}

/** Newest first; `before` pages back. */
export async function fetchAudit(
  http: AxiosInstance,
  before: number | null,
  signal?: AbortSignal,
): Promise<AuditPage> {
  const params = before === null ? {} : { before };
  return (await http.get<AuditPage>(STAFF_API.audit, { params, signal })).data;
}

export async function startImpersonating(http: AxiosInstance, username: string): Promise<void> {
  await http.post(STAFF_API.impersonate(username));
}

export async function stopImpersonating(http: AxiosInstance): Promise<void> {
  await http.post(STAFF_API.impersonateStop);
}
