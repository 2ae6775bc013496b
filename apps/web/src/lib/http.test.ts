import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { writeCookie } from './cookies';
import { createCsrfToken, createHttpClient } from './http';

interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Reply = { status: number; body: unknown } | Error;

/** A fake `fetch` for axios' own fetch adapter: axios still builds the requests and the errors. */
function fakeServer(replies: Reply[]) {
  const sent: Sent[] = [];
  const fetch = async (input: URL | Request | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = request.method === 'GET' ? '' : await request.text();
    sent.push({
      method: request.method,
      url: new URL(request.url).pathname,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    const reply = replies.shift() ?? { status: 200, body: { ok: true } };
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { sent, fetch };
}

function client(replies: Reply[] = [], options: { requestIds?: boolean; token?: string } = {}) {
  const server = fakeServer(replies);
  const csrfToken = createCsrfToken(options.token ?? 'page-token', () => null);
  const http = createHttpClient({
    csrfToken,
    requestIds: options.requestIds,
    defaults: { adapter: 'fetch', env: { fetch: server.fetch } },
  });
  return { http, sent: server.sent, csrfToken };
}

const staleToken = (fresh: string | undefined) => ({
  status: 403,
  body: { error: { code: 'csrf_token_invalid', message: 'Invalid CSRF token.' }, _token: fresh },
});

describe('CSRF field', () => {
  it('is added to state-changing web callbacks, with booleans sent as 0/1', async () => {
    const { http, sent } = client();
    await http.post('/callback/user/archive-view', { archiveView: 'list', agree: true, hidden: false, n: 2 });
    expect(sent[0]?.body).toEqual({ archiveView: 'list', agree: 1, hidden: 0, n: 2, _token: 'page-token' });
  });

  it('is added to every state-changing method, even without a body', async () => {
    const { http, sent } = client();
    await http.delete('/callback/friend/delete/alice');
    await http.put('/callback/friend/accept/alice');
    await http.patch('/callback/x', {});
    expect(sent.map((request) => request.body)).toEqual([
      { _token: 'page-token' },
      { _token: 'page-token' },
      { _token: 'page-token' },
    ]);
  });

  it('is not added to reads, the open /api/, or requests marked as service requests', async () => {
    const { http, sent } = client();
    await http.get('/callback/user/current');
    await http.post('/api/board', { flag: true });
    await http.post('/callback/metrics', { flag: true }, { service: true });
    await http.post('https://elsewhere.example/callback/x', { flag: true });
    expect(sent.map((request) => request.body)).toEqual([
      undefined,
      { flag: true },
      { flag: true },
      { flag: true },
    ]);
  });

  it('follows a newer XSRF cookie set by the server after the page loaded', () => {
    let cookie: string | null = 'page-token';
    const token = createCsrfToken('page-token', () => cookie);
    cookie = 'rotated';
    expect(token.get()).toBe('rotated');
  });
});

describe('stale CSRF token recovery', () => {
  it('stores the fresh token and retries the request once', async () => {
    const { http, sent, csrfToken } = client([
      staleToken('fresh-token'),
      { status: 200, body: { ok: true } },
    ]);
    const response = await http.post('/logout', { everywhere: true });
    expect(response.data).toEqual({ ok: true });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual({ everywhere: 1, _token: 'fresh-token' });
    expect(csrfToken.get()).toBe('fresh-token');
  });

  it('gives up after the one retry with axios’ own error', async () => {
    const { http, sent } = client([staleToken('fresh-1'), staleToken('fresh-2')]);
    const error = await http.post('/logout').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).message).toBe('Request failed with status code 403');
    expect(sent).toHaveLength(2);
  });

  it('does not retry a 403 that brings no fresh token', async () => {
    const { http, sent } = client([staleToken(undefined)]);
    await expect(http.post('/logout')).rejects.toThrow('Request failed with status code 403');
    expect(sent).toHaveLength(1);
  });
});

describe('errors', () => {
  it('keeps axios’ texts for failed statuses and network failures', async () => {
    const { http } = client([{ status: 500, body: {} }, new TypeError('Failed to fetch')]);
    await expect(http.get('/callback/a')).rejects.toThrow('Request failed with status code 500');
    await expect(http.get('/callback/b')).rejects.toThrow('Network Error');
  });
});

describe('headers', () => {
  it('asks for JSON and sends a 10-character request id when enabled', async () => {
    const { http, sent } = client([], { requestIds: true });
    await http.get('/callback/a');
    expect(sent[0]?.headers.get('Accept')).toBe('application/json, text/plain, */*');
    expect(sent[0]?.headers.get('X-Request-Id')).toMatch(/^[A-Za-z0-9]{10}$/);
  });

  it('sends no request id when disabled', async () => {
    const { http, sent } = client();
    await http.get('/callback/a');
    expect(sent[0]?.headers.get('X-Request-Id')).toBeNull();
  });

  it('echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header', async () => {
    writeCookie('XSRF-TOKEN', 'cookie-token', 1);
    const { http, sent } = client();
    await http.get('/callback/a');
    writeCookie('XSRF-TOKEN', '', 0);
    expect(sent[0]?.headers.get('X-XSRF-TOKEN')).toBe('cookie-token');
  });
});
