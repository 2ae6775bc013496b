import { CLIENT_METRICS, type ClientErrorsPage } from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** `GET /callback/staff/client-errors`: newest first; `before` pages back. Staff only (403 otherwise). */
export async function fetchClientErrors(
  http: AxiosInstance,
  before: number | null,
  signal?: AbortSignal,
): Promise<ClientErrorsPage> {
  const params = before === null ? {} : { before };
  return (await http.get<ClientErrorsPage>(CLIENT_METRICS.staffPath, { params, signal })).data;
}
