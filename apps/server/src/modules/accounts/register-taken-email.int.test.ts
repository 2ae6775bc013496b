import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me } from '../../../test/accounts';
import { DATABASE_KINDS } from '../../../test/databases';
import { readOutbox } from '../../../test/outbox';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { REGISTER_NOTICE_LIMIT } from './accounts.limits';

const cookieNames = (response: { cookies: { name: string }[] }) => response.cookies.map((c) => c.name).sort();

describe.each(DATABASE_KINDS)('signing up with a taken email on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());
  const mailsTo = (to: string) => readOutbox(t.testDb.dataDir).filter((mail) => mail.to === to);

  it('answers as a sign-up does, creates nothing, and tells the owner of the address', async () => {
    const fresh = await new TestBrowser(t.app).register('owner_one', 'queen-of-chess', 'Owner@Example.com');
    const before = await t.services.accounts.count();
    const prober = new TestBrowser(t.app);
    await prober.get('/');
    const guestSession = prober.cookies.get('kingside_session');
    const taken = await prober.register('prober_one', 'another-password', 'owner@example.com');

    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(cookieNames(taken)).toEqual(cookieNames(fresh));
    expect(prober.cookies.get('kingside_session')).not.toBe(guestSession);
    expect(await t.services.accounts.count()).toBe(before);
    expect((await me(prober)).state.isLoggedIn).toBe(false);

    const notice = mailsTo('Owner@Example.com').at(-1)!;
    expect(notice.subject).toBe('Someone tried to sign up on Kingside with your email address');
    expect(notice.body).toContain('Hello owner_one');
    expect(notice.link).toMatch(/\/login$/);
    expect(notice.body).toMatch(/\/forgot-password\r?\n/);
    expect(notice.body).not.toContain('prober_one');
  });

  it('still says a taken username, whatever the email', async () => {
    await new TestBrowser(t.app).register('owner_two', 'queen-of-chess', 'two@example.com');
    for (const email of ['two@example.com', 'someone-new@example.com']) {
      const again = await new TestBrowser(t.app).register('OWNER_TWO', 'queen-of-chess', email);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('username_taken');
    }
  });

  it('mails the owner a few times a day at most, and answers the same after', async () => {
    await new TestBrowser(t.app).register('owner_three', 'queen-of-chess', 'three@example.com');
    const mailsBefore = mailsTo('three@example.com').length;
    for (let i = 0; i <= REGISTER_NOTICE_LIMIT.limit; i++) {
      const response = await new TestBrowser(t.app, `10.3.0.${i}`).register(
        `spammer_${i}`,
        'another-password',
        'three@example.com',
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    expect(mailsTo('three@example.com').length - mailsBefore).toBe(REGISTER_NOTICE_LIMIT.limit);
  });
});
