import { ASSIGNABLE_LEVELS, MembershipLevel } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';

describe.each(DATABASE_KINDS)('demo data on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it('seeds one account per tier and role once, with passwords that work', async () => {
    expect(await t.services.demo.isDatabaseEmpty()).toBe(true);
    const result = await t.services.demo.seed();
    expect(result?.accounts.map((a) => a.level)).toEqual([...ASSIGNABLE_LEVELS]);
    expect(result?.articles).toBeGreaterThan(0);
    expect(new Set(result?.accounts.map((a) => a.password)).size).toBe(ASSIGNABLE_LEVELS.length);
    expect(await t.services.demo.isDatabaseEmpty()).toBe(false);

    for (const account of result!.accounts) {
      const browser = new TestBrowser(t.app);
      expect((await browser.login(account.username, account.password)).statusCode).toBe(200);
      const me = (await browser.get('/callback/user/current')).json();
      expect(me.user.membershipLevel).toBe(MembershipLevel[account.level]);
    }
  });

  it('never seeds twice', async () => {
    expect(await t.services.demo.seed()).toBeNull();
  });
});
