import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** `off` by default; either value sends COOP same-origin, as a multi-threaded (SharedArrayBuffer) engine needs. */
export type CrossOriginIsolation = 'off' | 'credentialless' | 'require-corp';

export interface SecurityHeaderOptions {
  crossOriginIsolation: CrossOriginIsolation;
}

/** Everything after script-src: the same on every page, so it is built once. */
const CSP_REST =
  "; style-src 'self' 'unsafe-inline'" +
  "; img-src 'self' data: blob:" +
  "; font-src 'self' data:" +
  "; connect-src 'self' ws: wss:" +
  "; worker-src 'self' blob:" +
  "; media-src 'self' data: blob:" +
  "; object-src 'none'" +
  "; frame-ancestors 'none'" +
  "; base-uri 'none'" +
  "; form-action 'self'";

/** HTML that is not a rendered page (errors, fallbacks) runs no script at all. */
const CSP_NO_SCRIPT = `default-src 'self'; script-src 'none'${CSP_REST}`;

export const HSTS = 'max-age=31536000; includeSubDomains';

const NONCE_BYTES = 16;
const POOL_NONCES = 256;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/**
 * 16 random bytes, base64: a fresh one for every page response. Drawn from a pool refilled by one
 * CSPRNG call per 256 nonces (a call per page cost more than the rest of the headers together).
 */
export function makeNonce(): string {
  if (poolOffset >= pool.length) {
    pool = randomBytes(NONCE_BYTES * POOL_NONCES);
    poolOffset = 0;
  }
  poolOffset += NONCE_BYTES;
  return pool.toString('base64', poolOffset - NONCE_BYTES, poolOffset);
}

/**
 * The page policy: only scripts carrying this response's nonce run, and what they load
 * ('strict-dynamic': the bundle's lazy chunks). 'self' is for browsers without CSP 3.
 * 'wasm-unsafe-eval' only for pages that compile WebAssembly.
 */
export function pageCsp(nonce: string, wasm = false): string {
  return (
    `default-src 'self'; script-src 'nonce-${nonce}' 'strict-dynamic' 'self'` +
    (wasm ? " 'wasm-unsafe-eval'" : '') +
    CSP_REST
  );
}

export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const isolation = options.crossOriginIsolation;
  // A callback hook, not an async one: it runs on every response, and a promise each time adds up.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    // Our bundles and answers are for our pages only.
    reply.header('cross-origin-resource-policy', 'same-origin');
    // trustProxy is on: behind a TLS-terminating proxy this reads X-Forwarded-Proto.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isolation !== 'off') {
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('cross-origin-embedder-policy', isolation);
    }
    if (!reply.hasHeader('content-security-policy')) {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html'))
        reply.header('content-security-policy', CSP_NO_SCRIPT);
    }
    done(null, payload);
  });
}
