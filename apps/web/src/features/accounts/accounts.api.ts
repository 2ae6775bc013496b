import {
  API,
  type CurrentUserPayload,
  type LoginResponse,
  type RolesResponse,
  type UsernameValidResponse,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

/** The member's timezone goes with login and sign-up so dates and daily-game deadlines read right. */
export const browserTimezone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export async function logIn(http: AxiosInstance, username: string, password: string): Promise<LoginResponse> {
  const body = { _username: username, _password: password, timezone: browserTimezone() };
  return (await http.post<LoginResponse>(API.loginCheck, body)).data;
}

export interface Registration {
  username: string;
  email: string;
  password: string;
  /** A friend's invite token (`/register?invite=`). */
  invite?: string;
}

export async function register(http: AxiosInstance, registration: Registration): Promise<void> {
  await http.post(API.register, { ...registration, timezone: browserTimezone() });
}

export async function logOut(http: AxiosInstance): Promise<void> {
  await http.post(API.logout);
}

export async function fetchCurrentUser(http: AxiosInstance): Promise<CurrentUserPayload> {
  return (await http.get<CurrentUserPayload>(API.currentUser)).data;
}

export async function fetchRoles(http: AxiosInstance): Promise<string[]> {
  return (await http.get<RolesResponse>(API.roles)).data.roles;
}

export async function checkUsername(
  http: AxiosInstance,
  username: string,
  signal: AbortSignal,
): Promise<UsernameValidResponse> {
  return (await http.get<UsernameValidResponse>(API.usernameValid, { params: { username }, signal })).data;
}
