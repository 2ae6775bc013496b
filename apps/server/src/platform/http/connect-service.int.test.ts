import { type AddressInfo, connect, type Socket } from 'node:net';
import { PLATFORM } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

const LIST_THEMES = `${PLATFORM.themesBase}/kingside.themes.v1.ThemesService/ListThemes`;
const HUGE = 200 * 1024 * 1024;

/**
 * Sends a request's head and the first kilobyte of a body it says is 200 MB, then waits for the
 * answer without sending more: an answer proves the server decided before reading the body.
 */
function answerBeforeBody(port: number, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const head = answer.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(answer)?.[1];
      const whole = length ? answer.length >= head + 4 + Number(length) : answer.endsWith('\r\n0\r\n\r\n');
      if (head >= 0 && whole) {
        socket.destroy();
        resolve(answer);
      }
    });
    const lines = Object.entries({ host: 'localhost', 'content-length': String(HUGE), ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${LIST_THEMES} HTTP/1.1\r\n${lines}\r\n`);
    socket.write(Buffer.alloc(1024, 0x20));
  });
}

describe('Connect services: the body limit and the token check before the body', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    token = (await new TestBrowser(t.app).post(PLATFORM.tokenPath)).json().access_token;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('refuses a call without a valid token before reading its body, in Connect and gRPC-web form', async () => {
    const json = await answerBeforeBody(port, { 'content-type': 'application/json' });
    expect(json).toMatch(/^HTTP\/1\.1 401 /);
    expect(json).toContain('"code":"unauthenticated"');

    const grpcWeb = await answerBeforeBody(port, {
      'content-type': 'application/grpc-web+proto',
      authorization: 'Bearer kp1.forged.token',
    });
    expect(grpcWeb).toMatch(/^HTTP\/1\.1 200 /);
    expect(grpcWeb).toMatch(/grpc-status: ?16/);
  });

  it('refuses a body announced over the limit, with a token, without reading it', async () => {
    const answer = await answerBeforeBody(port, {
      'content-type': 'application/proto',
      authorization: `Bearer ${token}`,
    });
    expect(answer).toMatch(/^HTTP\/1\.1 429 /);
    expect(answer).toContain('"code":"resource_exhausted"');
  });

  it('refuses a body over the app body limit in every protocol, and takes one under it', async () => {
    const limit = t.app.initialConfig.bodyLimit!;
    const call = (contentType: string, payload: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: LIST_THEMES,
        headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
        payload,
      });
    const json = (size: number) => {
      const shell = '{"platform":""}';
      return Buffer.from(`{"platform":"${'w'.repeat(size - shell.length)}"}`);
    };
    expect((await call('application/json', json(limit))).statusCode).toBe(200);
    const over = await call('application/json', json(limit + 1));
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('resource_exhausted');

    // One gRPC-web frame whose message is one byte over the limit.
    const frame = Buffer.alloc(5 + limit + 1);
    frame.writeUInt32BE(limit + 1, 1);
    const grpcWeb = await call('application/grpc-web+proto', frame);
    expect(grpcWeb.statusCode).toBe(200);
    expect(grpcWeb.body).toMatch(/grpc-status: ?8/);
  });
});
