import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedDb } from '../../../test/counted-db';
import { DATABASE_KINDS } from '../../../test/databases';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createLogger } from '../../platform/logger';
import { memberWith, type TestMember } from '../entitlements/entitlements.fixtures';
import { TICK_EVERY_MS } from './runner-loop';
import { createTournaments } from './tournaments.service';

const MINUTE = 60_000;

describe.each(DATABASE_KINDS)('the tournament runner at rest on %s', (kind) => {
  let t: TestApp;
  let staff: TestMember;

  beforeAll(async () => {
    t = await startTestApp(kind);
    staff = await memberWith(t, { name: `idle_${kind.slice(0, 2)}_staff`, level: 'staff' });
    // Only the runner under test looks at the tournaments.
    await t.services.tournaments.stop();
  });
  afterAll(async () => t.close());

  it('makes no query per tick while nothing is scheduled, and starts a new arena on time', async () => {
    const counted = countedDb(t.testDb.database.db);
    const tournaments = createTournaments({
      db: counted.db,
      clock: t.clock,
      bus: t.services.bus,
      logger: createLogger({ logLevel: 'silent' }),
      games: {
        create: async () => {
          throw new Error('nobody joined: no game is made');
        },
        ended: async () => null,
        paired: async () => {},
      },
      rating: async () => 1500,
      usernames: async () => new Map(),
      clubs: () => t.services.clubs.tournamentHosts,
    });

    expect(await tournaments.tickIfDue()).toBe(true);
    expect(counted.statements()).toBeGreaterThan(0);
    counted.reset();
    for (let i = 0; i < 30; i++) {
      t.clock.advance(TICK_EVERY_MS);
      expect(await tournaments.tickIfDue()).toBe(false);
    }
    expect(counted.statements()).toBe(0);

    const startsAt = new Date(t.clock.now().getTime() + MINUTE);
    await tournaments.create(staff.user, {
      url: `idle-${kind}`,
      name: 'Quiet hour arena',
      tc: { initial: 180, increment: 0 },
      rated: false,
      startsAt: startsAt.toISOString(),
      durationMinutes: 20,
    });
    counted.reset();
    t.clock.advance(MINUTE - TICK_EVERY_MS);
    expect(await tournaments.tickIfDue()).toBe(false);
    expect(counted.statements()).toBe(0);
    t.clock.advance(TICK_EVERY_MS);
    expect(await tournaments.tickIfDue()).toBe(true);
    expect((await tournaments.view(`idle-${kind}`, null)).status).toBe('started');

    // While it runs the runner looks every tick; once it is over, it rests again.
    t.clock.advance(TICK_EVERY_MS);
    expect(await tournaments.tickIfDue()).toBe(true);
    t.clock.advance(20 * MINUTE);
    expect(await tournaments.tickIfDue()).toBe(true);
    expect((await tournaments.view(`idle-${kind}`, null)).status).toBe('finished');
    counted.reset();
    for (let i = 0; i < 30; i++) {
      t.clock.advance(TICK_EVERY_MS);
      expect(await tournaments.tickIfDue()).toBe(false);
    }
    expect(counted.statements()).toBe(0);
    await tournaments.stop();
  });
});
