import {
  type AuditPage,
  BILLING_MESSAGES,
  COUPON_MESSAGES,
  COUPON_STAFF_API,
  STAFF_API,
  type StaffCouponList,
  type StaffCouponView,
} from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, PASSWORD } from '../../../test/accounts';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { auditLog } from '../accounts/account-audit.tables';
import { coupons } from './coupons.tables';

const valid = { code: 'launch-10', kind: 'percent', amount: 10, expires: '2026-12-31', maxUses: 100 };

describe.each(DATABASE_KINDS)('staff coupon routes on %s', (kind) => {
  let t: TestApp;
  let staff: TestBrowser;
  let member: TestBrowser;
  let moderator: TestBrowser;
  const db = () => t.testDb.database.db;
  const couponRows = () => db().select().from(coupons);
  const create = (username: string, level: 'basic' | 'diamond' | 'moderator' | 'staff') =>
    t.services.accounts.register({ username, email: `${username}@example.com`, password: PASSWORD, level });

  beforeAll(async () => {
    t = await startTestApp(kind);
    await create('boss', 'staff');
    await create('rich', 'diamond');
    await create('marta', 'moderator');
    staff = (await loggedIn(t.app, 'boss')).browser;
    member = (await loggedIn(t.app, 'rich')).browser;
    moderator = (await loggedIn(t.app, 'marta')).browser;
  });
  afterAll(async () => t.close());

  it('creates a coupon, lists it with its uses, and logs it in the audit log', async () => {
    const response = await staff.post(COUPON_STAFF_API.list, valid);
    expect(response.statusCode).toBe(201);
    const expected: StaffCouponView = {
      code: 'LAUNCH-10',
      kind: 'percent',
      amount: 10,
      expiresAt: '2027-01-01T00:00:00.000Z',
      currency: null,
      maxUses: 100,
      uses: 0,
      state: 'active',
      createdAt: t.clock.now().toISOString(),
      createdBy: 'boss',
      disabledAt: null,
    };
    expect(response.json()).toEqual(expected);
    const list = await staff.get(COUPON_STAFF_API.list);
    expect(list.headers['cache-control']).toBe('no-store');
    expect((list.json() as StaffCouponList).coupons).toEqual([expected]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'coupon_create'));
    expect(audit).toMatchObject({ targetUserId: null, details: { code: 'LAUNCH-10', amount: 10 } });
    const page = (await staff.get(STAFF_API.audit)).json() as AuditPage;
    expect(page.entries[0]).toMatchObject({ action: 'coupon_create', actor: 'boss', target: null });
  });

  it('refuses members and moderators with 403 before reading the request, creating nothing', async () => {
    const before = await couponRows();
    for (const browser of [member, moderator]) {
      for (const response of [
        await browser.get(COUPON_STAFF_API.list),
        await browser.post(COUPON_STAFF_API.list, { ...valid, code: 'SNEAKY' }),
        await browser.post(COUPON_STAFF_API.list, { nonsense: true }),
        await browser.post(COUPON_STAFF_API.disable('LAUNCH-10')),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toEqual({ code: 'forbidden', message: 'Only staff can do this.' });
      }
    }
    const guest = new TestBrowser(t.app);
    expect((await guest.get(COUPON_STAFF_API.list)).statusCode).toBe(401);
    expect(await couponRows()).toEqual(before);
  });

  it.each([
    [{ amount: -10 }, 'amount', COUPON_MESSAGES.percent_range],
    [{ amount: 101 }, 'amount', COUPON_MESSAGES.percent_range],
    [{ kind: 'fixed', amount: 0 }, 'amount', COUPON_MESSAGES.fixed_range],
    [{ expires: '2026-05-31' }, 'expires', COUPON_MESSAGES.expires_past],
    [{ expires: 'next week' }, 'expires', COUPON_MESSAGES.expires_invalid],
    [{ code: 'no spaces' }, 'code', COUPON_MESSAGES.code_invalid],
    [{ code: 'AB' }, 'code', COUPON_MESSAGES.code_invalid],
    [{ maxUses: -1 }, 'maxUses', COUPON_MESSAGES.max_uses_range],
    [{ kind: 'bogus' }, 'kind', undefined],
    [{ amount: '10' }, 'amount', undefined],
  ])('answers %j with 400 on %s and creates nothing', async (overrides, field, message) => {
    const before = await couponRows();
    const response = await staff.post(COUPON_STAFF_API.list, { ...valid, code: 'BAD-ONE', ...overrides });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error).toMatchObject({ code: 'validation_failed', field });
    if (message) expect(error.message).toBe(message);
    expect(await couponRows()).toEqual(before);
  });

  it('refuses a code that exists, in any case, with 409', async () => {
    const response = await staff.post(COUPON_STAFF_API.list, { ...valid, code: 'Launch-10', amount: 50 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'conflict',
      message: COUPON_MESSAGES.code_taken,
      field: 'code',
    });
    expect((await t.services.coupons.find('LAUNCH-10')).amount).toBe(10);
  });

  it('disables a coupon once; members are then told it does not exist', async () => {
    const response = await staff.post(COUPON_STAFF_API.disable('launch-10'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 'LAUNCH-10', state: 'disabled' });
    await expect(t.services.coupons.find('LAUNCH-10')).rejects.toMatchObject({
      code: 'coupon_unknown',
      message: BILLING_MESSAGES.coupon_unknown,
    });
    const again = await staff.post(COUPON_STAFF_API.disable('LAUNCH-10'));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(COUPON_MESSAGES.already_disabled);
    const missing = await staff.post(COUPON_STAFF_API.disable('NEVER-MADE'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('coupon_unknown');
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'coupon_disable'));
    expect(audit).toHaveLength(1);
  });

  it('refuses a forged cross-site create (no CSRF token) and keeps nothing', async () => {
    const before = await couponRows();
    const response = await staff.post(COUPON_STAFF_API.list, { ...valid, code: 'FORGED' }, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_token_invalid');
    expect(await couponRows()).toEqual(before);
  });
});
