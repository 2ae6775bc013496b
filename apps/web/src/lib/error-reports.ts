import {
  CLIENT_METRICS,
  type ClientErrorReport,
  EMAIL_MARKETING_HOST,
  HTTP,
  redactSecrets,
} from '@kingside/contract';
import axios, { type AxiosInstance } from 'axios';
import type { CsrfToken } from './http';

export type ErrorReporter = (report: ClientErrorReport) => void;

/** §8: ≥ 400 is reported, except on the email-marketing host and for the metrics endpoint itself. */
export function shouldReport(url: URL, status: number): boolean {
  return status >= 400 && url.hostname !== EMAIL_MARKETING_HOST && url.pathname !== CLIENT_METRICS.path;
}

export interface BeaconTransport {
  sendBeacon?: (url: string, body: BodyInit) => boolean;
  fetch: (url: string, init: RequestInit) => Promise<unknown>;
}

const browserTransport = (): BeaconTransport => ({
  sendBeacon:
    typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
      ? (url, body) => navigator.sendBeacon(url, body)
      : undefined,
  fetch: (url, init) => fetch(url, init),
});

/**
 * Sends a report as a form (the body type every browser beacons, and it survives the tab closing),
 * with only the allow-listed fields, secrets redacted, the CSRF field, and never past the size cap.
 */
export function createErrorReporter(
  csrfToken: CsrfToken,
  transport: BeaconTransport = browserTransport(),
): ErrorReporter {
  return (report) => {
    const form = new URLSearchParams({
      status: String(report.status),
      method: report.method.toUpperCase(),
      url: redactSecrets(report.url).slice(0, CLIENT_METRICS.maxUrlLength),
    });
    if (report.requestId) form.set('requestId', report.requestId);
    if (report.message)
      form.set('message', redactSecrets(report.message).slice(0, CLIENT_METRICS.maxMessageLength));
    form.set(HTTP.csrfField, csrfToken.get());
    if (form.toString().length > CLIENT_METRICS.maxBytes) form.delete('message');
    if (transport.sendBeacon?.(CLIENT_METRICS.path, form)) return;
    transport
      .fetch(CLIENT_METRICS.path, { method: 'POST', body: form, credentials: 'same-origin', keepalive: true })
      .catch(() => {});
  };
}

/**
 * Reports failed responses after their final outcome. Register it after every interceptor that
 * retries (CSRF refresh, token refresh, the bot check): a rescued request then never reaches it
 * as an error, and a retry's own failure passes through twice (inner and outer chain) but is
 * reported once.
 */
export function reportFailedResponses(http: AxiosInstance, report: ErrorReporter): void {
  const reported = new WeakSet<object>();
  http.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error) && error.response && error.config && !reported.has(error)) {
      reported.add(error);
      const url = new URL(http.getUri(error.config), window.location.href);
      if (shouldReport(url, error.response.status)) {
        const requestId = error.config.headers?.get?.(HTTP.requestIdHeader);
        report({
          status: error.response.status,
          method: error.config.method ?? HTTP.method,
          url: url.origin === window.location.origin ? url.pathname + url.search : url.href,
          requestId: typeof requestId === 'string' ? requestId : null,
          message: error.message,
        });
      }
    }
    return Promise.reject(error);
  });
}
