import {
  MODERATION_MESSAGES,
  REPORT_API,
  REPORT_RATE,
  REPORT_REASON_LABELS,
  USER_REPORT_REASONS,
} from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { fakePorts, moderationRows, publishedVideos } from './moderation.fixtures';

const TOPIC = '0b7f6c1e-58a4-4c5b-9d0e-3f2a1b4c5d6e';

describe.each(DATABASE_KINDS)('reports on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  const someone = (level?: 'moderator') => memberWith(t, { name: `rep_${kind}_${++serial}`, level });
  const reportUser = (from: TestMember, body: Record<string, unknown>) =>
    from.browser.post(REPORT_API.reportUser, body);
  const errorOf = (response: {
    statusCode: number;
    json(): { error: { code: string; message: string } };
  }) => [response.statusCode, response.json().error.code, response.json().error.message];

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { moderation: fakePorts().ports });
  });
  afterAll(async () => t.close());

  it('GET /callback/report-user lists the reasons, for members only', async () => {
    const a = await someone();
    const response = await a.browser.get(REPORT_API.reportUser);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reasons: USER_REPORT_REASONS.map((id) => ({ id, label: REPORT_REASON_LABELS[id] })),
    });
    expect(response.json().reasons[0]).toEqual({ id: 'cheating', label: 'Cheating or engine use' });
    const guest = await new TestBrowser(t.app).get(REPORT_API.reportUser);
    expect(errorOf(guest)).toEqual([401, 'unauthenticated', MODERATION_MESSAGES.guest]);
  });

  it('POST /callback/report-user stores one open report per reporter and member', async () => {
    const [a, b] = [await someone(), await someone()];
    const sent = await reportUser(a, {
      username: b.user.username.toUpperCase(),
      reason_id: 'abusive_chat',
      details: '  Called me names after the game.  ',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      ok: true,
      message: `Thank you. Moderators will review your report of ${b.user.username}.`,
    });
    const { reports } = await moderationRows(t);
    expect(reports.at(-1)).toMatchObject({
      reporterUserId: a.user.userId,
      targetKind: 'user',
      targetRef: String(b.user.userId),
      targetUserId: b.user.userId,
      reason: 'abusive_chat',
      details: 'Called me names after the game.',
      createdAt: t.clock.now(),
      outcome: null,
      resolvedAt: null,
    });

    const before = await moderationRows(t);
    const again = await reportUser(a, { username: b.user.username, reason_id: 'cheating' });
    expect(errorOf(again)).toEqual([
      409,
      'report_duplicate',
      'You have already reported this, and moderators have not reviewed it yet.',
    ]);
    expect(await moderationRows(t)).toEqual(before);

    // Someone else may report the same member; empty details are none.
    const c = await someone();
    expect(
      (await reportUser(c, { username: b.user.username, reason_id: 'spam', details: '' })).statusCode,
    ).toBe(200);
    expect((await moderationRows(t)).reports.at(-1)).toMatchObject({
      reporterUserId: c.user.userId,
      details: null,
    });
  });

  it('refuses oneself, unknown members, closed accounts and bad input, changing nothing', async () => {
    const a = await someone();
    const closed = await someone();
    await t.services.staffAccounts.closeAccount({ kind: 'cli' }, closed.user.username, 'abuser');
    const before = await moderationRows(t);
    expect(errorOf(await reportUser(a, { username: a.user.username, reason_id: 'spam' }))).toEqual([
      400,
      'report_self',
      'You cannot report yourself.',
    ]);
    expect(errorOf(await reportUser(a, { username: 'nobody_here', reason_id: 'spam' }))).toEqual([
      404,
      'not_found',
      'No member is called nobody_here.',
    ]);
    expect(errorOf(await reportUser(a, { username: closed.user.username, reason_id: 'spam' }))).toEqual([
      403,
      'member_closed',
      'This account is already closed.',
    ]);
    for (const body of [
      { username: 'x', reason_id: 'rude' },
      { reason_id: 'spam' },
      { username: 'x', reason_id: 'spam', details: 'y'.repeat(1001) },
      { username: 'x\u0000', reason_id: 'spam' },
    ]) {
      const response = await reportUser(a, body);
      expect([response.statusCode, response.json().error.code]).toEqual([400, 'validation_failed']);
    }
    expect(await moderationRows(t)).toEqual(before);
  });

  it('POST /callback/report-forum-topic/{uuid} stores reason_id against the topic, before forums exist', async () => {
    const a = await someone();
    const sent = await a.browser.post(REPORT_API.reportForumTopic(TOPIC.toUpperCase()), {
      reason_id: 'off_topic',
    });
    expect(sent.json()).toEqual({
      ok: true,
      message: 'Thank you. Moderators will review your report of this topic.',
    });
    expect((await moderationRows(t)).reports.at(-1)).toMatchObject({
      reporterUserId: a.user.userId,
      targetKind: 'forum_topic',
      targetRef: TOPIC,
      targetUserId: null,
      reason: 'off_topic',
    });
    const again = await a.browser.post(REPORT_API.reportForumTopic(TOPIC), { reason_id: 'spam' });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'report_duplicate']);
    for (const [url, body] of [
      ['/callback/report-forum-topic/not-a-uuid', { reason_id: 'spam' }],
      [REPORT_API.reportForumTopic(TOPIC), { reason_id: 'cheating' }],
      [REPORT_API.reportForumTopic(TOPIC), {}],
    ] as const) {
      expect((await a.browser.post(url, body)).statusCode).toBe(400);
    }
  });

  it('POST /chess-tv/callback/report/{reason}/{video} stores the video report', async () => {
    const a = await someone();
    await publishedVideos(t, [`endgame-basics-${kind}`]);
    const sent = await a.browser.post(REPORT_API.reportVideo('copyright', `endgame-basics-${kind}`));
    expect(sent.json()).toEqual({
      ok: true,
      message: 'Thank you. Moderators will review your report of this video.',
    });
    expect((await moderationRows(t)).reports.at(-1)).toMatchObject({
      targetKind: 'video',
      targetRef: `endgame-basics-${kind}`,
      reason: 'copyright',
    });
    expect((await a.browser.post(`/chess-tv/callback/report/rude/endgame-basics-${kind}`)).statusCode).toBe(
      400,
    );
    expect((await a.browser.post('/chess-tv/callback/report/spam/bad%20id')).statusCode).toBe(400);
    const again = await a.browser.post(REPORT_API.reportVideo('spam', `endgame-basics-${kind}`));
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'report_duplicate']);
  });

  it('guests get 401 on every report call, with CSRF passed, and nothing is stored', async () => {
    const b = await someone();
    const guest = new TestBrowser(t.app);
    const before = await moderationRows(t);
    for (const [url, body] of [
      [REPORT_API.reportUser, { username: b.user.username, reason_id: 'spam' }],
      [REPORT_API.reportForumTopic(TOPIC), { reason_id: 'spam' }],
      [REPORT_API.reportVideo('spam', 'some-video'), {}],
    ] as const) {
      expect(errorOf(await guest.post(url, body))).toEqual([
        401,
        'unauthenticated',
        MODERATION_MESSAGES.guest,
      ]);
    }
    expect(await moderationRows(t)).toEqual(before);
  });

  it(`limits a member to ${REPORT_RATE.limit} reports an hour over every kind, then 429 with Retry-After`, async () => {
    const a = await someone();
    await publishedVideos(
      t,
      Array.from({ length: REPORT_RATE.limit }, (_, i) => `flood-${kind}-${i}`),
    );
    for (let i = 0; i < REPORT_RATE.limit; i++) {
      const response = await a.browser.post(REPORT_API.reportVideo('spam', `flood-${kind}-${i}`));
      expect(response.statusCode).toBe(200);
    }
    const before = await moderationRows(t);
    const b = await someone();
    const over = await reportUser(a, { username: b.user.username, reason_id: 'spam' });
    expect([over.statusCode, over.json().error.code]).toEqual([429, 'rate_limited']);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await moderationRows(t)).toEqual(before);
    t.clock.advance(REPORT_RATE.windowMs);
    expect((await reportUser(a, { username: b.user.username, reason_id: 'spam' })).statusCode).toBe(200);
  });

  it('once resolved, the same reporter may report the member again', async () => {
    const [a, b, mod] = [await someone(), await someone(), await someone('moderator')];
    await reportUser(a, { username: b.user.username, reason_id: 'spam' });
    const resolved = await mod.browser.post(REPORT_API.resolve('user', String(b.user.userId)), {
      action: 'dismiss',
    });
    expect(resolved.statusCode).toBe(200);
    expect((await reportUser(a, { username: b.user.username, reason_id: 'spam' })).statusCode).toBe(200);
  });
});
