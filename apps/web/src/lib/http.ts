import { HTTP, isErrorBody } from '@kingside/contract';
import axios, { type AxiosInstance, type CreateAxiosDefaults, type InternalAxiosRequestConfig } from 'axios';
import { readCookie } from './cookies';
import { randomId } from './random-id';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A special service request (§7): it proves itself another way, so it carries no CSRF field. */
    service?: boolean;
    /** Set on the one retry made with a refreshed CSRF token (§4 request recovery). */
    csrfRetried?: boolean;
    /** The body before axios serialised it, so the retry can re-send it with the fresh token. */
    plainData?: unknown;
  }
}

/** The CSRF token of this session: the page context's, replaced by a newer cookie or a server refresh. */
export interface CsrfToken {
  get(): string;
  set(token: string): void;
}

export function createCsrfToken(
  initial: string,
  readCookieValue: () => string | null = () => readCookie(HTTP.xsrfCookieName),
): CsrfToken {
  let seenCookie = readCookieValue();
  let token = initial || seenCookie || '';
  return {
    get() {
      // A cookie that changed since we last looked was set by the server after the page loaded: it wins.
      const cookie = readCookieValue();
      if (cookie && cookie !== seenCookie) {
        seenCookie = cookie;
        token = cookie;
      }
      return token;
    },
    set(next) {
      token = next;
    },
  };
}

export interface HttpClientOptions {
  csrfToken: CsrfToken;
  /** Adds the client request-id header (§7) so server logs can be matched to one browser request. */
  requestIds?: boolean;
  /** Transport overrides; tests inject a fake `fetch` here. */
  defaults?: CreateAxiosDefaults;
}

const STATE_CHANGING_METHODS = new Set(['delete', 'patch', 'post', 'put']);
const SERVICE_PATH_PREFIX = '/api/';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** §5: boolean fields in request bodies are sent as 0/1. */
export function booleansAsNumbers(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (Array.isArray(value)) return value.map(booleansAsNumbers);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, booleansAsNumbers(field)]));
}

function withCsrfField(data: unknown, token: string): unknown {
  if (data === undefined || data === null) return { [HTTP.csrfField]: token };
  if (data instanceof FormData || data instanceof URLSearchParams) {
    data.set(HTTP.csrfField, token);
    return data;
  }
  if (isPlainObject(data)) return { ...(booleansAsNumbers(data) as object), [HTTP.csrfField]: token };
  return data;
}

/** Web callbacks are same-origin calls outside the open `/api/`; they carry the session cookie and need the token. */
function isWebCallback(http: AxiosInstance, config: InternalAxiosRequestConfig): boolean {
  if (config.service) return false;
  const url = new URL(http.getUri(config), window.location.href);
  return url.origin === window.location.origin && !url.pathname.startsWith(SERVICE_PATH_PREFIX);
}

/** The config and token to retry with, when a 403 says our CSRF token is stale and hands us a new one. */
function csrfRetry(error: unknown): { config: InternalAxiosRequestConfig; token: string } | null {
  if (!axios.isAxiosError(error) || !error.config || error.config.csrfRetried) return null;
  const body: unknown = error.response?.data;
  if (error.response?.status !== 403 || !isErrorBody(body) || body.error.code !== 'csrf_token_invalid')
    return null;
  if (typeof body._token !== 'string' || body._token === '') return null;
  return { config: error.config, token: body._token };
}

/** The one HTTP client of spec §9 (axios: its error texts and XSRF cookie/header handling). */
export function createHttpClient({
  csrfToken,
  requestIds = false,
  defaults,
}: HttpClientOptions): AxiosInstance {
  const http = axios.create({
    timeout: HTTP.timeout,
    method: HTTP.method,
    headers: { Accept: HTTP.accept },
    xsrfCookieName: HTTP.xsrfCookieName,
    xsrfHeaderName: HTTP.xsrfHeaderName,
    withXSRFToken: true,
    ...defaults,
  });

  http.interceptors.request.use((config) => {
    if (requestIds) config.headers.set(HTTP.requestIdHeader, randomId());
    const method = (config.method ?? HTTP.method).toLowerCase();
    if (STATE_CHANGING_METHODS.has(method) && isWebCallback(http, config)) {
      config.data = withCsrfField(config.data, csrfToken.get());
      config.plainData = config.data;
    }
    return config;
  });

  http.interceptors.response.use(undefined, (error: unknown) => {
    const retry = csrfRetry(error);
    if (!retry) return Promise.reject(error);
    csrfToken.set(retry.token);
    return http.request({ ...retry.config, data: retry.config.plainData, csrfRetried: true });
  });

  return http;
}
