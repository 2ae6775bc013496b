import { Writable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type DescField, type DescMethod, ScalarType } from '@bufbuild/protobuf';
import { MethodOptions_IdempotencyLevel } from '@bufbuild/protobuf/wkt';
import { PLATFORM } from '@kingside/contract';
import { ThemesService } from '@kingside/contract/themes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

/** Every Connect service the app serves, with its base url: their methods are read from the descriptors. */
const SERVICES = [{ base: PLATFORM.themesBase, service: ThemesService }];
const METHODS = SERVICES.flatMap(({ base, service }) =>
  service.methods.map((method) => ({ url: `${base}/${service.typeName}/${method.name}`, method })),
);

const bytes = (...values: number[]) => Buffer.from(values);
/** A field's tag with the wire type it does not have: varint for strings and messages, else length-delimited. */
function wrongWireType(field: DescField): Buffer {
  const lengthDelimited = field.fieldKind === 'message' || field.scalar === ScalarType.STRING;
  return lengthDelimited ? bytes((field.number << 3) | 0, 1) : bytes((field.number << 3) | 2, 3, 1);
}
/**
 * The same field with a JSON value of the wrong type. An enum gets a boolean: an unknown enum name
 * is ignored like an unknown field (proto3 JSON), so a string would decode.
 */
function wrongJsonType(field: DescField): string {
  const wrong = field.fieldKind === 'enum' ? true : field.scalar === ScalarType.STRING ? 5 : 'five';
  return JSON.stringify({ [field.jsonName]: wrong });
}

/** Bodies that cannot decode as the method's input, each with what is wrong with it. */
function binaryBodies(method: DescMethod): [string, Buffer][] {
  return [
    ['an invalid wire type', bytes(0x0f)],
    ['a varint that never ends', bytes(0xff, 0xff, 0xff)],
    ['a length past the end', bytes(0x0a, 0x10, 0x41)],
    ['a truncated unknown field', bytes(0x9a, 0x06, 0x10, 0x41)],
    ...method.input.fields.map((field): [string, Buffer] => [
      `${field.name} of the wrong wire type`,
      wrongWireType(field),
    ]),
  ];
}
function jsonBodies(method: DescMethod): [string, string][] {
  return [
    ['truncated JSON', '{"platform":"we'],
    ['not JSON', '\u0000\u00ff'],
    ['an array', '[1]'],
    ['a string', '"themes"'],
    ...method.input.fields.map((field): [string, string] => [
      `${field.name} of the wrong type`,
      wrongJsonType(field),
    ]),
  ];
}
/** A valid body compressed, then corrupted or cut short, per encoding: each is the sender's mistake. */
const DEFLATED = { gzip: gzipSync('{"platform":"web"}'), br: brotliCompressSync('{"platform":"web"}') };
const BAD_COMPRESSED: [string, 'gzip' | 'br', Buffer][] = [
  ['gzip cut short', 'gzip', DEFLATED.gzip.subarray(0, 12)],
  ['gzip corrupt', 'gzip', Buffer.from('nope')],
  ['brotli cut short', 'br', DEFLATED.br.subarray(0, 5)],
  ['brotli corrupt', 'br', Buffer.from('nope')],
];

function frame(message: Buffer, length = message.length, flags = 0): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt8(flags, 0);
  head.writeUInt32BE(length, 1);
  return Buffer.concat([head, message]);
}
const grpcStatus = (response: { headers: Record<string, unknown>; body: string }) =>
  response.headers['grpc-status'] ?? /grpc-status: ?(\d+)/.exec(response.body)?.[1];

describe('malformed Connect input: invalid_argument in every protocol, never internal', () => {
  let t: TestApp;
  let token: string;
  const log: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        log.push(JSON.parse(String(chunk)));
        done();
      },
    });
    t = await startTestApp('pglite', { LOG_LEVEL: 'warn' }, { logTo: sink });
    token = (await new TestBrowser(t.app).post(PLATFORM.tokenPath)).json().access_token;
  });
  afterAll(async () => t.close());

  const post = (url: string, contentType: string, payload: Buffer | string, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}`, ...headers },
      payload,
    });

  describe.each(METHODS)('$url', ({ url, method }) => {
    it('answers Connect JSON that does not decode with 400 invalid_argument', async () => {
      for (const [what, body] of jsonBodies(method)) {
        const response = await post(url, 'application/json', body);
        expect({ what, status: response.statusCode, code: response.json().code }).toEqual({
          what,
          status: 400,
          code: 'invalid_argument',
        });
      }
    });

    it('answers Connect binary that does not decode with 400 invalid_argument', async () => {
      for (const [what, body] of binaryBodies(method)) {
        const response = await post(url, 'application/proto', body);
        expect({ what, status: response.statusCode, code: response.json().code }).toEqual({
          what,
          status: 400,
          code: 'invalid_argument',
        });
      }
    });

    it('answers gRPC-web that does not decode with grpc-status 3 (invalid argument)', async () => {
      const frames: [string, Buffer][] = [
        ...binaryBodies(method).map(([what, body]): [string, Buffer] => [what, frame(body)]),
        ['a frame shorter than it says', frame(bytes(0x0a), 16)],
        ['half a frame header', bytes(0, 0, 0)],
      ];
      for (const [what, body] of frames) {
        const response = await post(url, 'application/grpc-web+proto', body);
        const status = grpcStatus(response);
        expect({ what, http: response.statusCode, status }).toEqual({ what, http: 200, status: '3' });
      }
    });

    it('answers a compressed body that is corrupt or cut short as invalid argument, in both protocols', async () => {
      for (const [what, encoding, body] of BAD_COMPRESSED) {
        const connect = await post(url, 'application/json', body, { 'content-encoding': encoding });
        expect({ what, status: connect.statusCode, code: connect.json().code }).toEqual({
          what,
          status: 400,
          code: 'invalid_argument',
        });
        const grpcWeb = await post(url, 'application/grpc-web+proto', frame(body, body.length, 1), {
          'grpc-encoding': encoding,
        });
        expect({ what, http: grpcWeb.statusCode, status: grpcStatus(grpcWeb) }).toEqual({
          what,
          http: 200,
          status: '3',
        });
      }
    });
  });

  // §7: side-effect-free methods may use GET, the message in the query.
  describe.each(
    METHODS.filter(({ method }) => method.idempotency === MethodOptions_IdempotencyLevel.NO_SIDE_EFFECTS),
  )('$url over GET', ({ url, method }) => {
    it('answers a message that does not decode with 400 invalid_argument', async () => {
      const queries = [
        ...binaryBodies(method).map(
          ([, body]) => `encoding=proto&base64=1&message=${body.toString('base64url')}`,
        ),
        ...jsonBodies(method).map(([, body]) => `encoding=json&message=${encodeURIComponent(body)}`),
        'encoding=proto&base64=1&message=not*base64!',
        ...BAD_COMPRESSED.map(
          ([, encoding, body]) =>
            `encoding=json&compression=${encoding}&base64=1&message=${body.toString('base64url')}`,
        ),
      ];
      for (const query of queries) {
        const response = await t.app.inject({
          method: 'GET',
          url: `${url}?connect=v1&${query}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect({ query, status: response.statusCode, code: response.json().code }).toEqual({
          query,
          status: 400,
          code: 'invalid_argument',
        });
      }
    });
  });

  it('logs nothing at error level for any of it', () => {
    expect(log.filter((line) => line.level >= 50)).toEqual([]);
  });
});
