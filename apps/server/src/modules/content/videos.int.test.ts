import { existsSync, readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import {
  CONTENT_API,
  CONTENT_MESSAGES,
  MESSAGES,
  MODERATION_MESSAGES,
  REPORT_API,
  VIDEO_API,
  VIDEO_LIMITS,
  VIDEO_MESSAGES,
} from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { pageContextOf, startTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { reports } from '../moderation/moderation.tables';
import { contentItems, contentVideos } from './content.tables';

type Json = ReturnType<typeof JSON.parse>;
const HOUR_MS = 60 * 60_000;

/** An MP4 as far as the first bytes go (an `ftyp` box, brand isom), then numbered bytes to seek in. */
function mp4(size: number, seed = 0): Buffer {
  const bytes = Buffer.alloc(size, 0);
  for (let i = 0; i < size; i++) bytes[i] = (i * 7 + seed) & 0xff;
  Buffer.from([0, 0, 0, 0x18]).copy(bytes, 0);
  Buffer.from('ftypisom', 'latin1').copy(bytes, 4);
  return bytes;
}

describe.each(DATABASE_KINDS)('chess videos on %s', (kind) => {
  let t: TestApp;
  let staff: TestMember;
  let author: TestMember;
  let basic: TestMember;
  let gold: TestMember;
  let serial = 0;
  const unique = (prefix: string) => `${prefix}-${kind}-${++serial}`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await memberWith(t, { level: 'staff', name: `vstaff_${kind}` });
    author = await memberWith(t, { name: `vauthor_${kind}` });
    basic = await memberWith(t, { name: `vbasic_${kind}` });
    gold = await memberWith(t, { level: 'gold', name: `vgold_${kind}` });
    await t.services.content.repo.grantAuthor(t.testDb.database.db, author.user.userId, t.clock.now());
  });
  afterAll(async () => t.close());

  const refusal = (response: { statusCode: number; json(): Json }) => [
    response.statusCode,
    response.json().error.code,
    response.json().error.message,
  ];
  const upload = (browser: TestBrowser, bytes: Buffer, type = 'video/mp4', headers = {}) =>
    browser.request({
      method: 'POST',
      url: VIDEO_API.upload,
      payload: bytes,
      headers: { 'content-type': type, 'x-xsrf-token': browser.csrfToken!, ...headers },
    });
  const save = (browser: TestBrowser, input: Json, id?: number) =>
    browser.post(id ? VIDEO_API.item(id) : VIDEO_API.create, {
      kind: 'chess_video',
      summary: 'A video.',
      body: 'What it shows.',
      state: 'published',
      ...input,
    });
  async function publish(by: TestMember, input: Json): Promise<Json> {
    const response = await save(by.browser, input);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().item;
  }
  async function uploaded(bytes: Buffer): Promise<string> {
    await author.browser.get('/');
    const response = await upload(author.browser, bytes);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().file;
  }

  it('uploads an MP4 (streamed, named by its hash), publishes it, and serves it with ranges', async () => {
    const bytes = mp4(10_000);
    await author.browser.get('/');
    const sent = await upload(author.browser, bytes, 'video/mp4; codecs="avc1"');
    expect(sent.json()).toEqual({
      ok: true,
      file: expect.stringMatching(/^[0-9a-f]{64}\.mp4$/),
      type: 'video/mp4',
      bytes: 10_000,
    });
    const slug = unique('rook-endings');
    const item = await publish(author, { title: 'Rook endings', slug, source: { file: sent.json().file } });
    expect(item).toMatchObject({ kind: 'chess_video', slug, state: 'published', url: `/video/${slug}` });

    const page = await basic.browser.get(`/video/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(pageContextOf(page.body).page?.article).toMatchObject({
      title: 'Rook endings',
      kind: 'chess_video',
    });
    expect(page.headers['content-security-policy']).toContain(
      "frame-src 'self' https://www.youtube.com https://player.vimeo.com https://player.twitch.tv",
    );

    const detail = (await basic.browser.get(VIDEO_API.item(item.id))).json();
    expect(detail).toEqual({
      itemId: item.id,
      premium: false,
      source: { kind: 'file', url: VIDEO_API.file(item.id), type: 'video/mp4', bytes: 10_000 },
    });

    const whole = await basic.browser.get(VIDEO_API.file(item.id));
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': '10000',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
    });
    const etag = whole.headers.etag as string;
    expect(etag).toBe(`"${sent.json().file.slice(0, 64)}"`);

    const part = await basic.browser.get(VIDEO_API.file(item.id), { range: 'bytes=1000-1999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 1000-1999/10000');
    expect(part.headers['content-length']).toBe('1000');
    expect(part.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);

    const open = await basic.browser.get(VIDEO_API.file(item.id), { range: 'bytes=9990-' });
    expect([open.statusCode, open.headers['content-range']]).toEqual([206, 'bytes 9990-9999/10000']);
    const suffix = await basic.browser.get(VIDEO_API.file(item.id), { range: 'bytes=-10' });
    expect(suffix.rawPayload.equals(bytes.subarray(9990))).toBe(true);
    const clipped = await basic.browser.get(VIDEO_API.file(item.id), { range: 'bytes=9000-20000' });
    expect([clipped.statusCode, clipped.headers['content-range']]).toEqual([206, 'bytes 9000-9999/10000']);

    const past = await basic.browser.get(VIDEO_API.file(item.id), { range: 'bytes=10000-' });
    expect(refusal(past)).toEqual([416, 'range_not_satisfiable', VIDEO_MESSAGES.range_not_satisfiable]);
    expect(past.headers['content-range']).toBe('bytes */10000');

    // If-Range with our ETag: the range; with anything else (another version): the whole file.
    const same = await basic.browser.get(VIDEO_API.file(item.id), { range: 'bytes=0-9', 'if-range': etag });
    expect(same.statusCode).toBe(206);
    const changed = await basic.browser.get(VIDEO_API.file(item.id), {
      range: 'bytes=0-9',
      'if-range': '"0000"',
    });
    expect([changed.statusCode, changed.headers['content-length']]).toEqual([200, '10000']);
    // Several ranges or a malformed header: the whole file, as RFC 9110 allows.
    expect((await basic.browser.get(VIDEO_API.file(item.id), { range: 'bytes=0-1,5-6' })).statusCode).toBe(
      200,
    );
    expect((await basic.browser.get(VIDEO_API.file(item.id), { range: 'pages=1-2' })).statusCode).toBe(200);
    const cached = await basic.browser.get(VIDEO_API.file(item.id), { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
  });

  it('refuses uploads that are not MP4/WebM by their bytes, too large, or from guests; keeps nothing', async () => {
    const dir = t.services.videoStore.dir;
    const files = () => (existsSync(dir) ? readdirSync(dir).sort() : []);
    await basic.browser.get('/');
    const before = files();
    // Only staff and authors upload (they alone publish videos): nobody else fills the disk.
    expect(refusal(await upload(basic.browser, mp4(200)))).toEqual([
      403,
      'author_role_required',
      CONTENT_MESSAGES.author_role_required,
    ]);
    await author.browser.get('/');
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100)]);
    expect(refusal(await upload(author.browser, gif))).toEqual([
      415,
      'video_type',
      VIDEO_MESSAGES.video_type,
    ]);
    // A QuickTime brand is not MP4; an EBML file that is not WebM (Matroska) is not WebM.
    const mov = mp4(200);
    mov.write('qt  ', 8, 'latin1');
    expect(refusal(await upload(author.browser, mov))[1]).toBe('video_type');
    const mkv = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88]),
      Buffer.from('matroska'),
    ]);
    expect(refusal(await upload(author.browser, mkv, 'video/webm'))[1]).toBe('video_type');
    expect(refusal(await upload(author.browser, mp4(200), 'image/png'))[0]).toBe(415);
    expect(refusal(await upload(author.browser, mp4(200), 'video/quicktime'))[1]).toBe('video_type');
    const json = await author.browser.post(VIDEO_API.upload, { file: 'x' });
    expect(refusal(json)[1]).toBe('video_type');
    const declared = await upload(author.browser, mp4(200), 'video/mp4', {
      'content-length': String(VIDEO_LIMITS.fileBytes + 1),
    });
    expect(refusal(declared)).toEqual([413, 'video_too_large', VIDEO_MESSAGES.video_too_large]);
    // A body with no declared length is counted as it arrives and refused at the cap, the
    // connection closed with the answer; nothing past the cap is written, and nothing is kept.
    let sent = 0;
    const endless = new Readable({
      read() {
        const chunk = sent === 0 ? mp4(64 * 1024) : Buffer.alloc(1024 * 1024);
        sent += chunk.length;
        this.push(sent > VIDEO_LIMITS.fileBytes + 4 * 1024 * 1024 ? null : chunk);
      },
    });
    const streamed = await author.browser.request({
      method: 'POST',
      url: VIDEO_API.upload,
      payload: endless,
      headers: { 'content-type': 'video/webm', 'x-xsrf-token': author.browser.csrfToken! },
    });
    expect(refusal(streamed)).toEqual([413, 'video_too_large', VIDEO_MESSAGES.video_too_large]);
    expect(streamed.headers.connection).toBe('close');
    const guest = await t.app.inject({
      method: 'POST',
      url: VIDEO_API.upload,
      payload: mp4(200),
      headers: { 'content-type': 'video/mp4' },
    });
    expect(guest.statusCode).toBe(403);
    expect(files()).toEqual(before);
  });

  it('links videos on the allowed hosts only, kept under their canonical address', async () => {
    const slug = unique('sicilian');
    const item = await publish(author, {
      title: 'The Sicilian',
      slug,
      source: { link: 'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42' },
    });
    expect((await basic.browser.get(VIDEO_API.item(item.id))).json().source).toEqual({
      kind: 'link',
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect((await basic.browser.get(VIDEO_API.file(item.id))).statusCode).toBe(404);
    for (const link of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://vimeo.com/not-a-number',
      'javascript:alert(1)',
    ]) {
      const refused = await save(author.browser, { title: 'Bad link', source: { link } });
      expect(refusal(refused)).toEqual([400, 'video_link', VIDEO_MESSAGES.video_link]);
    }
    const missing = await save(author.browser, { title: 'Gone', source: { file: `${'a'.repeat(64)}.webm` } });
    expect(refusal(missing)).toEqual([400, 'video_file_missing', VIDEO_MESSAGES.video_file_missing]);
    const vimeo = await publish(author, {
      title: 'Vimeo',
      source: { link: 'https://player.vimeo.com/video/76979871' },
    });
    expect((await basic.browser.get(VIDEO_API.item(vimeo.id))).json().source.url).toBe(
      'https://vimeo.com/76979871',
    );
  });

  it('only staff and authors publish videos; the author edits theirs', async () => {
    // The index says who may: its "Write" link shows for staff and authors, not for other members or guests.
    const canWrite = async (browser: typeof basic.browser) =>
      (await browser.get(VIDEO_API.index)).json().canWrite;
    expect([
      await canWrite(staff.browser),
      await canWrite(author.browser),
      await canWrite(basic.browser),
    ]).toEqual([true, true, false]);
    expect((await t.app.inject({ method: 'GET', url: VIDEO_API.index })).json().canWrite).toBe(false);
    const source = { link: 'https://www.twitch.tv/videos/123456' };
    expect(refusal(await save(basic.browser, { title: 'Mine', source }))).toEqual([
      403,
      'author_role_required',
      CONTENT_MESSAGES.author_role_required,
    ]);
    const item = await publish(author, { title: 'Twitch game', source });
    const edited = await save(
      author.browser,
      { title: 'Twitch game, edited', source: { file: await uploaded(mp4(300, 1)) } },
      item.id,
    );
    expect(edited.json().item.title).toBe('Twitch game, edited');
    expect((await basic.browser.get(VIDEO_API.item(item.id))).json().source.kind).toBe('file');
    expect(refusal(await save(basic.browser, { title: 'Taken over', source }, item.id))[0]).toBe(403);
    // An edit without a source keeps the picture and sets premium as sent.
    const kept = await save(author.browser, { title: 'Twitch game, premium', premium: 1 }, item.id);
    expect(kept.statusCode).toBe(200);
    expect((await author.browser.get(VIDEO_API.item(item.id))).json()).toMatchObject({
      premium: true,
      source: { kind: 'file', bytes: 300 },
    });
    expect(refusal(await save(author.browser, { title: 'No source' }))).toEqual([
      400,
      'video_source_required',
      VIDEO_MESSAGES.video_source_required,
    ]);
  });

  it('premium videos need Gold (403 upgrade_required), not for their author or staff; guests 401', async () => {
    const item = await publish(author, {
      title: 'Premium masterclass',
      source: { file: await uploaded(mp4(500, 2)) },
      premium: 1,
    });
    const locked = await basic.browser.get(VIDEO_API.item(item.id));
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error).toMatchObject({
      code: 'upgrade_required',
      upgrade: { feature: 'premiumVideos', tier: 'gold' },
    });
    expect((await basic.browser.get(VIDEO_API.file(item.id))).json().error.code).toBe('upgrade_required');
    expect((await t.app.inject({ url: VIDEO_API.file(item.id) })).statusCode).toBe(401);
    expect((await gold.browser.get(VIDEO_API.item(item.id))).json().premium).toBe(true);
    expect((await gold.browser.get(VIDEO_API.file(item.id))).statusCode).toBe(200);
    expect((await author.browser.get(VIDEO_API.file(item.id))).statusCode).toBe(200);
    expect((await staff.browser.get(VIDEO_API.file(item.id))).statusCode).toBe(200);
    // The index marks it.
    const index = (
      await basic.browser.get(`/callback/video/index?q=${encodeURIComponent('masterclass')}`)
    ).json();
    expect(index.items.map((card: Json) => card.id)).toContain(item.id);
    expect(index.premium).toContain(item.id);
  });

  it('keeps scheduled videos and drafts from others until their time (404), files included', async () => {
    const at = new Date(t.clock.now().getTime() + HOUR_MS).toISOString();
    const slug = unique('scheduled');
    const item = await publish(author, {
      title: 'Coming soon',
      slug,
      state: 'scheduled',
      publishAt: at,
      source: { file: await uploaded(mp4(400, 3)) },
    });
    expect(item.state).toBe('scheduled');
    expect((await basic.browser.get(`/video/${slug}`)).statusCode).toBe(404);
    expect(refusal(await basic.browser.get(VIDEO_API.item(item.id)))).toEqual([
      404,
      'not_found',
      VIDEO_MESSAGES.not_found,
    ]);
    expect((await basic.browser.get(VIDEO_API.file(item.id))).statusCode).toBe(404);
    expect((await basic.browser.post(REPORT_API.reportVideo('spam', slug))).statusCode).toBe(404);
    expect((await author.browser.get(VIDEO_API.file(item.id))).statusCode).toBe(200);
    t.clock.advance(HOUR_MS);
    expect((await basic.browser.get(`/video/${slug}`)).statusCode).toBe(200);
    expect((await basic.browser.get(VIDEO_API.file(item.id))).statusCode).toBe(200);
  });

  it('§7: reports a video into the moderation queue; unknown slugs 404', async () => {
    const slug = unique('reported');
    await publish(author, { title: 'Reported', slug, source: { link: 'https://vimeo.com/1234' } });
    const sent = await basic.browser.post(`/chess-tv/callback/report/copyright/${slug}`);
    expect(sent.json()).toEqual({ ok: true, message: MODERATION_MESSAGES.reportedVideo });
    const rows = await t.testDb.database.db.select().from(reports);
    expect(rows.at(-1)).toMatchObject({ targetKind: 'video', targetRef: slug, reason: 'copyright' });
    const unknown = await basic.browser.post('/chess-tv/callback/report/spam/no-such-video');
    expect(refusal(unknown)).toEqual([404, 'not_found', MODERATION_MESSAGES.noSuchVideo]);
    expect((await basic.browser.post(`/chess-tv/callback/report/rude/${slug}`)).statusCode).toBe(400);
  });

  it('§7: staff lock comments at /callback/video/lock-comments/{id} and feature at …/chess_video/{id}', async () => {
    const item = await publish(author, { title: 'Commented', source: { link: 'https://vimeo.com/5678' } });
    const said = await basic.browser.post(CONTENT_API.comments(item.id), { body: 'Great video!' });
    expect(said.json().message).toBe(MESSAGES.commentThanks);
    expect(refusal(await basic.browser.post(`/callback/video/lock-comments/${item.id}`))).toEqual([
      403,
      'forbidden',
      CONTENT_MESSAGES.staff_only,
    ]);
    const locked = await staff.browser.post(`/callback/video/lock-comments/${item.id}`);
    expect(locked.json()).toEqual({ ok: true, locked: true, message: CONTENT_MESSAGES.commentsLocked });
    expect(refusal(await basic.browser.post(CONTENT_API.comments(item.id), { body: 'More!' }))).toEqual([
      403,
      'comments_locked',
      CONTENT_MESSAGES.comments_locked,
    ]);
    // An article's lock route does not lock a video.
    expect((await staff.browser.post(`/callback/articles/lock-comments/${item.id}`)).statusCode).toBe(404);
    const featured = await staff.browser.post(`/callback/content/feature/chess_video/${item.id}`);
    expect(featured.json()).toEqual({ ok: true, featured: true, message: MESSAGES.featureSet });
    const index = (await basic.browser.get('/callback/video/index')).json();
    expect(index.featured.map((card: Json) => card.id)).toContain(item.id);
    expect((await basic.browser.get(CONTENT_API.index('chess_video'))).statusCode).toBe(200);
  });

  it('answers bad input with a 4xx and changes nothing', async () => {
    const db = t.testDb.database.db;
    const before = [await db.select().from(contentItems), await db.select().from(contentVideos)];
    expect((await basic.browser.get('/video/no-such-video')).statusCode).toBe(404);
    expect(refusal(await basic.browser.get(VIDEO_API.item(999_999)))[0]).toBe(404);
    expect(refusal(await basic.browser.get('/callback/video/item/abc'))[0]).toBe(400);
    expect(refusal(await basic.browser.get('/callback/video/item/0/file'))[0]).toBe(400);
    expect(refusal(await basic.browser.get('/callback/video/index?after=soon'))[0]).toBe(400);
    for (const input of [
      { title: 'Both', source: { file: 'x.mp4' } },
      { title: 'Premium yes', source: { link: 'https://vimeo.com/1' }, premium: 'yes' },
      { title: 'Article', kind: 'article', source: { link: 'https://vimeo.com/1' } },
      { title: '', source: { link: 'https://vimeo.com/1' } },
    ]) {
      expect(refusal(await save(author.browser, input))[0]).toBe(400);
    }
    // A video saved through an article's id: kinds do not change.
    const article = await author.browser.post(CONTENT_API.create, {
      kind: 'article',
      title: 'An article',
      body: 'x',
      state: 'draft',
    });
    const articleId = article.json().item.id;
    const afterArticle = [await db.select().from(contentItems), await db.select().from(contentVideos)];
    expect(
      refusal(
        await save(
          author.browser,
          { title: 'Now a video', source: { link: 'https://vimeo.com/1' } },
          articleId,
        ),
      )[0],
    ).toBe(400);
    expect(refusal(await basic.browser.get(VIDEO_API.item(articleId)))[0]).toBe(404);
    expect([await db.select().from(contentItems), await db.select().from(contentVideos)]).toEqual(
      afterArticle,
    );
    expect(before[1]).toEqual(afterArticle[1]);
  });
});
