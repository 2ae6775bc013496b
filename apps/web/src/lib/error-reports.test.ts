import { CLIENT_METRICS, type ClientErrorReport, EMAIL_MARKETING_HOST, REDACTED } from '@kingside/contract';
import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, reportFailedResponses, shouldReport } from './error-reports';
import { createCsrfToken, createHttpClient } from './http';

type Reply = { status: number; body?: unknown };

function client(replies: Reply[]) {
  const fetch = async () => {
    const reply = replies.shift() ?? { status: 200, body: { ok: true } };
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const http = createHttpClient({
    csrfToken: createCsrfToken('page-token', () => null),
    requestIds: true,
    defaults: { adapter: 'fetch', env: { fetch } },
  });
  const reports: ClientErrorReport[] = [];
  reportFailedResponses(http, (report) => reports.push(report));
  return { http, reports };
}

const staleToken = {
  status: 403,
  body: { error: { code: 'csrf_token_invalid', message: 'x' }, _token: 'fresh' },
};

describe('shouldReport', () => {
  it.each([
    ['https://kingside.test/callback/x', 400, true],
    ['https://kingside.test/callback/x', 503, true],
    ['https://kingside.test/callback/x', 399, false],
    [`https://${EMAIL_MARKETING_HOST}/track?u=1`, 404, false],
    [`https://kingside.test${CLIENT_METRICS.path}`, 429, false],
  ])('%s %i → %s', (url, status, expected) => {
    expect(shouldReport(new URL(url), status)).toBe(expected);
  });
});

describe('reporting failed responses', () => {
  it('reports a failure with its status, method, path, request id and message', async () => {
    const { http, reports } = client([{ status: 404 }]);
    await expect(http.get('/callback/user/valid?username=ann')).rejects.toThrow();
    expect(reports).toEqual([
      {
        status: 404,
        method: 'get',
        url: '/callback/user/valid?username=ann',
        requestId: expect.stringMatching(/^[A-Za-z0-9]{10}$/),
        message: 'Request failed with status code 404',
      },
    ]);
  });

  it('does not report a request that the CSRF retry rescued', async () => {
    const { http, reports } = client([staleToken, { status: 200 }]);
    await expect(http.post('/callback/thing', {})).resolves.toMatchObject({ status: 200 });
    expect(reports).toEqual([]);
  });

  it('reports a retry that failed too, once', async () => {
    const { http, reports } = client([staleToken, { status: 500 }]);
    await expect(http.post('/callback/thing', {})).rejects.toThrow();
    expect(reports.map((r) => r.status)).toEqual([500]);
  });

  it('skips the metrics endpoint itself and the email-marketing host', async () => {
    const { http, reports } = client([{ status: 429 }, { status: 404 }]);
    await expect(http.post(CLIENT_METRICS.path, {})).rejects.toThrow();
    await expect(http.get(`https://${EMAIL_MARKETING_HOST}/open.gif`)).rejects.toThrow();
    expect(reports).toEqual([]);
  });

  it('does not report successes', async () => {
    const { http, reports } = client([{ status: 204 }]);
    await http.get('/callback/ok');
    expect(reports).toEqual([]);
  });
});

describe('the beacon', () => {
  const report: ClientErrorReport = {
    status: 403,
    method: 'post',
    url: '/reset?token=abc&x=1',
    requestId: 'AbCdE12345',
    message: 'failed with password=hunter2',
  };

  it('sends allow-listed fields as a form with the CSRF field, secrets redacted', () => {
    const sendBeacon = vi.fn((_url: string, _body: BodyInit) => true);
    const fetch = vi.fn(async () => ({}));
    createErrorReporter(
      createCsrfToken('tok', () => null),
      { sendBeacon, fetch },
    )(report);
    expect(fetch).not.toHaveBeenCalled();
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(CLIENT_METRICS.path);
    expect(Object.fromEntries(body as URLSearchParams)).toEqual({
      status: '403',
      method: 'POST',
      url: `/reset?token=${REDACTED}&x=1`,
      requestId: 'AbCdE12345',
      message: `failed with password=${REDACTED}`,
      _token: 'tok',
    });
  });

  it('falls back to a keepalive fetch without sendBeacon, or when the beacon is refused', () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => ({}));
    createErrorReporter(
      createCsrfToken('tok', () => null),
      { fetch },
    )(report);
    createErrorReporter(
      createCsrfToken('tok', () => null),
      { sendBeacon: () => false, fetch },
    )(report);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
    });
  });

  it('never exceeds the size cap', () => {
    const sendBeacon = vi.fn((_url: string, _body: BodyInit) => true);
    createErrorReporter(
      createCsrfToken('tok', () => null),
      { sendBeacon, fetch: async () => ({}) },
    )({
      ...report,
      url: `/x?q=${'%'.repeat(2000)}`,
      message: '%'.repeat(2000),
    });
    expect(String(sendBeacon.mock.calls[0]![1]).length).toBeLessThanOrEqual(CLIENT_METRICS.maxBytes);
  });
});
