import {
  MODERATION_MESSAGES,
  REPORT_API,
  REPORT_QUEUE_PAGE_SIZE,
  type ReportDetail,
  type ReportGroup,
  type ReportQueuePage,
  type ReportTargetKind,
} from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { sessions } from '../../db/sessions.tables';
import { auditLog } from '../accounts/account-audit.tables';
import { users } from '../accounts/accounts.tables';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { newTable, play } from '../play/play.fixtures';
import { fakePorts, moderationRows, publishedVideos } from './moderation.fixtures';

const TOPIC = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const HOUR = 60 * 60_000;

describe.each(DATABASE_KINDS)('the moderation queue on %s', (kind) => {
  let t: TestApp;
  let mod: TestMember;
  let notices: ReturnType<typeof fakePorts>['notices'];
  let serial = 0;
  const someone = (level?: 'moderator' | 'staff') => memberWith(t, { name: `q_${kind}_${++serial}`, level });
  const report = (from: TestMember, of: TestMember, reason = 'abusive_chat') =>
    from.browser.post(REPORT_API.reportUser, { username: of.user.username, reason_id: reason });
  const ref = (m: TestMember) => String(m.user.userId);
  const resolve = (by: TestMember, of: TestMember, body: Record<string, unknown>) =>
    by.browser.post(REPORT_API.resolve('user', ref(of)), body);
  const auditOf = (m: TestMember) =>
    t.testDb.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, m.user.userId))
      .orderBy(auditLog.id);
  async function allGroups(browser: TestBrowser): Promise<{ groups: ReportGroup[]; pages: number[] }> {
    const groups: ReportGroup[] = [];
    const pages: number[] = [];
    let after: number | null | undefined;
    do {
      const response = await browser.get(`${REPORT_API.queue}${after ? `?after=${after}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page = response.json() as ReportQueuePage;
      groups.push(...page.groups);
      pages.push(page.groups.length);
      after = page.nextAfter;
    } while (after);
    return { groups, pages };
  }
  const groupOf = (groups: ReportGroup[], kind: ReportTargetKind, targetRef: string) =>
    groups.find((g) => g.target.kind === kind && g.target.ref === targetRef);

  beforeAll(async () => {
    const fakes = fakePorts();
    notices = fakes.notices;
    t = await startTestApp(kind, {}, { moderation: fakes.ports });
    mod = await someone('moderator');
  });
  afterAll(async () => t.close());

  it('is for moderators and staff: members get 403, guests 401, and nothing changes', async () => {
    const [a, b, member, staff] = [await someone(), await someone(), await someone(), await someone('staff')];
    await report(a, b);
    const target = REPORT_API.target('user', ref(b));
    for (const url of [REPORT_API.queue, target]) {
      const refused = await member.browser.get(url);
      expect([refused.statusCode, refused.json().error]).toEqual([
        403,
        { code: 'forbidden', message: 'Only moderators and staff can see reports.' },
      ]);
      expect((await new TestBrowser(t.app).get(url)).statusCode).toBe(401);
      expect((await staff.browser.get(url)).statusCode).toBe(200);
    }
    const before = await moderationRows(t);
    const refused = await resolve(member, b, { action: 'warn' });
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'forbidden']);
    expect(
      (await new TestBrowser(t.app).post(REPORT_API.resolve('user', ref(b)), { action: 'warn' })).statusCode,
    ).toBe(401);
    expect(await moderationRows(t)).toEqual(before);
    // The page too: it does not exist for a member.
    expect((await member.browser.get('/staff/reports')).statusCode).toBe(404);
    expect((await mod.browser.get('/staff/reports')).statusCode).toBe(200);
    await resolve(staff, b, { action: 'dismiss' });
  });

  it('groups open reports by target, the longest waiting first, paged', async () => {
    const reporters = [await someone(), await someone()];
    const [x, y] = [await someone(), await someone()];
    await report(reporters[0]!, x, 'cheating');
    t.clock.advance(60_000);
    await report(reporters[0]!, y, 'spam');
    t.clock.advance(60_000);
    await report(reporters[1]!, x, 'abusive_chat');
    await reporters[1]!.browser.post(REPORT_API.reportForumTopic(TOPIC), { reason_id: 'spam' });
    // Enough video targets for a second page.
    await publishedVideos(
      t,
      Array.from({ length: REPORT_QUEUE_PAGE_SIZE }, (_, i) => `clip-${kind}-${i}`),
    );
    for (let i = 0; i < REPORT_QUEUE_PAGE_SIZE; i++) {
      await t.services.moderation.reports.reportVideo(reporters[i % 2]!.user, `clip-${kind}-${i}`, 'spam');
    }
    const { groups, pages } = await allGroups(mod.browser);
    expect(pages[0]).toBe(REPORT_QUEUE_PAGE_SIZE);
    expect(pages.length).toBeGreaterThan(1);
    const gx = groupOf(groups, 'user', ref(x))!;
    expect(gx).toMatchObject({
      target: { kind: 'user', ref: ref(x), label: x.user.username, closed: false },
      count: 2,
      firstAt: new Date(t.clock.now().getTime() - 120_000).toISOString(),
      lastAt: t.clock.now().toISOString(),
    });
    expect([...gx.reasons].sort()).toEqual(['abusive_chat', 'cheating']);
    expect(groupOf(groups, 'forum_topic', TOPIC)).toMatchObject({ count: 1, target: { label: TOPIC } });
    const order = [groups.indexOf(gx), groups.indexOf(groupOf(groups, 'user', ref(y))!)];
    expect(order[0]).toBeLessThan(order[1]!);
    expect(new Set(groups.map((g) => `${g.target.kind}:${g.target.ref}`)).size).toBe(groups.length);
    const bad = await mod.browser.get(`${REPORT_API.queue}?after=-1`);
    expect(bad.statusCode).toBe(400);
  });

  it("a report's detail: open reports, recent games and messages, prior reports with outcomes", async () => {
    const [a, b, c] = [await someone(), await someone(), await someone()];
    const table = await newTable(t, {
      white: { userId: b.user.userId, guestId: null, name: b.user.username },
      black: { userId: c.user.userId, guestId: null, name: c.user.username },
    });
    await play(t, table, ['e2e4', 'e7e5']);
    await t.services.play.games.act(table.id, table.black, { t: 'resign' });
    await report(a, b, 'cheating');
    expect((await resolve(mod, b, { action: 'warn' })).statusCode).toBe(200);
    await a.browser.post(REPORT_API.reportUser, {
      username: b.user.username,
      reason_id: 'spam',
      details: 'Links.',
    });

    const response = await mod.browser.get(REPORT_API.target('user', ref(b)));
    expect(response.statusCode).toBe(200);
    const detail = response.json() as ReportDetail;
    expect(detail.target).toEqual({ kind: 'user', ref: ref(b), label: b.user.username, closed: false });
    expect(detail.open).toEqual([
      expect.objectContaining({
        reporter: a.user.username,
        reason: 'spam',
        details: 'Links.',
        outcome: null,
      }),
    ]);
    expect(detail.prior).toEqual([
      expect.objectContaining({
        reporter: a.user.username,
        reason: 'cheating',
        outcome: 'warn',
        resolvedBy: mod.user.username,
        resolvedAt: t.clock.now().toISOString(),
      }),
    ]);
    expect(detail.recentGames).toEqual([
      expect.objectContaining({ id: table.id, color: 'white', result: 'win', opponent: c.user.username }),
    ]);
    expect(detail.recentMessages).toEqual([
      {
        id: b.user.userId * 10,
        threadId: b.user.userId * 100,
        toUsername: 'someone',
        body: `message of ${b.user.userId}`,
        createdAt: '2026-05-30T10:00:00.000Z',
      },
    ]);
    expect(detail.mutedUntil).toBeNull();
    const none = await mod.browser.get(REPORT_API.target('user', '999999'));
    expect([none.statusCode, none.json().error.message]).toEqual([404, MODERATION_MESSAGES.no_reports]);
    expect((await mod.browser.get('/callback/staff/reports/planet/1')).statusCode).toBe(400);
  });

  it('warn: resolves every open report, writes its audit row and tells the member', async () => {
    const [a, c, b] = [await someone(), await someone(), await someone()];
    await report(a, b);
    await report(c, b, 'spam');
    const response = await resolve(mod, b, { action: 'warn', note: 'First warning.' });
    expect(response.json()).toEqual({
      ok: true,
      message: `${b.user.username} was warned.`,
      resolved: 2,
      mutedUntil: null,
    });
    const rows = (await moderationRows(t)).reports.filter((r) => r.targetUserId === b.user.userId);
    expect(rows.map((r) => [r.outcome, r.resolvedByUserId])).toEqual([
      ['warn', mod.user.userId],
      ['warn', mod.user.userId],
    ]);
    const [audit] = await auditOf(b);
    expect(audit).toMatchObject({
      actorUserId: mod.user.userId,
      action: 'warn',
      details: { reports: rows.map((r) => r.id), note: 'First warning.' },
      at: t.clock.now(),
    });
    expect(notices.at(-1)).toEqual({
      userId: b.user.userId,
      kind: 'moderation',
      actorId: null,
      subject: null,
      data: { outcome: 'warn', until: null, text: MODERATION_MESSAGES.noticeWarn },
    });
    // A second moderator acting on the same target finds nothing open, and nothing changes.
    const before = await moderationRows(t);
    const late = await resolve(await someone('moderator'), b, { action: 'mute', duration: '1d' });
    expect([late.statusCode, late.json().error]).toEqual([
      409,
      { code: 'reports_resolved', message: 'These reports have already been resolved.' },
    ]);
    expect(await moderationRows(t)).toEqual(before);
  });

  it('mute: stored with its end, audited, told, and over when the clock passes it', async () => {
    const [a, b] = [await someone(), await someone()];
    await report(a, b);
    const start = t.clock.now();
    const until = new Date(start.getTime() + HOUR);
    const response = await resolve(mod, b, { action: 'mute', duration: '1h' });
    expect(response.json()).toEqual({
      ok: true,
      message: `${b.user.username} is muted until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      resolved: 1,
      mutedUntil: until.toISOString(),
    });
    expect(await t.services.moderation.mutedUntil(b.user.userId)).toEqual(until);
    expect(await t.services.moderation.mutedUntil(a.user.userId)).toBeNull();
    const [audit] = await auditOf(b);
    expect(audit).toMatchObject({
      action: 'mute',
      actorUserId: mod.user.userId,
      details: { duration: '1h', until: until.toISOString() },
    });
    expect(notices.at(-1)?.data).toEqual({
      outcome: 'mute',
      until: until.toISOString(),
      text: MODERATION_MESSAGES.noticeMute(until),
    });
    const detail = (await mod.browser.get(REPORT_API.target('user', ref(b)))).json() as ReportDetail;
    expect(detail.mutedUntil).toBe(until.toISOString());
    t.clock.advance(HOUR - 1);
    expect(await t.services.moderation.mutedUntil(b.user.userId)).toEqual(until);
    t.clock.advance(1);
    expect(await t.services.moderation.mutedUntil(b.user.userId)).toBeNull();
    const bad = await resolve(mod, b, { action: 'mute', duration: '2h' });
    expect(bad.statusCode).toBe(400);
  });

  it("close: accounts' closure with its rules, the reports in its audit row, the member logged out", async () => {
    const [a, b] = [await someone(), await someone()];
    await report(a, b);
    const response = await resolve(mod, b, { action: 'close', reason: 'abuser' });
    expect(response.json()).toEqual({
      ok: true,
      message: `The account of ${b.user.username} is closed.`,
      resolved: 1,
      mutedUntil: null,
    });
    const db = t.testDb.database.db;
    const [row] = await db.select().from(users).where(eq(users.userId, b.user.userId));
    expect(row!.closure).toBe('abuser');
    expect(await db.select().from(sessions).where(eq(sessions.userId, b.user.userId))).toEqual([]);
    const reportIds = (await moderationRows(t)).reports
      .filter((r) => r.targetUserId === b.user.userId)
      .map((r) => r.id);
    const [audit] = await auditOf(b);
    expect(audit).toMatchObject({
      action: 'close',
      actorUserId: mod.user.userId,
      details: { reason: 'abuser', previous: null, reports: reportIds },
    });
    expect(notices.at(-1)?.data).toEqual({
      outcome: 'close',
      until: null,
      text: MODERATION_MESSAGES.noticeClose,
    });
  });

  it('close refuses staff and moderator accounts, and nothing changes', async () => {
    const [a, other] = [await someone(), await someone('moderator')];
    await report(a, other);
    const before = await moderationRows(t);
    const refused = await resolve(mod, other, { action: 'close', reason: 'abuser' });
    expect([refused.statusCode, refused.json().error]).toEqual([
      403,
      {
        code: 'moderation_refused',
        message: 'Staff and moderator accounts are closed by staff, on the members page.',
      },
    ]);
    expect(await moderationRows(t)).toEqual(before);
    // Nor does a moderator resolve reports about themselves.
    await report(a, mod);
    const own = await resolve(mod, mod, { action: 'dismiss' });
    expect([own.statusCode, own.json().error.message]).toEqual([403, MODERATION_MESSAGES.own_reports]);
  });

  it('dismiss: resolves a topic or video, audited with its id; no warning for what is not a member', async () => {
    const a = await someone();
    const topic = '6e2d3c4b-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
    await a.browser.post(REPORT_API.reportForumTopic(topic), { reason_id: 'offensive' });
    const warn = await mod.browser.post(REPORT_API.resolve('forum_topic', topic), { action: 'warn' });
    expect([warn.statusCode, warn.json().error.code]).toEqual([400, 'moderation_needs_member']);
    const noticesBefore = notices.length;
    const response = await mod.browser.post(REPORT_API.resolve('forum_topic', topic), { action: 'dismiss' });
    expect(response.json()).toEqual({
      ok: true,
      message: 'The reports were dismissed.',
      resolved: 1,
      mutedUntil: null,
    });
    const { audit } = await moderationRows(t);
    expect(audit.at(-1)).toMatchObject({
      action: 'dismiss_reports',
      actorUserId: mod.user.userId,
      targetUserId: null,
      details: { forum_topic: topic },
    });
    expect(notices.length).toBe(noticesBefore);
    const { groups } = await allGroups(mod.browser);
    expect(groupOf(groups, 'forum_topic', topic)).toBeUndefined();
  });
});
