import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../test/databases';
import { startTestApp, type TestApp, TestBrowser } from '../test/test-app';
import { type CommandContext, parseAdminCommand, runAdminCommand } from './admin-commands';
import { member, play } from './modules/play/play.fixtures';

describe('parseAdminCommand', () => {
  it('accepts what the CLI sends', () => {
    const command = { name: 'user:set-level', username: 'alice', level: 'gold' };
    expect(parseAdminCommand(command)).toEqual(command);
  });

  it.each([
    [{ name: 'drop-everything' }],
    [{ name: 'user:set-level', username: 'alice', level: 'cheater' }],
    [{ name: 'feature:set', feature: 'Bad Name', enabled: true }],
    [{ name: 'token:create', username: 'alice', label: 'x', days: 0 }],
    [{ name: 'coupon:create', code: 'X', kind: 'bogus', amount: 1, expires: null, maxUses: null }],
    [{ name: 'coupon:disable' }],
    [{ name: 'clock:advance', ms: 0 }],
    [{ name: 'clock:advance', ms: -86_400_000 }],
    ['user:create'],
  ])('refuses %j with a coded error', (value) => {
    expect(() => parseAdminCommand(value)).toThrow(expect.objectContaining({ code: 'validation_failed' }));
  });
});

describe.each(DATABASE_KINDS)('runAdminCommand on %s', (kind) => {
  let t: TestApp;
  let ctx: CommandContext;
  beforeAll(async () => {
    t = await startTestApp(kind);
    ctx = {
      services: t.services,
      dataDir: t.testDb.dataDir,
      migration: { applied: 0, total: 3 },
      runner: 'cli',
    };
  });
  afterAll(async () => t.close());

  it('creates activated accounts, basic unless told otherwise, that can log in', async () => {
    const command = {
      name: 'user:create',
      username: 'alice',
      password: 'pw-alice-1',
      email: 'a@x.io',
      level: null,
    } as const;
    expect(await runAdminCommand(command, ctx)).toBe('Created alice (basic).');
    const alice = await t.services.accounts.findByUsername('alice');
    expect(alice).toMatchObject({ tier: 'basic', role: null, isActivated: true });
    expect((await new TestBrowser(t.app).login('alice', 'pw-alice-1')).statusCode).toBe(200);
  });

  it('names the new level', async () => {
    const command = { name: 'user:set-level', username: 'alice', level: 'platinum' } as const;
    expect(await runAdminCommand(command, ctx)).toBe('alice is now platinum.');
    expect((await t.services.accounts.findByUsername('alice'))?.tier).toBe('platinum');
  });

  it('refuses an unknown member with a coded error', async () => {
    const command = { name: 'user:set-level', username: 'nobody_here', level: 'gold' } as const;
    await expect(runAdminCommand(command, ctx)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('switches feature flags, which pages then carry', async () => {
    expect(await runAdminCommand({ name: 'feature:set', feature: 'chat', enabled: false }, ctx)).toBe(
      'Feature chat is now off.',
    );
    expect(await t.services.features.all()).toMatchObject({ chat: false });
  });

  it('makes an API token that the open API accepts', async () => {
    const output = await runAdminCommand(
      { name: 'token:create', username: 'alice', label: 'bot', days: 7 },
      ctx,
    );
    const token = output.split('\n')[1]!;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json().username).toBe('alice');
  });

  it('seeds once, then says the demo data is already there', async () => {
    expect(await runAdminCommand({ name: 'seed', force: false }, ctx)).toMatch(/demo_basic/);
    expect(await runAdminCommand({ name: 'seed', force: false }, ctx)).toMatch(
      /seeded before; nothing to do/,
    );
  });

  it('creates, lists and disables coupons, recorded as the command line', async () => {
    const create = {
      name: 'coupon:create',
      code: 'SPRING-25',
      kind: 'percent',
      amount: 25,
      expires: '2026-12-31',
      maxUses: 100,
    } as const;
    expect(await runAdminCommand(create, ctx)).toBe(
      'Created coupon SPRING-25: 25% off, until 2026-12-31, at most 100 uses.',
    );
    expect(
      await runAdminCommand(
        { ...create, code: 'FIVE_OFF', kind: 'fixed', amount: 500, expires: null, maxUses: null },
        ctx,
      ),
    ).toBe('Created coupon FIVE_OFF: $5.00 off, no expiry, unlimited uses.');
    expect(await runAdminCommand({ name: 'coupon:disable', code: 'FIVE_OFF' }, ctx)).toBe(
      'Disabled coupon FIVE_OFF; members can no longer use it.',
    );
    // Newest first; these two share the test clock's instant, so by code.
    expect((await runAdminCommand({ name: 'coupon:list' }, ctx)).split('\n')).toEqual([
      'CODE       DISCOUNT   USES   LAST DAY    STATE',
      'FIVE_OFF   $5.00 off  0/∞    never       disabled',
      'SPRING-25  25% off    0/100  2026-12-31  active',
    ]);
    expect((await t.services.coupons.list()).map((c) => c.createdBy)).toEqual([null, null]);
  });

  it('refuses a past expiry and a taken code with the reason, creating nothing', async () => {
    const create = {
      name: 'coupon:create',
      code: 'spring-25',
      kind: 'percent',
      amount: 10,
      expires: null,
      maxUses: null,
    } as const;
    await expect(runAdminCommand(create, ctx)).rejects.toMatchObject({
      code: 'conflict',
      message: 'A coupon with this code already exists.',
    });
    await expect(
      runAdminCommand({ ...create, code: 'LATE', expires: '2026-05-31' }, ctx),
    ).rejects.toMatchObject({ code: 'validation_failed', message: 'The last day must be today or later.' });
    expect(await t.services.coupons.list()).toHaveLength(2);
  });

  it.each([
    [
      { runner: 'server' as const },
      'The running server applied migrations when it started: up to date (3 migrations).',
    ],
    [{}, 'The database is already up to date (3 migrations).'],
    [{ migration: { applied: 1, total: 1 } }, 'Applied 1 migration: up to date (1 migration).'],
  ])('reports migrations (%j)', async (overrides, text) => {
    expect(await runAdminCommand({ name: 'migrate' }, { ...ctx, ...overrides })).toBe(text);
  });

  it('moves only a test clock forward, then ends the daily games that ran out at once', async () => {
    await expect(runAdminCommand({ name: 'clock:advance', ms: 60_000 }, ctx)).rejects.toMatchObject({
      code: 'validation_failed',
      message: 'clock:advance needs a running server started with KINGSIDE_TEST_CLOCK=1.',
    });
    const white = await member(t);
    const black = await member(t);
    const game = await t.services.play.games.create({
      white,
      black,
      tc: { initial: 0, increment: 0 },
      rated: true,
      daily: { daysPerMove: 2, weekendPause: false },
    });
    await play(t, { id: game.id, white, black }, ['e2e4', 'e7e5']);
    const before = t.clock.now().getTime();
    const advance = (ms: number) =>
      runAdminCommand({ name: 'clock:advance', ms }, { ...ctx, runner: 'server', testClock: t.clock });

    expect(await advance(36 * 3_600_000)).toBe(
      `The server's clock now reads ${new Date(before + 36 * 3_600_000).toISOString()}; daily games that ran out have ended.`,
    );
    expect((await t.services.play.games.view(game.id, null))!.status).toBe('started');
    await advance(12 * 3_600_000 + 1000);
    expect((await t.services.play.games.view(game.id, null))!).toMatchObject({
      status: 'outoftime',
      winner: 'black',
    });
  });
});
