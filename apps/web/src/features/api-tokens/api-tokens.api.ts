import {
  API_TOKENS_API,
  type ApiTokenListResponse,
  type ApiTokenScope,
  type ApiTokenView,
  type CreatedApiToken,
} from '@kingside/contract';
import type { AxiosInstance } from 'axios';

export async function fetchApiTokens(http: AxiosInstance): Promise<ApiTokenView[]> {
  return (await http.get<ApiTokenListResponse>(API_TOKENS_API.list)).data.tokens;
}

export async function createApiToken(
  http: AxiosInstance,
  label: string,
  scopes: ApiTokenScope[],
): Promise<CreatedApiToken> {
  return (await http.post<CreatedApiToken>(API_TOKENS_API.create, { label, scopes })).data;
}

export async function revokeApiToken(http: AxiosInstance, id: number): Promise<void> {
  await http.post(API_TOKENS_API.revoke(id));
}
