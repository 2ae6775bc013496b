import { createHash, randomBytes } from 'node:crypto';
import { VIDEO_EMBED_ORIGINS } from '@kingside/contract';
import type { FastifyInstance } from 'fastify';
import { boundedMemo } from '../bounded-memo';

/** `off` by default; either value sends COOP same-origin, as a multi-threaded (SharedArrayBuffer) engine needs. */
export type CrossOriginIsolation = 'off' | 'credentialless' | 'require-corp';

export interface SecurityHeaderOptions {
  crossOriginIsolation: CrossOriginIsolation;
}

const CSP_MEDIA = "; img-src 'self' data: blob:; font-src 'self' data:";
const CSP_TAIL =
  "; worker-src 'self' blob:" +
  "; media-src 'self' data: blob:" +
  "; object-src 'none'" +
  "; frame-ancestors 'none'" +
  "; base-uri 'none'" +
  "; form-action 'self'";

/**
 * The one style attribute the pages need: chessground writes it into its SVG layers with
 * setAttribute, which CSP treats as inline markup (CSSOM writes, like React's style props, are not).
 */
export const BOARD_SVG_STYLE = 'color-scheme:light only';
const STYLE_ATTR = `'unsafe-hashes' 'sha256-${createHash('sha256').update(BOARD_SVG_STYLE).digest('base64')}'`;

/** HTML that is not a rendered page (errors, fallbacks) runs no script and has no inline style. */
const CSP_NO_SCRIPT = `default-src 'self'; script-src 'none'; style-src 'self'${CSP_MEDIA}; connect-src 'self'${CSP_TAIL}`;

/** Video pages frame the allowed hosts' players, and nothing else (the SPA keeps its first page's policy). */
const CSP_FRAMES = `; frame-src 'self' ${Object.values(VIDEO_EMBED_ORIGINS).join(' ')}`;

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

/** Where this response's page is: how it was asked for and the Host it named. */
export interface PageSite {
  scheme: string;
  host: string;
}

/** A host name or address with an optional port: anything else in a Host header stays out of the policy. */
const SAFE_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** Hosts whose policy parts are kept: a deployment answers on a few, but the Host header is the caller's to choose. */
const HOSTS_KEPT = 100;

/** The policy around its two nonces, for one scheme, wasm choice and host (see pageCsp). */
type CspParts = readonly [string, string, string];

function buildCspParts(https: boolean, wasm: boolean, host: string): CspParts {
  const socket = SAFE_HOST.test(host) ? ` ${https ? 'wss' : 'ws'}://${host}` : '';
  return [
    "default-src 'self'; script-src 'nonce-",
    `' 'strict-dynamic' 'self'${wasm ? " 'wasm-unsafe-eval'" : ''}; style-src 'self' 'nonce-`,
    `'; style-src-attr ${STYLE_ATTR}${CSP_MEDIA}; connect-src 'self'${socket}${CSP_FRAMES}${CSP_TAIL}`,
  ];
}

/** Built once per host, for each scheme and wasm choice. */
const keptParts = [false, true].flatMap((https) =>
  [false, true].map((wasm) => boundedMemo((host: string) => buildCspParts(https, wasm, host), HOSTS_KEPT)),
);

const cspParts = (site: PageSite, wasm: boolean): CspParts =>
  keptParts[(site.scheme === 'https' ? 2 : 0) + (wasm ? 1 : 0)]!(site.host);

/**
 * The page policy: only scripts carrying this response's nonce run, and what they load
 * ('strict-dynamic': the bundle's lazy chunks). 'self' is for browsers without CSP 3.
 * 'wasm-unsafe-eval' only for pages that compile WebAssembly. Style elements need the nonce too
 * (the template's first paint colour); stylesheets come from this site. The socket goes to this
 * page's own host: 'self' covers ws(s) in CSP 3, the explicit source in older browsers (Safari < 16).
 * Everything but the nonce is kept per host: a page view joins five strings.
 */
export function pageCsp(nonce: string, site: PageSite, wasm = false): string {
  const [head, middle, tail] = cspParts(site, wasm);
  return head + nonce + middle + nonce + tail;
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
    // From a proxy in TRUST_PROXY (TLS ended there) this is its X-Forwarded-Proto.
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
