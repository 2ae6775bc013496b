import { HTTP } from '@kingside/contract';
import axios, { type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import type { PlatformToken } from './platform-token';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one retry made after a platform 401 and a token refresh (§8). */
    tokenRetried?: boolean;
  }
}

export interface PlatformHttpOptions {
  token: PlatformToken;
  /** The client-identity header value of §7. */
  clientIdentity: string;
  defaults?: CreateAxiosDefaults;
}

const BEARER = /^Bearer (.+)$/;

/**
 * Axios for the platform services (§7): a bearer token instead of the session cookie and CSRF
 * field, the client-identity header, and on 401 one shared token refresh then one retry (§8).
 */
export function createPlatformHttp({ token, clientIdentity, defaults }: PlatformHttpOptions): AxiosInstance {
  const http = axios.create({
    timeout: HTTP.timeout,
    headers: { Accept: HTTP.accept },
    withCredentials: false,
    ...defaults,
  });

  http.interceptors.request.use(async (config) => {
    config.headers.set('Authorization', `Bearer ${await token.current()}`);
    config.headers.set(HTTP.clientIdentityHeader, clientIdentity);
    return config;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || error.response?.status !== 401) throw error;
    const config = error.config;
    if (!config || config.tokenRetried) throw error;
    const used = BEARER.exec(String(config.headers.Authorization ?? ''))?.[1] ?? '';
    await token.refresh(used);
    return http.request({ ...config, tokenRetried: true });
  });

  return http;
}
