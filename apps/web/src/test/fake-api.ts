/** A stand-in for the Kingside server behind axios' fetch adapter: `'POST /login_check'` → reply. */
export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
  headers: Headers;
}

type Handler = Reply | ((request: Received) => Reply | Promise<Reply>);

export function fakeApi(routes: Record<string, Handler> = {}) {
  const received: Received[] = [];
  const fetch = async (input: URL | Request | string, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const entry: Received = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    };
    received.push(entry);
    const handler = routes[`${request.method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? await handler(entry) : handler;
    const {
      status = 200,
      body = {},
      headers = {},
    } = reply ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'No such endpoint.' } },
    };
    // A text reply (a PGN) says its own Content-Type and goes as it is.
    const asText = typeof body === 'string' && headers['Content-Type'] !== undefined;
    return new Response(asText ? (body as string) : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  };
  return { fetch, received, routes };
}
