import { isErrorBody } from '@kingside/contract';
import axios from 'axios';

/** The status of a failed HTTP call, or null when it never got an answer. */
export function errorStatus(error: unknown): number | null {
  return axios.isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/** The message a 4xx answer carries for people (`{"error":{"message"}}`); 5xx and network errors have none. */
export function serverMessage(error: unknown): string | null {
  if (!axios.isAxiosError(error)) return null;
  const status = error.response?.status ?? 0;
  const body: unknown = error.response?.data;
  return status >= 400 && status < 500 && isErrorBody(body) ? body.error.message : null;
}
