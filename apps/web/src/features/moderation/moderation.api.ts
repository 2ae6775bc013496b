import {
  type ModerationAction,
  type MuteDuration,
  REPORT_API,
  type ReportDetail,
  type ReportQueuePage,
  type ReportReasonsResponse,
  type ReportResponse,
  type ReportTargetKind,
  type ResolveResponse,
  type StaffClosure,
  type UserReportReason,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** `GET /callback/report-user`: the reasons a member may be reported for (members only). */
export async function fetchReportReasons(
  http: AxiosInstance,
  signal?: AbortSignal,
): Promise<ReportReasonsResponse> {
  return (await http.get<ReportReasonsResponse>(REPORT_API.reportUser, { signal })).data;
}

/** `POST /callback/report-user`: answers the message to show. */
export async function reportUser(
  http: AxiosInstance,
  report: { username: string; reason_id: UserReportReason; details: string },
): Promise<ReportResponse> {
  return (await http.post<ReportResponse>(REPORT_API.reportUser, report)).data;
}

/** Moderators and staff only (403 otherwise); `after` pages on. */
export async function fetchReportQueue(
  http: AxiosInstance,
  after: number | null,
  signal?: AbortSignal,
): Promise<ReportQueuePage> {
  const params = after === null ? {} : { after };
  return (await http.get<ReportQueuePage>(REPORT_API.queue, { params, signal })).data;
}

export async function fetchReportDetail(
  http: AxiosInstance,
  kind: ReportTargetKind,
  ref: string,
  signal?: AbortSignal,
): Promise<ReportDetail> {
  return (await http.get<ReportDetail>(REPORT_API.target(kind, ref), { signal })).data;
}

export type Decision =
  | { action: Exclude<ModerationAction, 'mute' | 'close'>; note?: string }
  | { action: 'mute'; duration: MuteDuration; note?: string }
  | { action: 'close'; reason: StaffClosure; note?: string };

export async function resolveReports(
  http: AxiosInstance,
  kind: ReportTargetKind,
  ref: string,
  decision: Decision,
): Promise<ResolveResponse> {
  return (await http.post<ResolveResponse>(REPORT_API.resolve(kind, ref), decision)).data;
}
