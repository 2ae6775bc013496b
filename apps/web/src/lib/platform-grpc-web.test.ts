import { create, toBinary } from '@bufbuild/protobuf';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { ListThemesResponseSchema, ThemesService } from '@kingside/contract/themes';
import { describe, expect, it, vi } from 'vitest';
import { createPlatformTransport } from './platform-connect';
import type { PlatformToken } from './platform-token';

const token: PlatformToken = {
  current: async () => 'kp1.token',
  refresh: async () => 'kp1.token',
} as unknown as PlatformToken;

/** A gRPC-web client of the Themes service whose every call gets `answer` back. */
function clientAnswering(answer: () => Response) {
  const transport = createPlatformTransport({
    baseUrl: 'http://kingside.test/platform/themes',
    token,
    clientIdentity: 'test',
    protocol: 'grpc-web',
    fetch: async () => answer(),
  });
  return createClient(ThemesService, transport);
}

async function failure(answer: () => Response): Promise<ConnectError> {
  const error = await clientAnswering(answer)
    .listThemes({})
    .catch((e: unknown) => e);
  return ConnectError.from(error);
}

function frame(flags: number, bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(5 + bytes.length);
  new DataView(out.buffer).setUint32(1, bytes.length);
  out[0] = flags;
  out.set(bytes, 5);
  return out;
}
const join = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));
const trailer = (text: string) => frame(0x80, new TextEncoder().encode(text));
const message = frame(
  0,
  toBinary(ListThemesResponseSchema, create(ListThemesResponseSchema, { themes: [] })),
);
const grpcWeb = (body: Uint8Array | null, headers: Record<string, string> = {}) =>
  new Response(body as BodyInit | null, {
    status: 200,
    headers: { 'content-type': 'application/grpc-web+proto', ...headers },
  });

describe('the gRPC-web client (§8 themes transport)', () => {
  it('maps an HTTP status without a gRPC status as §8 says', async () => {
    const expected: [number, Code][] = [
      [400, Code.Internal],
      [401, Code.Unauthenticated],
      [403, Code.PermissionDenied],
      [404, Code.Unimplemented],
      [429, Code.Unavailable],
      [502, Code.Unavailable],
      [503, Code.Unavailable],
      [504, Code.Unavailable],
      [500, Code.Unknown],
      [418, Code.Unknown],
    ];
    for (const [status, code] of expected) {
      // 401 is retried once with a fresh token, and refused again.
      const error = await failure(
        () => new Response('nope', { status, headers: { 'content-type': 'text/plain' } }),
      );
      expect({ status, code: error.code }).toEqual({ status, code });
    }
  });

  it('reads a well-formed answer', async () => {
    const answer = await clientAnswering(() =>
      grpcWeb(join(message, trailer('grpc-status: 0\r\n'))),
    ).listThemes({});
    expect(answer.themes).toEqual([]);
  });

  it('names each protocol error of §8', async () => {
    const cases: [string, () => Response, RegExp][] = [
      [
        'compressed output',
        () => grpcWeb(join(frame(1, new Uint8Array([1])), trailer('grpc-status: 0\r\n'))),
        /compress/i,
      ],
      ['missing trailer', () => grpcWeb(message), /missing trailer/i],
      [
        'extra trailer',
        () => grpcWeb(join(message, trailer('grpc-status: 0\r\n'), trailer('grpc-status: 0\r\n'))),
        /extra trailer/i,
      ],
      [
        'extra message',
        () => grpcWeb(join(message, message, trailer('grpc-status: 0\r\n'))),
        /extra message/i,
      ],
      ['missing message', () => grpcWeb(trailer('grpc-status: 0\r\n')), /missing message/i],
      ['missing response body', () => grpcWeb(null), /missing response body/i],
      ['missing status', () => grpcWeb(join(message, trailer('x-other: 1\r\n'))), /missing status/i],
    ];
    for (const [what, answer, text] of cases) {
      const error = await failure(answer);
      expect({ what, message: error.rawMessage }).toEqual({ what, message: expect.stringMatching(text) });
    }
  });

  it('fails with an explanatory error where there is no fetch API', () => {
    vi.stubGlobal('fetch', undefined);
    vi.stubGlobal('Headers', undefined);
    try {
      const options = { baseUrl: 'http://kingside.test/platform/themes', token, clientIdentity: 'test' };
      expect(() => createPlatformTransport(options)).toThrow(/requires the fetch API/);
      expect(() => createPlatformTransport({ ...options, protocol: 'grpc-web' })).toThrow(
        /requires the fetch API/,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
