import {
  type ErrorCode,
  type InboxPage,
  isErrorBody,
  MESSAGES_API,
  type SendMessageResponse,
  type ThreadPage,
} from '@kingside/contract';
import axios, { type AxiosInstance } from 'axios';

export async function fetchInbox(
  http: AxiosInstance,
  page: number,
  signal?: AbortSignal,
): Promise<InboxPage> {
  return (await http.get<InboxPage>(MESSAGES_API.inbox, { params: { page }, signal })).data;
}

export async function fetchThread(
  http: AxiosInstance,
  username: string,
  before?: number,
  signal?: AbortSignal,
): Promise<ThreadPage> {
  const params = before === undefined ? {} : { before };
  return (await http.get<ThreadPage>(MESSAGES_API.thread(username), { params, signal })).data;
}

export async function sendMessage(http: AxiosInstance, username: string, text: string) {
  return (await http.post<SendMessageResponse>(MESSAGES_API.thread(username), { text })).data.message;
}

export async function markRead(http: AxiosInstance, username: string): Promise<number> {
  return (await http.post<{ unreadTotal: number }>(MESSAGES_API.read(username))).data.unreadTotal;
}

/** The server's refusal: its code, status and message; null for a network failure or anything else. */
export function refusalOf(error: unknown): { status: number; code: ErrorCode; message: string } | null {
  const response = axios.isAxiosError(error) ? error.response : undefined;
  if (!response || !isErrorBody(response.data)) return null;
  return { status: response.status, code: response.data.error.code, message: response.data.error.message };
}
