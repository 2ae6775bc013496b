import { CONTENT_API, CONTENT_MESSAGES, STAFF_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';
import { auditLog } from '../accounts/account-audit.tables';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { contentAuthors } from './content.tables';

/** A response body, read field by field (inject's `json()` is untyped). */
type Json = ReturnType<typeof JSON.parse>;

describe.each(DATABASE_KINDS)('the author role on %s', (kind) => {
  let t: TestApp;
  let boss: TestMember;
  let writer: TestMember;
  let anna: TestMember;

  beforeAll(async () => {
    t = await startTestApp(kind);
    boss = await memberWith(t, { level: 'staff', name: `boss_${kind}` });
    writer = await memberWith(t, { name: `writer_${kind}` });
    anna = await memberWith(t, { name: `anna_${kind}` });
  });
  afterAll(async () => t.close());

  const grant = (browser: TestBrowser, username: string) => browser.post(CONTENT_API.author(username));
  const revoke = (browser: TestBrowser, username: string) =>
    browser.post(CONTENT_API.author(username), {}, { method: 'DELETE' });
  const refusal = (response: { statusCode: number; json(): Json }) => [
    response.statusCode,
    response.json().error.code,
    response.json().error.message,
  ];
  const writeArticle = (browser: TestBrowser, title: string) =>
    browser.post(CONTENT_API.create, { kind: 'article', title, summary: 'S.', body: 'B.', state: 'draft' });
  const audited = async () =>
    (await t.testDb.database.db.select().from(auditLog)).filter((row) => row.action.startsWith('author_'));

  it('lets staff grant the role, so the member writes articles, and take it back, each audited', async () => {
    expect(refusal(await writeArticle(writer.browser, 'Before'))[0]).toBe(403);

    const granted = await grant(boss.browser, writer.user.username);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json()).toMatchObject({
      ok: true,
      message: CONTENT_MESSAGES.authorGranted(writer.user.username),
    });
    const listed = granted.json().authors as Json[];
    expect(listed.find((a) => a.username === writer.user.username)).toMatchObject({
      staff: false,
      grantedAt: t.clock.now().toISOString(),
    });
    expect(listed.find((a) => a.username === boss.user.username)).toMatchObject({
      staff: true,
      grantedAt: null,
    });
    expect((await boss.browser.get(CONTENT_API.authors)).json().authors).toEqual(listed);
    expect((await writeArticle(writer.browser, 'After')).statusCode).toBe(200);

    const revoked = await revoke(boss.browser, writer.user.username);
    expect(revoked.json()).toMatchObject({
      ok: true,
      message: CONTENT_MESSAGES.authorRevoked(writer.user.username),
    });
    expect(revoked.json().authors.map((a: Json) => a.username)).not.toContain(writer.user.username);
    expect(refusal(await writeArticle(writer.browser, 'Again'))[0]).toBe(403);

    expect((await audited()).map((row) => [row.action, row.actorUserId, row.targetUserId])).toEqual([
      ['author_grant', boss.user.userId, writer.user.userId],
      ['author_revoke', boss.user.userId, writer.user.userId],
    ]);
    // The staff audit log shows them by name.
    const entries = (await boss.browser.get(STAFF_API.audit)).json().entries as Json[];
    expect(entries.slice(0, 2).map((e) => [e.action, e.actor, e.target])).toEqual([
      ['author_revoke', boss.user.username, writer.user.username],
      ['author_grant', boss.user.username, writer.user.username],
    ]);
  });

  it('refuses what already stands, staff and unknown members with a 4xx, changing nothing', async () => {
    const before = await audited();
    const rows = async () => (await t.testDb.database.db.select().from(contentAuthors)).length;
    const authors = await rows();
    expect(refusal(await revoke(boss.browser, anna.user.username))).toEqual([
      409,
      'conflict',
      CONTENT_MESSAGES.notAuthor(anna.user.username),
    ]);
    expect(refusal(await grant(boss.browser, boss.user.username))).toEqual([
      409,
      'conflict',
      CONTENT_MESSAGES.staffWriteAlready,
    ]);
    expect(refusal(await grant(boss.browser, 'nobody_here'))).toEqual([
      404,
      'not_found',
      CONTENT_MESSAGES.noSuchMember('nobody_here'),
    ]);
    expect((await grant(boss.browser, anna.user.username)).statusCode).toBe(200);
    expect(refusal(await grant(boss.browser, anna.user.username))).toEqual([
      409,
      'conflict',
      CONTENT_MESSAGES.alreadyAuthor(anna.user.username),
    ]);
    expect(await rows()).toBe(authors + 1);
    expect((await audited()).length).toBe(before.length + 1);
  });

  it('refuses members and guests: 403 and 401, nothing changed', async () => {
    const before = await audited();
    expect(refusal(await grant(anna.browser, writer.user.username))).toEqual([
      403,
      'forbidden',
      CONTENT_MESSAGES.staff_only,
    ]);
    expect(refusal(await revoke(anna.browser, anna.user.username))[0]).toBe(403);
    expect(refusal(await anna.browser.get(CONTENT_API.authors))[0]).toBe(403);
    const guest = await t.app.inject({ url: CONTENT_API.authors });
    expect(guest.statusCode).toBe(401);
    expect(await audited()).toEqual(before);
  });
});
