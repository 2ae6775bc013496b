import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { type Client, Code, type ConnectError, createClient, type Transport } from '@connectrpc/connect';
import { createConnectTransport, createGrpcWebTransport } from '@connectrpc/connect-node';
import { PLATFORM } from '@kingside/contract';
import {
  ListThemesRequestSchema,
  ListThemesResponseSchema,
  Perspective,
  Platform,
  ThemesService,
} from '@kingside/contract/themes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

const SERVICE = `${PLATFORM.themesBase}/kingside.themes.v1.ThemesService`;
const ART = { platform: Platform.WEB, boardSize: 200, piecesSize: 150 };
const PROTOCOLS = ['Connect JSON', 'Connect binary', 'gRPC-web'] as const;

describe.each(DATABASE_KINDS)('the Themes service on %s', (kind) => {
  let t: TestApp;
  let memberToken: string;
  let guestToken: string;
  let memberUuid: string;
  let memberId: number;
  let baseUrl: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const member = await t.services.accounts.register({
      username: 'judit',
      email: 'judit@example.com',
      password: 'correct horse battery',
    });
    memberUuid = member.uuid;
    memberId = member.userId;
    const browser = new TestBrowser(t.app);
    await browser.login('judit', 'correct horse battery');
    memberToken = (await browser.post(PLATFORM.tokenPath)).json().access_token;
    guestToken = (await new TestBrowser(t.app).post(PLATFORM.tokenPath)).json().access_token;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `${address}${PLATFORM.themesBase}`;
  });
  afterAll(async () => t.close());

  /** A client as the web app makes one: the protocol, a bearer token, the caller's language. */
  function client(
    protocol: (typeof PROTOCOLS)[number],
    token: string,
    language = 'en',
  ): Client<typeof ThemesService> {
    const interceptors = [
      (next: Parameters<import('@connectrpc/connect').Interceptor>[0]) =>
        async (request: Parameters<typeof next>[0]) => {
          request.header.set('authorization', `Bearer ${token}`);
          request.header.set('accept-language', language);
          return next(request);
        },
    ];
    const transport: Transport =
      protocol === 'gRPC-web'
        ? createGrpcWebTransport({ baseUrl, httpVersion: '1.1', interceptors })
        : createConnectTransport({
            baseUrl,
            httpVersion: '1.1',
            useBinaryFormat: protocol === 'Connect binary',
            interceptors,
          });
    return createClient(ThemesService, transport);
  }

  describe.each(PROTOCOLS)('over %s', (protocol) => {
    it('lists every part of the catalogue, the §9 default first, in the caller language', async () => {
      const themes = client(protocol, guestToken, 'es-ES,es;q=0.9');
      const { themes: list } = await themes.listThemes(ART);
      expect(list.length).toBeGreaterThanOrEqual(8);
      expect(list[0]).toMatchObject({ id: 'green', isDefault: true, localizedName: 'Verde', name: 'Green' });
      expect(list[0]?.boardStyle?.id).toBe('green');
      expect(list[0]?.pieceSet?.id).toBe('neo');
      expect(list.filter((theme) => theme.isAccessibilityFriendly).length).toBeGreaterThanOrEqual(2);

      const { backgrounds } = await themes.listBackgrounds({ platform: Platform.WEB });
      expect(backgrounds).toHaveLength(6);
      expect(backgrounds.map((b) => b.style.case)).toEqual(expect.arrayContaining(['color', 'image']));
      const { boardStyles } = await themes.listBoardStyles({ platform: Platform.WEB, boardSize: 200 });
      expect(boardStyles).toHaveLength(10);
      expect(boardStyles.find((b) => b.id === 'walnut')?.image).toBe(
        '/theme-assets/v1/boards/walnut/240.webp',
      );
      const { pieceSets } = await themes.listPieceSets({ platform: Platform.WEB, piecesSize: 150 });
      expect(pieceSets.map((set) => set.id)).toEqual([
        'neo',
        'cburnett',
        'minimal',
        'wood',
        'ocean',
        'contrast',
      ]);
      expect(pieceSets[0]).toMatchObject({ perspective: Perspective.PSEUDO_3D, localizedName: 'Neo' });
      expect(pieceSets[0]?.images?.bk).toBe('/theme-assets/v1/pieces/neo/bk.svg');
      const { soundSets } = await themes.listSoundSets({ platform: Platform.WEB });
      expect(soundSets[0]).toMatchObject({ id: 'default', isDefault: true, localizedName: 'Predeterminado' });
    });

    it('gets a theme and a custom theme; unknown ids are not_found', async () => {
      const themes = client(protocol, guestToken);
      const { theme } = await themes.getTheme({ themeId: 'walnut', ...ART });
      expect(theme).toMatchObject({ id: 'walnut', localizedName: 'Walnut' });
      expect(theme?.pieceSet?.id).toBe('wood');
      const custom = await themes.getCustomTheme({ pieceSetId: 'cburnett', boardStyleId: 'marble', ...ART });
      expect(custom.theme?.id).toBe('custom');
      expect(custom.theme?.pieceSet?.id).toBe('cburnett');
      expect(custom.theme?.boardStyle?.id).toBe('marble');
      expect(custom.theme?.background?.id).toBe('default');
      await expect(themes.getTheme({ themeId: 'plaid', ...ART })).rejects.toMatchObject({
        code: Code.NotFound,
      });
      await expect(themes.getCustomTheme({ pieceSetId: 'plaid', ...ART })).rejects.toMatchObject({
        code: Code.NotFound,
      });
    });

    it('keeps the member selection, a theme or a custom one; guests are told to sign in', async () => {
      const themes = client(protocol, memberToken);
      await themes.selectTheme({ themeId: 'night' });
      expect((await themes.getActiveTheme({ ...ART, userId: memberUuid })).theme?.id).toBe('night');
      expect((await themes.getActiveTheme({ ...ART, userId: String(memberId) })).theme?.id).toBe('night');
      await themes.selectCustomTheme({
        backgroundId: 'dots',
        boardStyleId: 'walnut',
        pieceSetId: 'contrast',
        soundSetId: 'wood',
      });
      const active = (await themes.getActiveTheme(ART)).theme;
      expect(active?.id).toBe('custom');
      expect([
        active?.background?.id,
        active?.boardStyle?.id,
        active?.pieceSet?.id,
        active?.soundSet?.id,
      ]).toEqual(['dots', 'walnut', 'contrast', 'wood']);

      const guest = client(protocol, guestToken);
      expect((await guest.getActiveTheme(ART)).theme?.id).toBe('green');
      await expect(guest.selectTheme({ themeId: 'ice' })).rejects.toMatchObject({
        code: Code.Unauthenticated,
      });
      await expect(
        guest.selectCustomTheme({
          backgroundId: 'dots',
          boardStyleId: 'ice',
          pieceSetId: 'neo',
          soundSetId: 'wood',
        }),
      ).rejects.toMatchObject({ code: Code.Unauthenticated });
      // Refusals changed nothing.
      await expect(themes.selectTheme({ themeId: 'plaid' })).rejects.toMatchObject({ code: Code.NotFound });
      await expect(
        themes.selectCustomTheme({
          backgroundId: 'dots',
          boardStyleId: '',
          pieceSetId: 'neo',
          soundSetId: 'wood',
        }),
      ).rejects.toMatchObject({ code: Code.InvalidArgument });
      expect((await themes.getActiveTheme(ART)).theme?.boardStyle?.id).toBe('walnut');
      await themes.selectTheme({ themeId: 'green' });
    });

    it('refuses bad input and other members with Connect codes', async () => {
      const themes = client(protocol, memberToken);
      const refused = async (call: Promise<unknown>) => ((await call.catch((e) => e)) as ConnectError).code;
      expect(await refused(themes.listThemes({ boardSize: 1_000_000 }))).toBe(Code.InvalidArgument);
      expect(await refused(themes.listThemes({ platform: 9 as Platform }))).toBe(Code.InvalidArgument);
      expect(await refused(themes.getTheme({ themeId: 'NOT AN ID' }))).toBe(Code.InvalidArgument);
      expect(await refused(themes.getActiveTheme({ userId: '00000000-0000-0000-0000-000000000000' }))).toBe(
        Code.PermissionDenied,
      );
      expect(await refused(client(protocol, 'kp1.forged.token').listThemes({}))).toBe(Code.Unauthenticated);
    });
  });

  it('answers the side-effect-free methods over Connect GET, and never a Select', async () => {
    const get = (method: string, message: unknown, token = guestToken) =>
      t.app.inject({
        method: 'GET',
        url: `${SERVICE}/${method}?connect=v1&encoding=json&message=${encodeURIComponent(JSON.stringify(message))}`,
        headers: { authorization: `Bearer ${token}` },
      });
    for (const method of [
      'ListThemes',
      'ListBackgrounds',
      'ListBoardStyles',
      'ListPieceSets',
      'ListSoundSets',
    ]) {
      expect((await get(method, { platform: 'PLATFORM_WEB' })).statusCode).toBe(200);
    }
    expect((await get('GetTheme', { themeId: 'ice' })).json().theme.id).toBe('ice');
    expect((await get('GetCustomTheme', { pieceSetId: 'wood' })).json().theme.pieceSet.id).toBe('wood');
    expect((await get('GetActiveTheme', {})).json().theme.id).toBe('green');
    const select = await get('SelectTheme', { themeId: 'ice' }, memberToken);
    expect(select.statusCode).toBe(405);
  });

  it('answers Connect binary with application/proto, and says unauthenticated over Connect JSON as HTTP 401', async () => {
    const request = create(ListThemesRequestSchema, ART);
    const response = await t.app.inject({
      method: 'POST',
      url: `${SERVICE}/ListThemes`,
      headers: { 'content-type': 'application/proto', authorization: `Bearer ${guestToken}` },
      payload: Buffer.from(toBinary(ListThemesRequestSchema, request)),
    });
    expect(response.headers['content-type']).toBe('application/proto');
    expect(fromBinary(ListThemesResponseSchema, response.rawPayload).themes[0]?.id).toBe('green');
    for (const token of [null, 'kp1.forged.token']) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `${SERVICE}/ListThemes`,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload: '{}',
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('unauthenticated');
    }
  });

  it('keeps an old stored theme id readable and falls back to the default on an unreadable value', async () => {
    const userId = memberId;
    const themes = client('Connect JSON', memberToken);
    await t.services.settings.storeThemeChoice(userId, 'ice');
    expect((await themes.getActiveTheme(ART)).theme?.id).toBe('ice');
    await t.services.settings.storeThemeChoice(userId, { custom: { pieceSet: 'neo' } });
    expect((await themes.getActiveTheme(ART)).theme?.id).toBe('green');
  });
});
