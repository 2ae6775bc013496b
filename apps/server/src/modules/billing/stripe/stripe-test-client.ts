import Stripe from 'stripe';

/** One request the Stripe client sent, its form body flattened (`line_items[0][price]` → value). */
export interface RecordedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  headers: Record<string, string>;
}

/**
 * Tests only: a real Stripe client whose HTTP ends in this process. Each request is recorded and
 * answered by `respond` (a canned Stripe object, or `{status, body}` for an error), so the tests
 * check exactly what we would send Stripe without the network.
 */
export function createRecordingStripe(
  respond: (request: RecordedRequest) => unknown | { status: number; body: unknown },
): { stripe: Stripe; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const fakeFetch = async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const target = new URL(String(url));
    const body = typeof init?.body === 'string' ? init.body : target.search.slice(1);
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: target.pathname,
      params: Object.fromEntries(new URLSearchParams(body)),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    };
    requests.push(request);
    const answer = respond(request);
    const { status, body: json } =
      answer && typeof answer === 'object' && 'status' in answer && 'body' in answer
        ? (answer as { status: number; body: unknown })
        : { status: 200, body: answer };
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': `req_${requests.length}` },
    });
  };
  const stripe = new Stripe('sk_test_recording', {
    httpClient: Stripe.createFetchHttpClient(fakeFetch),
    maxNetworkRetries: 0,
  });
  return { stripe, requests };
}
