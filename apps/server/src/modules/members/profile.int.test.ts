import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { PLATFORM, PROFILE_API, PROFILE_MESSAGES, RELATIONS_API } from '@kingside/contract';
import {
  ListProfileSettingsOptionsRequestSchema,
  ListProfileSettingsOptionsResponseSchema,
} from '@kingside/contract/profile-rpc';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { pageContextOf, startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

const RPC = `${PLATFORM.profileBase}/kingside.profile.v1.ProfileService/ListProfileSettingsOptions`;

/** A photo as phones take them: JPEG with EXIF, GPS position included. */
const photoWithGps = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#b04030' } })
    .withExif({ IFD0: { Copyright: 'secret' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .jpeg()
    .toBuffer();

describe.each(DATABASE_KINDS)('member profiles on %s', (kind) => {
  let t: TestApp;
  let anna: TestBrowser;
  let boris: TestBrowser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    anna = new TestBrowser(t.app);
    boris = new TestBrowser(t.app);
    await anna.register('anna_p');
    await boris.register('boris_p');
  });
  afterAll(async () => t.close());

  const upload = (browser: TestBrowser, bytes: Buffer, type: string) =>
    browser.request({
      method: 'POST',
      url: PROFILE_API.avatar,
      payload: bytes,
      headers: { 'content-type': type, 'x-xsrf-token': browser.csrfToken! },
    });

  it('lets the owner edit the profile in place, and shows it on the page', async () => {
    const saved = await anna.post(PROFILE_API.page('anna_p'), {
      firstName: ' Anna ',
      lastName: 'Petrova',
      location: 'Sofia',
      bio: 'Rapid player.\nLoves endgames.',
      country: 'BG',
      flairCode: 'emoji_fire',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(PROFILE_MESSAGES.profileSaved);
    expect(saved.json().profile).toMatchObject({
      firstName: 'Anna',
      lastName: 'Petrova',
      location: 'Sofia',
      bio: 'Rapid player.\nLoves endgames.',
      country: 'BG',
      flairCode: 'emoji_fire',
      flair: '🔥',
    });
    const page = pageContextOf((await boris.get('/member/anna_p')).body);
    expect(page.page?.member).toMatchObject({ firstName: 'Anna', country: 'BG', flair: '🔥' });
    expect(page.page?.member?.relation).toEqual({
      friend: 'none',
      following: false,
      tracking: false,
      blocked: false,
      blockedBy: false,
    });
    // A field left out stays; a blank one is cleared.
    const cleared = await anna.post(PROFILE_API.page('anna_p'), { location: '' });
    expect(cleared.json().profile).toMatchObject({ location: null, firstName: 'Anna' });
  });

  it('refuses anyone but the owner, and guests, changing nothing', async () => {
    const other = await boris.post(PROFILE_API.page('anna_p'), { firstName: 'Hacked' });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toEqual({
      code: 'profile_not_owner',
      message: PROFILE_MESSAGES.profile_not_owner,
    });
    const guest = await new TestBrowser(t.app).post(PROFILE_API.page('anna_p'), { firstName: 'Hacked' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.code).toBe('unauthenticated');
    const noCsrf = await boris.post(PROFILE_API.page('boris_p'), { firstName: 'x' }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect((await anna.get(API_PROFILE('anna_p'))).json().firstName).toBe('Anna');
  });

  it('refuses bad input with a stable code', async () => {
    for (const body of [
      { bio: 'x'.repeat(1001) },
      { country: 'XX' },
      { firstName: 'a\u0000b' },
      { flairCode: 'Not A Code' },
      { firstName: 42 },
    ]) {
      const response = await anna.post(PROFILE_API.page('anna_p'), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
    }
    const unknown = await anna.post(PROFILE_API.page('nobody_here'), { firstName: 'x' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets membership icons follow the tier and flagged flair wait for its flag', async () => {
    const diamond = await anna.post(PROFILE_API.page('anna_p'), { flairCode: 'membership_diamond' });
    expect(diamond.statusCode).toBe(403);
    expect(diamond.json().error).toEqual({
      code: 'flair_unavailable',
      message: PROFILE_MESSAGES.flair_unavailable,
    });
    const clash = await anna.post(PROFILE_API.page('anna_p'), { flairCode: 'clash_swords' });
    expect(clash.json().error.code).toBe('flair_unavailable');
    await t.services.accounts.setLevel('anna_p', 'gold');
    expect((await anna.post(PROFILE_API.page('anna_p'), { flairCode: 'membership_gold' })).statusCode).toBe(
      200,
    );
    expect(
      (await anna.post(PROFILE_API.page('anna_p'), { flairCode: 'membership_diamond' })).statusCode,
    ).toBe(403);
    await t.services.features.set('flair_clash', true);
    const now = await anna.post(PROFILE_API.page('anna_p'), { flairCode: 'clash_swords' });
    expect(now.json().profile.flair).toBe('⚔️');
    // When the flag goes off again the flair is no longer shown.
    await t.services.features.set('flair_clash', false);
    expect((await boris.get(API_PROFILE('anna_p'))).json().flair).toBeNull();
  });

  it('re-encodes an uploaded photo to WebP without its EXIF, and serves it for good', async () => {
    const photo = await photoWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(anna, photo, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const { message, avatarUrl, avatarLargeUrl } = response.json();
    expect(message).toBe('Avatar uploaded');
    expect(avatarUrl).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    for (const [url, size] of [
      [avatarUrl, 128],
      [avatarLargeUrl, 400],
    ] as const) {
      const served = await new TestBrowser(t.app).get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(photo)).toBe(false);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
    }
    const me = (await anna.get('/callback/user/current')).json().user;
    expect(me).toMatchObject({ avatarUrl, avatarLargeUrl });
  });

  it('refuses a wrong type, an oversize or an undecodable avatar, changing nothing', async () => {
    const before = (await anna.get(API_PROFILE('anna_p'))).json().avatarUrl;
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from('GIF89a....'), 'image/gif', 415, 'avatar_type'],
      [png, 'image/jpeg', 415, 'avatar_type'],
      [Buffer.alloc(5 * 1024 * 1024 + 1, 0xff), 'image/jpeg', 413, 'avatar_too_large'],
      [Buffer.concat([png.subarray(0, 40), Buffer.alloc(40)]), 'image/png', 422, 'avatar_undecodable'],
    ];
    for (const [bytes, type, status, code] of cases) {
      const response = await upload(anna, bytes, type);
      expect(response.statusCode, code).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
    const json = await anna.post(PROFILE_API.avatar, { image: 'x' });
    expect(json.json().error.code).toBe('avatar_type');
    const guest = new TestBrowser(t.app);
    await guest.get('/');
    expect((await upload(guest, png, 'image/png')).statusCode).toBe(401);
    expect((await anna.get(API_PROFILE('anna_p'))).json().avatarUrl).toBe(before);
    expect((await new TestBrowser(t.app).get('/uploads/not-a-name.webp')).statusCode).toBe(404);
  });

  it('answers the hover card, with the relation for a member and none for a guest', async () => {
    await boris.post(RELATIONS_API.member('follow', 'anna_p'));
    const card = await boris.post(PROFILE_API.popup('Anna_P'));
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({
      username: 'anna_p',
      firstName: 'Anna',
      country: 'BG',
      membership: 'gold',
      closed: false,
      presence: { status: 'offline', gameId: null },
      relation: { following: true, friend: 'none' },
    });
    const guest = new TestBrowser(t.app);
    expect((await guest.post(PROFILE_API.popup('anna_p'))).json().relation).toBeNull();
    expect((await guest.post(PROFILE_API.popup('nobody_here'))).statusCode).toBe(404);
  });

  it('lists countries over Connect JSON and binary, in the caller’s language', async () => {
    const token = (await anna.post(PLATFORM.tokenPath)).json().access_token;
    const json = await t.app.inject({
      method: 'POST',
      url: RPC,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-language': 'es',
      },
      payload: JSON.stringify({ fieldMask: 'countries' }),
    });
    expect(json.statusCode).toBe(200);
    const countries = json.json().countries as { code: string; name: string }[];
    expect(countries.find((c) => c.code === 'DE')?.name).toBe('Alemania');
    expect(countries.length).toBeGreaterThan(240);

    const binary = await t.app.inject({
      method: 'POST',
      url: RPC,
      headers: { 'content-type': 'application/proto', authorization: `Bearer ${token}` },
      payload: Buffer.from(
        toBinary(
          ListProfileSettingsOptionsRequestSchema,
          create(ListProfileSettingsOptionsRequestSchema, {}),
        ),
      ),
    });
    expect(binary.statusCode).toBe(200);
    const decoded = fromBinary(ListProfileSettingsOptionsResponseSchema, binary.rawPayload);
    expect(decoded.countries.find((c) => c.code === 'DE')?.name).toBe('Germany');

    const badMask = await t.app.inject({
      method: 'POST',
      url: RPC,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ fieldMask: 'passwords' }),
    });
    expect(badMask.statusCode).toBe(400);
    expect(badMask.json().code).toBe('invalid_argument');
    const noToken = await t.app.inject({
      method: 'POST',
      url: RPC,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noToken.json().code).toBe('unauthenticated');
  });

  it('shows a closed account as closed, without its details', async () => {
    const closing = new TestBrowser(t.app);
    await closing.register('closing_p');
    await closing.post(PROFILE_API.page('closing_p'), { bio: 'soon gone' });
    await closing.post('/callback/user/close', { password: 'correct horse battery' });
    const profile = (await anna.get(API_PROFILE('closing_p'))).json();
    expect(profile).toMatchObject({ closed: true, membership: 'voluntarilyClosed', bio: null, ratings: [] });
  });
});

const API_PROFILE = (username: string) => `/callback/member/profile/${username}`;
