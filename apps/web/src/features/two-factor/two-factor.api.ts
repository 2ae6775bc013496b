import {
  isErrorBody,
  TWO_FACTOR_API,
  type TwoFactorEnabled,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@kingside/contract';
import axios, { type AxiosInstance } from 'axios';

/** Finishes the login; `reopened` when it opened a self-closed account again. */
export async function verifyLoginCode(http: AxiosInstance, code: string): Promise<{ reopened?: boolean }> {
  return (await http.post<{ ok: true; reopened?: boolean }>(TWO_FACTOR_API.loginCheck, { code })).data;
}

export async function fetchTwoFactorStatus(http: AxiosInstance): Promise<TwoFactorStatus> {
  return (await http.get<TwoFactorStatus>(TWO_FACTOR_API.status)).data;
}

export async function startTwoFactorSetup(http: AxiosInstance): Promise<TwoFactorSetup> {
  return (await http.post<TwoFactorSetup>(TWO_FACTOR_API.setup)).data;
}

export async function enableTwoFactor(http: AxiosInstance, code: string): Promise<string[]> {
  return (await http.post<TwoFactorEnabled>(TWO_FACTOR_API.enable, { code })).data.recoveryCodes;
}

export async function disableTwoFactor(http: AxiosInstance, code: string): Promise<TwoFactorStatus> {
  return (await http.post<TwoFactorStatus>(TWO_FACTOR_API.disable, { code })).data;
}

/** The stable error code of a refused call (`two_factor_not_pending`…), or null. */
export function errorCode(error: unknown): string | null {
  if (!axios.isAxiosError(error)) return null;
  const body: unknown = error.response?.data;
  return isErrorBody(body) ? body.error.code : null;
}
