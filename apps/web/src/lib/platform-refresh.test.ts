// @vitest-environment node
// A real HTTP server answers real Connect, gRPC-web and plain HTTP calls: no transport is mocked.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { create } from '@bufbuild/protobuf';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { connectNodeAdapter } from '@connectrpc/connect-node';
import { type BffTokenResponse, HTTP } from '@kingside/contract';
import { ListThemesResponseSchema, Platform, ThemeSchema, ThemesService } from '@kingside/contract/themes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlatformTransport } from './platform-connect';
import { createPlatformHttp } from './platform-http';
import { createPlatformToken, type PlatformToken } from './platform-token';

const IDENTITY = 'kingside-web/test';
/** The one token the server takes at the moment; `issue` replaces it, as /bff-token would. */
let valid = '';
let issued = 0;
/** Every call the server saw: path, token, client identity. */
let seen: { path: string; token: string; identity: string; method?: string }[] = [];
let server: Server;
let base = '';

function tokenOf(header: string | string[] | null | undefined): string {
  return String(header ?? '').replace(/^Bearer /, '');
}

async function issue(): Promise<BffTokenResponse> {
  issued += 1;
  // Slow enough that concurrent failures overlap the refresh.
  await new Promise((resolve) => setTimeout(resolve, 30));
  valid = `token-${issued}`;
  return { access_token: valid, token_type: 'Bearer', expires_in: 300, scope: 'themes:read' };
}

beforeAll(async () => {
  const handler = connectNodeAdapter({
    requestPathPrefix: '/platform/themes',
    routes: (router) =>
      router.service(ThemesService, {
        listThemes(_request, context) {
          const token = tokenOf(context.requestHeader.get('authorization'));
          seen.push({
            path: 'ListThemes',
            token,
            identity: context.requestHeader.get(HTTP.clientIdentityHeader) ?? '',
            method: context.requestMethod,
          });
          if (token !== valid) throw new ConnectError('stale token', Code.Unauthenticated);
          return create(ListThemesResponseSchema, { themes: [create(ThemeSchema, { id: 'green' })] });
        },
        getActiveTheme() {
          throw new ConnectError('no', Code.PermissionDenied);
        },
        selectTheme() {
          throw new ConnectError('no', Code.Unimplemented);
        },
      }),
    fallback(request, response) {
      const token = tokenOf(request.headers.authorization);
      seen.push({
        path: request.url ?? '',
        token,
        identity: String(request.headers[HTTP.clientIdentityHeader.toLowerCase()] ?? ''),
      });
      // A gateway in front of the service answers plain HTTP statuses, never gRPC-web frames.
      if (request.url?.startsWith('/gateway/')) {
        response.writeHead(token === valid ? 404 : 401);
        response.end();
        return;
      }
      response.writeHead(token === valid ? 200 : 401, { 'content-type': 'application/json' });
      response.end(JSON.stringify(token === valid ? { ok: true } : { error: { code: 'unauthenticated' } }));
    },
  });
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let token: PlatformToken;
beforeEach(async () => {
  issued = 0;
  valid = '';
  token = createPlatformToken(issue);
  await token.current();
  seen = [];
  // The server moves on (the token expired or its session was revoked): every call now fails once.
  valid = 'rotated-away';
});

function clients() {
  const http = createPlatformHttp({
    token,
    clientIdentity: IDENTITY,
    defaults: { baseURL: base, adapter: 'http' },
  });
  const over = (protocol: 'connect' | 'grpc-web', binary = false) =>
    createClient(
      ThemesService,
      createPlatformTransport({
        baseUrl: `${base}/platform/themes`,
        token,
        clientIdentity: IDENTITY,
        protocol,
        binary,
      }),
    );
  return { http, json: over('connect'), binary: over('connect', true), grpcWeb: over('grpc-web') };
}

describe('the shared platform token refresh', () => {
  it('plain HTTP: concurrent 401s make one refresh, then one retry each', async () => {
    const { http } = clients();
    const answers = await Promise.all([1, 2, 3, 4].map((n) => http.get(`/platform/settings/${n}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(issued - 1).toBe(1);
    expect(seen).toHaveLength(8);
    expect(seen.filter((call) => call.token === 'token-2')).toHaveLength(4);
    expect(new Set(seen.map((call) => call.identity))).toEqual(new Set([IDENTITY]));
  });

  it.each(['json', 'binary', 'grpcWeb'] as const)(
    'Connect %s: concurrent unauthenticated make one refresh',
    async (kind) => {
      const client = clients()[kind];
      const answers = await Promise.all([1, 2, 3].map(() => client.listThemes({ platform: Platform.WEB })));
      expect(answers.map((answer) => answer.themes[0]?.id)).toEqual(['green', 'green', 'green']);
      expect(issued - 1).toBe(1);
      expect(seen.map((call) => call.token).sort()).toEqual([
        'token-1',
        'token-1',
        'token-1',
        'token-2',
        'token-2',
        'token-2',
      ]);
      expect(seen.every((call) => call.identity === IDENTITY)).toBe(true);
      // Connect sends the side-effect-free ListThemes as GET (§7); gRPC-web always POSTs.
      expect(new Set(seen.map((call) => call.method))).toEqual(
        new Set([kind === 'grpcWeb' ? 'POST' : 'GET']),
      );
    },
  );

  it('axios and both Connect protocols failing together still share one refresh', async () => {
    const { http, json, binary, grpcWeb } = clients();
    await Promise.all([
      http.get('/platform/settings/users/me'),
      json.listThemes({}),
      binary.listThemes({}),
      grpcWeb.listThemes({}),
      http.get('/platform/settings/users/me'),
    ]);
    expect(issued - 1).toBe(1);
    expect(seen).toHaveLength(10);
  });

  it('retries once only: a refresh that does not help surfaces the refusal', async () => {
    const refuseAll = async (): Promise<BffTokenResponse> => ({
      access_token: `useless-${++issued}`,
      token_type: 'Bearer',
      expires_in: 300,
      scope: '',
    });
    token = createPlatformToken(refuseAll);
    const again = clients();
    await expect(again.http.get('/platform/x')).rejects.toMatchObject({ response: { status: 401 } });
    await expect(again.grpcWeb.listThemes({})).rejects.toMatchObject({ code: Code.Unauthenticated });
    // Each call went out twice: first try, one retry.
    expect(seen.filter((call) => call.path === '/platform/x')).toHaveLength(2);
    expect(seen.filter((call) => call.path === 'ListThemes')).toHaveLength(2);
  });

  it('gRPC-web maps a bare HTTP 401 to unauthenticated (§8): one refresh, then the 404 is unimplemented', async () => {
    const viaGateway = createClient(
      ThemesService,
      createPlatformTransport({
        baseUrl: `${base}/gateway`,
        token,
        clientIdentity: IDENTITY,
        protocol: 'grpc-web',
      }),
    );
    await expect(viaGateway.listThemes({})).rejects.toMatchObject({ code: Code.Unimplemented });
    expect(issued - 1).toBe(1);
    expect(seen.map((call) => call.token)).toEqual(['token-1', 'token-2']);
  });

  it('does not refresh for other errors', async () => {
    valid = 'token-1';
    const { json } = clients();
    await expect(json.getActiveTheme({})).rejects.toMatchObject({ code: Code.PermissionDenied });
    expect(issued).toBe(1);
  });
});
