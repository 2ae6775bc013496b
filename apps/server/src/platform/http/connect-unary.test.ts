import { create, toBinary, toJsonString } from '@bufbuild/protobuf';
import { Code, ConnectError, type HandlerContext } from '@connectrpc/connect';
import {
  AutocompleteRequestSchema,
  type AutocompleteResponse,
  AutocompleteResponseSchema,
  FriendSchema,
  FriendsSearchService,
} from '@kingside/contract/friends-search';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { registerConnectService } from './connect-service';

const PATH = '/svc/kingside.friends.v1.FriendsSearchService/Autocomplete';

/** What the implementation does, chosen by the request's prefix. */
function answer(prefix: string, context: HandlerContext) {
  const friends = (count: number) =>
    Array.from({ length: count }, (_, i) => create(FriendSchema, { uuid: `member-${i}`, bestRating: i }));
  switch (prefix) {
    case 'headers':
      context.responseHeader.set('x-answer', 'yes');
      context.responseHeader.append('set-cookie', 'a=1');
      context.responseHeader.append('set-cookie', 'b=2');
      context.responseTrailer.set('x-trailer', 'after');
      return { suggestions: friends(1) };
    case 'language':
      return { suggestions: [{ uuid: context.requestHeader.get('accept-language') ?? 'none' }] };
    case 'app-error':
      throw new AppError('not_found', 404, 'No such member.');
    case 'metadata':
      throw new ConnectError('Not now.', Code.FailedPrecondition, { 'x-why': 'because' });
    case 'boom':
      throw new Error('boom');
    case 'big':
      return create(AutocompleteResponseSchema, { suggestions: friends(200) });
    default:
      return { suggestions: friends(2) };
  }
}

describe('Connect unary calls served without Connect’s plumbing answer what Connect’s own handler answers', () => {
  let app: FastifyInstance;
  /** Each call's deadline as its implementation saw it: none on the plain path, one through Connect. */
  const deadlines: (number | undefined)[] = [];
  /** Answers the service's own JSON writer wrote; it leaves big ones to protobuf (by throwing). */
  let written = 0;
  const writeAutocomplete = (message: AutocompleteResponse) => {
    if (message.suggestions.length > 100) throw new Error('too many for this writer');
    written++;
    return new TextEncoder().encode(toJsonString(AutocompleteResponseSchema, message));
  };

  beforeAll(async () => {
    app = Fastify();
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-frame-options', 'DENY');
    });
    await registerConnectService(
      app,
      '/svc',
      (router) =>
        router.service(FriendsSearchService, {
          autocomplete(request, context) {
            deadlines.push(context.timeoutMs());
            return answer(request.prefix, context);
          },
        }),
      {
        authenticate: async (authorization) => (authorization === 'Bearer good' ? { who: 'member' } : null),
        refusal: 'Send a token.',
      },
      new Map([[AutocompleteResponseSchema, writeAutocomplete as (message: never) => Uint8Array]]),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const prefixes = ['plain', 'headers', 'language', 'app-error', 'metadata', 'boom', 'big'];
  const cases = prefixes.flatMap((prefix) =>
    (['json', 'binary'] as const).flatMap((format) =>
      ['', 'gzip', 'br, gzip'].flatMap((accept) =>
        ['Bearer good', 'Bearer bad'].map((authorization) => ({ prefix, format, accept, authorization })),
      ),
    ),
  );

  it.each(cases)('$prefix, $format, accepting "$accept", $authorization', async (c) => {
    const message = create(AutocompleteRequestSchema, { prefix: c.prefix });
    const call = async (through: 'plain' | 'connect') => {
      const before = deadlines.length;
      const writtenBefore = written;
      const response = await app.inject({
        method: 'POST',
        url: PATH,
        headers: {
          'content-type': c.format === 'json' ? 'application/json' : 'application/proto',
          authorization: c.authorization,
          'accept-language': 'fr-CH',
          ...(c.accept && { 'accept-encoding': c.accept }),
          // A deadline is one thing the plain path leaves to Connect.
          ...(through === 'connect' && { 'connect-timeout-ms': '60000' }),
        },
        payload:
          c.format === 'json'
            ? JSON.stringify({ prefix: c.prefix })
            : Buffer.from(toBinary(AutocompleteRequestSchema, message)),
      });
      const { date: _date, connection: _connection, ...headers } = response.headers;
      const seen = deadlines.slice(before);
      return {
        status: response.statusCode,
        headers,
        body: response.rawPayload,
        seen,
        written: written - writtenBefore,
      };
    };
    const plain = await call('plain');
    const connect = await call('connect');
    expect(plain.status).toBe(connect.status);
    expect(Object.entries(plain.headers)).toEqual(Object.entries(connect.headers));
    expect(plain.body.equals(connect.body)).toBe(true);
    // Each went the way it was meant to (a refused call never reaches the implementation).
    const reached = c.authorization === 'Bearer good' ? 1 : 0;
    expect(plain.seen).toEqual(Array(reached).fill(undefined));
    expect(connect.seen.length).toBe(reached);
    expect(connect.seen.every((ms) => typeof ms === 'number')).toBe(true);
    // The service's JSON writer wrote the plain path's JSON answers (but the one it left to protobuf).
    const ownWriter = reached && c.format === 'json' && ['plain', 'headers', 'language'].includes(c.prefix);
    expect(plain.written).toBe(ownWriter ? 1 : 0);
    expect(connect.written).toBe(0);
  });
});
