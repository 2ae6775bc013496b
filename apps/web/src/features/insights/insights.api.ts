import { BILLING_API, type InsightsQuery, type InsightsReport } from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** `GET /callback/insights`: the member's report, or 403 `upgrade_required` below platinum. */
export async function fetchInsights(
  http: AxiosInstance,
  query: InsightsQuery,
  signal?: AbortSignal,
): Promise<InsightsReport> {
  return (await http.get<InsightsReport>(BILLING_API.insights, { params: query, signal })).data;
}
