import { PLATFORM, SOUND_KEYS } from '@kingside/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  webm: 'audio/webm',
};

/** Each format's first bytes: an MPEG frame sync, `OggS`, `RIFF`, EBML. */
const MAGIC: Record<string, (head: Buffer) => boolean> = {
  mp3: (head) => head[0] === 0xff && (head[1]! & 0xe0) === 0xe0,
  ogg: (head) => head.toString('latin1') === 'OggS',
  wav: (head) => head.toString('latin1') === 'RIFF',
  webm: (head) => head.equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
};

const SERVICE = `${PLATFORM.themesBase}/kingside.themes.v1.ThemesService`;

describe('the themes art', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    token = (await new TestBrowser(t.app).post(PLATFORM.tokenPath)).json().access_token;
  });
  afterAll(async () => t.close());

  const call = async (method: string, body: unknown) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `${SERVICE}/${method}`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: JSON.stringify(body),
      })
    ).json();

  /** Every string in a response that is one of our picture urls. */
  function urls(value: unknown, found = new Set<string>()): Set<string> {
    if (typeof value === 'string' && value.startsWith('/theme-assets/')) found.add(value);
    else if (value && typeof value === 'object') for (const child of Object.values(value)) urls(child, found);
    return found;
  }

  it('serves every picture the catalogue names, cached for good', async () => {
    const all = new Set<string>();
    for (const [method, body] of [
      ['ListThemes', { platform: 'PLATFORM_WEB', boardSize: 200, piecesSize: 150 }],
      ['ListBoardStyles', { boardSize: 1000 }],
      ['ListPieceSets', {}],
      ['ListBackgrounds', {}],
      ['ListSoundSets', {}],
    ] as const) {
      for (const url of urls(await call(method, body))) all.add(url);
    }
    expect(all.size).toBeGreaterThan(100);
    // Every board style names its pseudo-3D board and coordinates (§3 image_3d).
    expect([...all].filter((url) => /\/boards\/[\w-]+\/3d-(board|coordinates)\.svg$/.test(url))).toHaveLength(
      20,
    );
    for (const url of all) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toBe(TYPES[url.split('.').pop()!]);
    }
  });

  it('serves each sound set as per-key files in mp3, ogg, wav and webm (§3), real audio each', async () => {
    const { soundSets } = await call('ListSoundSets', { platform: 'PLATFORM_WEB' });
    expect(soundSets.map((set: { id: string }) => set.id)).toEqual(['default', 'wood', 'glass', 'arcade']);
    const sizes: number[] = [];
    for (const set of soundSets) {
      expect(Object.keys(set.files)).toEqual(['mp3', 'ogg', 'wav', 'webm']);
      for (const [format, byKey] of Object.entries(set.files as Record<string, Record<string, string>>)) {
        expect(Object.keys(byKey).sort()).toEqual([...SOUND_KEYS].sort());
        for (const url of Object.values(byKey)) {
          const response = await t.app.inject({ method: 'GET', url });
          expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
          const head = response.rawPayload.subarray(0, 4);
          expect({ url, magic: MAGIC[format]!(head) }).toEqual({ url, magic: true });
          sizes.push(response.rawPayload.length);
        }
      }
    }
    // Short sounds at low bitrates: none is big.
    expect(Math.max(...sizes)).toBeLessThan(12_000);
  });

  it('makes a textured board at the size asked, once', async () => {
    const { boardStyles } = await call('ListBoardStyles', { boardSize: 333 });
    const walnut = boardStyles.find((board: { id: string }) => board.id === 'walnut');
    expect(walnut.image).toBe('/theme-assets/v1/boards/walnut/400.webp');
    const first = await t.app.inject({ method: 'GET', url: walnut.image });
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
    const again = await t.app.inject({ method: 'GET', url: walnut.image });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 404 for pictures it does not have, sizes it does not make included', async () => {
    for (const url of [
      '/theme-assets/v1/boards/walnut/250.webp',
      '/theme-assets/v1/boards/walnut/0800.webp',
      '/theme-assets/v1/boards/walnut/board.svg',
      '/theme-assets/v1/boards/green/800.webp',
      '/theme-assets/v1/boards/plaid/board.svg',
      '/theme-assets/v1/pieces/neo/xk.svg',
      '/theme-assets/v1/pieces/neo/wk.png',
      '/theme-assets/v1/backgrounds/default/board.svg',
      '/theme-assets/v2/pieces/neo/wk.svg',
      '/theme-assets/v1/sounds/default/moves.mp3',
      '/theme-assets/v1/sounds/default/move-self.flac',
      '/theme-assets/v1/sounds/kazoo/move-self.mp3',
      '/theme-assets/v1/sounds/default/..%2fwood%2fcapture.mp3',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
