import { API, type SessionInfo, type SessionsResponse } from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export async function requestPasswordReset(http: AxiosInstance, email: string): Promise<string> {
  return (await http.post<{ ok: true; message: string }>(API.forgotPassword, { email })).data.message;
}

export async function resetPassword(http: AxiosInstance, token: string, password: string): Promise<void> {
  await http.post(API.resetPassword, { token, password });
}

export async function verifyEmail(http: AxiosInstance, token: string): Promise<void> {
  await http.post(API.verifyEmail, { token });
}

export async function resendVerification(http: AxiosInstance): Promise<string> {
  return (await http.post<{ ok: true; message: string }>(API.resendVerification)).data.message;
}

export async function fetchSessions(http: AxiosInstance): Promise<SessionInfo[]> {
  return (await http.get<SessionsResponse>(API.sessions)).data.sessions;
}

export async function revokeSession(http: AxiosInstance, id: string): Promise<void> {
  await http.post(API.revokeSession, { id });
}

export async function revokeOtherSessions(http: AxiosInstance): Promise<void> {
  await http.post(API.revokeOtherSessions);
}

export async function changePassword(
  http: AxiosInstance,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  await http.post(API.changePassword, { currentPassword, newPassword });
}

export async function closeAccount(http: AxiosInstance, password: string): Promise<void> {
  await http.post(API.closeAccount, { password });
}
