import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { PLATFORM } from '@kingside/contract';
import {
  ListThemesRequestSchema,
  ListThemesResponseSchema,
  SelectThemeRequestSchema,
} from '@kingside/contract/themes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

const SERVICE = `${PLATFORM.themesBase}/kingside.themes.v1.ThemesService`;

/** One gRPC-web frame: flag byte, big-endian length, bytes. */
function frame(flag: number, bytes: Uint8Array): Buffer {
  const head = Buffer.alloc(5);
  head.writeUInt8(flag, 0);
  head.writeUInt32BE(bytes.length, 1);
  return Buffer.concat([head, bytes]);
}

function unframe(body: Buffer): { messages: Buffer[]; trailer: Record<string, string> } {
  const messages: Buffer[] = [];
  const trailer: Record<string, string> = {};
  for (let at = 0; at < body.length; ) {
    const flag = body.readUInt8(at);
    const length = body.readUInt32BE(at + 1);
    const bytes = body.subarray(at + 5, at + 5 + length);
    at += 5 + length;
    if (flag & 0x80) {
      for (const line of bytes.toString().split('\r\n').filter(Boolean)) {
        const colon = line.indexOf(':');
        trailer[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
    } else messages.push(Buffer.from(bytes));
  }
  return { messages, trailer };
}

describe.each(DATABASE_KINDS)('the Themes service on %s', (kind) => {
  let t: TestApp;
  let memberToken: string;
  let guestToken: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.services.accounts.register({
      username: 'judit',
      email: 'judit@example.com',
      password: 'correct horse battery',
    });
    const member = new TestBrowser(t.app);
    await member.login('judit', 'correct horse battery');
    memberToken = (await member.post(PLATFORM.tokenPath)).json().access_token;
    guestToken = (await new TestBrowser(t.app).post(PLATFORM.tokenPath)).json().access_token;
  });
  afterAll(async () => t.close());

  const connectJson = (method: string, body: unknown, token: string | null = memberToken) =>
    t.app.inject({
      method: 'POST',
      url: `${SERVICE}/${method}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify(body),
    });

  it('lists the built-in themes over Connect JSON, the §9 default first', async () => {
    const response = await connectJson('ListThemes', { platform: 'web', boardSize: 200, piecesSize: 150 });
    expect(response.statusCode).toBe(200);
    const themes = response.json().themes;
    expect(themes.map((theme: { id: string }) => theme.id)).toEqual(['green', 'brown', 'ice', 'night']);
    expect(themes[0]).toMatchObject({ boardStyleId: 'green', pieceSetId: 'neo', soundSetId: 'default' });
  });

  it('answers Connect binary', async () => {
    const request = create(ListThemesRequestSchema, { platform: 'web', boardSize: 200, piecesSize: 150 });
    const response = await t.app.inject({
      method: 'POST',
      url: `${SERVICE}/ListThemes`,
      headers: { 'content-type': 'application/proto', authorization: `Bearer ${guestToken}` },
      payload: Buffer.from(toBinary(ListThemesRequestSchema, request)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/proto');
    expect(fromBinary(ListThemesResponseSchema, response.rawPayload).themes[0]?.id).toBe('green');
  });

  it('answers gRPC-web, and reports a bad token as status 16 inside an HTTP 200', async () => {
    const request = toBinary(ListThemesRequestSchema, create(ListThemesRequestSchema, { platform: 'web' }));
    const call = (authorization: string) =>
      t.app.inject({
        method: 'POST',
        url: `${SERVICE}/ListThemes`,
        headers: { 'content-type': 'application/grpc-web+proto', 'x-grpc-web': '1', authorization },
        payload: frame(0, request),
      });
    const ok = unframe((await call(`Bearer ${memberToken}`)).rawPayload);
    expect(ok.trailer['grpc-status']).toBe('0');
    expect(fromBinary(ListThemesResponseSchema, ok.messages[0]!).themes).toHaveLength(4);

    const refused = await call('Bearer kp1.forged.token');
    expect(refused.statusCode).toBe(200);
    const status = refused.headers['grpc-status'] ?? unframe(refused.rawPayload).trailer['grpc-status'];
    expect(status).toBe('16');
  });

  it('answers a side-effect-free method over Connect GET (§7)', async () => {
    const message = encodeURIComponent(JSON.stringify({ platform: 'web', boardSize: 200 }));
    const response = await t.app.inject({
      method: 'GET',
      url: `${SERVICE}/ListThemes?connect=v1&encoding=json&message=${message}`,
      headers: { authorization: `Bearer ${guestToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().themes[0].id).toBe('green');
    const select = await t.app.inject({
      method: 'GET',
      url: `${SERVICE}/SelectTheme?connect=v1&encoding=json&message=${encodeURIComponent('{"themeId":"ice"}')}`,
      headers: { authorization: `Bearer ${memberToken}` },
    });
    expect(select.statusCode).toBeGreaterThanOrEqual(400);
    expect(select.statusCode).toBeLessThan(500);
  });

  it('says unauthenticated over Connect for a missing, forged or expired token', async () => {
    for (const token of [null, 'kp1.forged.token']) {
      const response = await connectJson('ListThemes', {}, token);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    }
  });

  it('keeps the active theme per member; guests read the default and cannot select', async () => {
    const active = (token: string) =>
      connectJson('GetActiveTheme', { platform: 'web', boardSize: 200, piecesSize: 150 }, token);
    expect((await active(memberToken)).json().theme.id).toBe('green');
    expect((await connectJson('SelectTheme', { themeId: 'night' })).statusCode).toBe(200);
    expect((await active(memberToken)).json().theme).toMatchObject({ id: 'night', soundSetId: 'wood' });
    expect((await active(guestToken)).json().theme.id).toBe('green');

    const guestSelect = await connectJson('SelectTheme', { themeId: 'ice' }, guestToken);
    expect(guestSelect.statusCode).toBe(403);
    expect(guestSelect.json().code).toBe('permission_denied');
    const unknown = await connectJson('SelectTheme', { themeId: 'plaid' });
    expect(unknown.statusCode).toBe(404);
    expect((await active(memberToken)).json().theme.id).toBe('night');
  });

  it('refuses bad input with Connect codes, not 500s', async () => {
    const tooBig = await connectJson('ListThemes', { boardSize: 1_000_000 });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().code).toBe('invalid_argument');
    const notJson = await t.app.inject({
      method: 'POST',
      url: `${SERVICE}/ListThemes`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${memberToken}` },
      payload: '{"boardSize": "big"',
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    const otherUser = await connectJson('GetActiveTheme', { userId: '00000000-0000-0000-0000-000000000000' });
    expect(otherUser.json().code).toBe('permission_denied');
    const binary = create(SelectThemeRequestSchema, { themeId: 'ice' });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: `${SERVICE}/SelectTheme`,
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${memberToken}` },
      payload: Buffer.from(toBinary(SelectThemeRequestSchema, binary)),
    });
    expect(wrongType.statusCode).toBe(415);
  });
});
