import { MODERATION_MESSAGES, MUTE_DURATIONS, REPORT_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { bellOf, pageOf } from '../notifications/notifications.fixtures';

/**
 * The wiring of services.ts, end to end through the routes: a moderator's decision reaches the
 * reported member's bell (live and in the list) with the text the member reads, and no one else's.
 */
describe.each(DATABASE_KINDS)('moderation outcomes in the notifications on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  const someone = (level?: 'moderator') => memberWith(t, { name: `notice_${kind}_${++serial}`, level });
  const report = (from: TestMember, of: TestMember) =>
    from.browser.post(REPORT_API.reportUser, { username: of.user.username, reason_id: 'abusive_chat' });
  const resolve = (by: TestMember, of: TestMember, body: Record<string, unknown>) =>
    by.browser.post(REPORT_API.resolve('user', String(of.user.userId)), body);

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('tells the warned member, from no one, with the warning’s text', async () => {
    const [reporter, target, mod] = [await someone(), await someone(), await someone('moderator')];
    expect((await report(reporter, target)).statusCode).toBe(200);
    const bell = await bellOf(t, target.user.userId);
    const resolved = await resolve(mod, target, { action: 'warn', note: 'First warning.' });
    expect([resolved.statusCode, resolved.json().message]).toEqual([
      200,
      MODERATION_MESSAGES.warned(target.user.username),
    ]);

    const page = await pageOf(target.browser);
    expect(page.unread).toBe(1);
    expect(page.notifications).toMatchObject([
      {
        kind: 'moderation',
        actor: null,
        subject: null,
        read: false,
        data: { outcome: 'warn', until: null, text: MODERATION_MESSAGES.noticeWarn },
      },
    ]);
    // The moderator's note is for the audit log, never for the member.
    expect(JSON.stringify(page.notifications)).not.toContain('First warning.');
    await expect
      .poll(() => bell.notifications().map((n) => [n.kind, n.data.text, n.unread]))
      .toEqual([['moderation', MODERATION_MESSAGES.noticeWarn, 1]]);
    for (const other of [reporter, mod]) expect((await pageOf(other.browser)).notifications).toEqual([]);
  });

  it('tells a muted member until when, in the same words as the mute itself', async () => {
    const [reporter, target, mod] = [await someone(), await someone(), await someone('moderator')];
    await report(reporter, target);
    expect((await resolve(mod, target, { action: 'mute', duration: '1d' })).statusCode).toBe(200);
    const until = new Date(t.clock.now().getTime() + MUTE_DURATIONS['1d']);
    expect((await pageOf(target.browser)).notifications).toMatchObject([
      {
        kind: 'moderation',
        data: { outcome: 'mute', until: until.toISOString(), text: MODERATION_MESSAGES.noticeMute(until) },
      },
    ]);
  });

  it('tells no one when the reports are dismissed', async () => {
    const [reporter, target, mod] = [await someone(), await someone(), await someone('moderator')];
    await report(reporter, target);
    expect((await resolve(mod, target, { action: 'dismiss' })).statusCode).toBe(200);
    expect((await pageOf(target.browser)).notifications).toEqual([]);
  });
});
