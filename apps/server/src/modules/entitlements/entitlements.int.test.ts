import { BILLING_API, BILLING_MESSAGES, type EntitlementStatus } from '@kingside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../../../test/test-app';
import { quotaUsage } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { memberWith } from './entitlements.fixtures';

/** The code, status and body a refused call fails with. */
async function refusal(action: Promise<unknown> | (() => unknown)) {
  try {
    await (typeof action === 'function' ? action() : action);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, ...error.toBody().error };
    throw error;
  }
  return 'accepted';
}

describe.each(DATABASE_KINDS)('entitlements on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());
  const entitlements = () => t.services.entitlements;
  const rowsOf = (userId: number) =>
    t.testDb.database.db.select().from(quotaUsage).where(eq(quotaUsage.userId, userId));

  it('renews a daily quota at midnight in Auckland, not before', async () => {
    const { user } = await memberWith(t, { timezone: 'Pacific/Auckland' });
    t.clock.set(new Date('2026-06-01T11:59:58Z')); // 23:59:58 on 1 June in Auckland (UTC+12)
    expect(await entitlements().consume(user, 'gameReview')).toEqual({
      feature: 'gameReview',
      allowance: 2,
      per: 'day',
      used: 1,
      remaining: 1,
      resetsAt: '2026-06-01T12:00:00.000Z',
    });
    expect((await entitlements().consume(user, 'gameReview')).remaining).toBe(0);
    t.clock.set(new Date('2026-06-01T11:59:59.999Z'));
    expect(await refusal(entitlements().consume(user, 'gameReview'))).toEqual({
      status: 429,
      code: 'quota_exceeded',
      message: BILLING_MESSAGES.quota_exceeded,
      resetsAt: '2026-06-01T12:00:00.000Z',
      upgrade: { feature: 'gameReview', tier: 'silver' },
    });
    t.clock.set(new Date('2026-06-01T12:00:00Z'));
    expect(await entitlements().consume(user, 'gameReview')).toMatchObject({
      used: 1,
      remaining: 1,
      resetsAt: '2026-06-02T12:00:00.000Z',
    });
  });

  it('renews at midnight in Los Angeles, 19 hours later on the same UTC clock', async () => {
    const { user } = await memberWith(t, { timezone: 'America/Los_Angeles' });
    t.clock.set(new Date('2026-06-01T12:00:00Z')); // 05:00 on 1 June in Los Angeles (UTC−7)
    await entitlements().consume(user, 'gameReview');
    await entitlements().consume(user, 'gameReview');
    t.clock.set(new Date('2026-06-02T06:59:59Z'));
    expect(await refusal(entitlements().consume(user, 'gameReview'))).toMatchObject({
      status: 429,
      resetsAt: '2026-06-02T07:00:00.000Z',
    });
    t.clock.set(new Date('2026-06-02T07:00:00Z'));
    expect(await entitlements().consume(user, 'gameReview')).toMatchObject({ used: 1 });
  });

  it('keeps a 23-hour day whole across the spring DST change in Los Angeles', async () => {
    const { user } = await memberWith(t, { timezone: 'America/Los_Angeles' });
    t.clock.set(new Date('2026-03-08T08:00:00Z')); // midnight PST, 8 March
    await entitlements().consume(user, 'gameReview');
    t.clock.set(new Date('2026-03-09T06:59:59Z')); // 23:59:59 PDT, still 8 March
    expect(await entitlements().consume(user, 'gameReview')).toMatchObject({
      used: 2,
      resetsAt: '2026-03-09T07:00:00.000Z',
    });
    expect(await refusal(entitlements().consume(user, 'gameReview'))).toMatchObject({
      code: 'quota_exceeded',
    });
    t.clock.set(new Date('2026-03-09T07:00:00Z'));
    expect(await entitlements().consume(user, 'gameReview')).toMatchObject({ used: 1 });
  });

  it('counts a weekly quota from the member’s Monday and treats an unknown timezone as UTC', async () => {
    const { user } = await memberWith(t, { timezone: 'Not/AZone' });
    t.clock.set(new Date('2026-06-01T00:00:00Z')); // Monday
    for (let i = 0; i < 3; i++) await entitlements().consume(user, 'lessons');
    t.clock.set(new Date('2026-06-07T23:59:59Z')); // Sunday night
    expect(await refusal(entitlements().consume(user, 'lessons'))).toMatchObject({
      resetsAt: '2026-06-08T00:00:00.000Z',
    });
    t.clock.set(new Date('2026-06-08T00:00:00Z'));
    expect(await entitlements().consume(user, 'lessons')).toMatchObject({ used: 1, remaining: 2 });
  });

  it('writes nothing for unlimited use and refuses locked features with the tier to buy', async () => {
    const { user: silver } = await memberWith(t, { level: 'silver' });
    for (let i = 0; i < 5; i++) {
      expect(await entitlements().consume(silver, 'gameReview')).toMatchObject({ remaining: 'unlimited' });
    }
    expect(await rowsOf(silver.userId)).toEqual([]);
    expect(await refusal(() => entitlements().require(silver, 'insights'))).toEqual({
      status: 403,
      code: 'upgrade_required',
      message: BILLING_MESSAGES.upgrade_required,
      upgrade: { feature: 'insights', tier: 'platinum' },
    });
    expect(await refusal(entitlements().consume(silver, 'insights'))).toMatchObject({ status: 403 });
    const { user: platinum } = await memberWith(t, { level: 'platinum' });
    expect(await refusal(() => entitlements().require(platinum, 'insights'))).toBe('accepted');
  });

  it('gives staff and moderators diamond’s allowances, guests 401 and closed accounts nothing', async () => {
    for (const level of ['moderator', 'staff'] as const) {
      const { user } = await memberWith(t, { level });
      expect(await refusal(() => entitlements().require(user, 'insights'))).toBe('accepted');
      expect(await entitlements().consume(user, 'puzzleRush')).toMatchObject({ remaining: 'unlimited' });
    }
    expect(await refusal(() => entitlements().require(null, 'insights'))).toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
    const { user } = await memberWith(t, { level: 'staff' });
    expect(await refusal(entitlements().consume({ ...user, closure: 'abuser' }, 'gameReview'))).toMatchObject(
      {
        status: 403,
        code: 'account_closed',
      },
    );
  });

  it('never lets concurrent uses pass the limit: 20 at once with 2 allowed, exactly 2 succeed', async () => {
    const { user } = await memberWith(t, { timezone: 'Europe/Madrid' });
    t.clock.set(new Date('2026-06-01T10:00:00Z'));
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        entitlements()
          .consume(user, 'gameReview')
          .then(
            () => 'ok',
            (error: AppError) => error.code,
          ),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(2);
    expect(results.filter((r) => r === 'quota_exceeded')).toHaveLength(18);
    expect((await rowsOf(user.userId)).map((row) => row.used)).toEqual([2]);
  });

  it('sweeps only the counts of periods long over', async () => {
    const { user } = await memberWith(t, { timezone: 'UTC' });
    t.clock.set(new Date('2026-07-01T10:00:00Z'));
    await entitlements().consume(user, 'gameReview');
    t.clock.set(new Date('2026-07-10T10:00:00Z'));
    await entitlements().consume(user, 'lessons');
    expect(await entitlements().sweep()).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(user.userId)).map((row) => row.feature)).toEqual(['lessons']);
    expect(await entitlements().consume(user, 'lessons')).toMatchObject({ used: 2 });
  });

  describe(`GET ${BILLING_API.entitlements}`, () => {
    it('answers a member’s allowances and what is left, in their timezone', async () => {
      const { browser, user } = await memberWith(t, { timezone: 'Pacific/Auckland' });
      t.clock.set(new Date('2026-06-01T11:00:00Z'));
      await entitlements().consume(user, 'puzzles');
      await entitlements().consume(user, 'lessons');
      const response = await browser.get(BILLING_API.entitlements);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const status = response.json() as EntitlementStatus[];
      const byFeature = Object.fromEntries(status.map((row) => [row.feature, row]));
      expect(byFeature.puzzles).toEqual({
        feature: 'puzzles',
        allowance: 10,
        per: 'day',
        used: 1,
        remaining: 9,
        resetsAt: '2026-06-01T12:00:00.000Z',
      });
      // Monday 8 June begins at 12:00 UTC on Sunday 7 June in Auckland.
      expect(byFeature.lessons).toMatchObject({
        used: 1,
        remaining: 2,
        resetsAt: '2026-06-07T12:00:00.000Z',
      });
      expect(byFeature.insights).toEqual({
        feature: 'insights',
        allowance: 0,
        per: null,
        used: 0,
        remaining: 0,
        resetsAt: null,
      });
      // Vacation days are banked and spent by daily play (GET /callback/daily/vacation counts them).
      expect(byFeature.vacationDays).toEqual({
        feature: 'vacationDays',
        allowance: 14,
        per: null,
        used: 0,
        remaining: 14,
        resetsAt: null,
      });
      // Streak freezes are banked per month and spent by the streaks (stats counts them).
      expect(byFeature.streakFreezes).toMatchObject({ feature: 'streakFreezes', allowance: 0 });
      expect(status.map((row) => row.feature)).toHaveLength(11);
    });

    it('refuses guests with 401', async () => {
      const guest = new TestBrowser(t.app);
      const response = await guest.get(BILLING_API.entitlements);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    });
  });
});
