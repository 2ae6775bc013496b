import { CLUB_MATCHES_API, CLUBS_API } from '@kingside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countedDb } from '../../../../test/counted-db';
import { DATABASE_KINDS } from '../../../../test/databases';
import { startTestApp, stopLoop, type TestApp } from '../../../../test/test-app';
import { DUE_RECHECK_EVERY_MS } from '../../../platform/due-gate';
import { createLogger } from '../../../platform/logger';
import type { TestMember } from '../../entitlements/entitlements.fixtures';
import { messagingMember } from '../../messages/messages.fixtures';
import { createClubMatches } from './matches.service';
import { createMatchSweeper, MATCH_SWEEP_EVERY_MS } from './matches.sweeper';

/** Sooner than the re-check: only the hint can make the sweep look then. */
const SOON = 2 * 60_000;

describe.each(DATABASE_KINDS)('the club-match sweep at rest on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // Only the sweeper under test looks at the matches.
    await stopLoop(t, t.services.matchSweeper);
  });
  afterAll(async () => t.close());

  const found = async (owner: TestMember, n: number) => {
    const slug = `idle-${kind}-${n}`;
    expect((await owner.browser.post(CLUBS_API.list, { name: `Idle ${n}`, slug })).statusCode).toBe(200);
    return slug;
  };

  it('makes no query per tick while no match is due, and starts one agreed elsewhere on time', async () => {
    const counted = countedDb(t.testDb.database.db);
    const games = {
      create: async () => {
        throw new Error('nobody registered: no game is made');
      },
      outcome: async () => null,
      ratings: async () => new Map<number, number>(),
    };
    const logger = createLogger({ logLevel: 'silent' });
    const matches = createClubMatches({ db: counted.db, clock: t.clock, bus: t.services.bus, logger, games });
    const sweeper = createMatchSweeper({ clock: t.clock, logger, matches, games });
    await matches.due.listen();

    expect(await sweeper.sweepIfDue()).toBe(true);
    counted.reset();
    for (let waited = MATCH_SWEEP_EVERY_MS; waited < DUE_RECHECK_EVERY_MS; waited += MATCH_SWEEP_EVERY_MS) {
      t.clock.advance(MATCH_SWEEP_EVERY_MS);
      expect(await sweeper.sweepIfDue()).toBe(false);
    }
    expect(counted.statements()).toBe(0);
    // The slow re-check still looks, for a hint the bus lost.
    t.clock.advance(MATCH_SWEEP_EVERY_MS);
    expect(await sweeper.sweepIfDue()).toBe(true);

    // Agreed through the app's own service: its hint reaches this sweeper over the bus.
    const [homeOwner, awayOwner] = await Promise.all([
      messagingMember(t, `cmi_${kind}_h`),
      messagingMember(t, `cmi_${kind}_a`),
    ]);
    const proposed = await homeOwner.browser.post(CLUB_MATCHES_API.propose, {
      homeClub: await found(homeOwner, 1),
      awayClub: await found(awayOwner, 2),
      name: 'Quiet derby',
      boards: 1,
      timeControl: { initial: 180, increment: 2 },
      rated: false,
      startsAt: new Date(t.clock.now().getTime() + SOON).toISOString(),
    });
    const { id } = proposed.json() as unknown as { id: number };
    expect((await awayOwner.browser.post(CLUB_MATCHES_API.accept(id))).statusCode).toBe(200);
    await expect.poll(() => sweeper.nextDueAt()).toBe(t.clock.now().getTime() + SOON);

    counted.reset();
    t.clock.advance(SOON - MATCH_SWEEP_EVERY_MS);
    expect(await sweeper.sweepIfDue()).toBe(false);
    expect(counted.statements()).toBe(0);
    t.clock.advance(MATCH_SWEEP_EVERY_MS);
    expect(await sweeper.sweepIfDue()).toBe(true);
    // Nobody registered: the start finds no board and cancels it.
    expect((await matches.view(id, null)).status).toBe('cancelled');
    await matches.due.stop();
  });
});
