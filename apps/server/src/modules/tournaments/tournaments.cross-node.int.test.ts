import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLUSTER_READY, startTwoNodes, type TwoNodes } from '../../../test/two-nodes';
import { ManualClock } from '../../platform/clock';
import { DUE_RECHECK_EVERY_MS } from '../../platform/due-gate';
import { memberWith } from '../entitlements/entitlements.fixtures';
import { TICK_EVERY_MS } from './runner-loop';

const MINUTE = 60_000;

/** Node A runs the runner, node B only serves: an arena made on B starts on time through the bus's hint. */
describe.runIf(CLUSTER_READY)('tournaments on two nodes', () => {
  let cluster: TwoNodes;
  const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));
  beforeAll(async () => {
    cluster = await startTwoNodes({ clock });
    // Both serve (their runners start with them); only A's runs here.
    await Promise.all([cluster.a.app.ready(), cluster.b.app.ready()]);
    await cluster.b.services.tournaments.stop();
  });
  afterAll(async () => cluster.close());

  it("starts an arena created on node B at its time on node A, well before A's re-check", async () => {
    const { a, b } = cluster;
    const runner = a.services.tournaments;
    // A's first look (at its start, or now) finds nothing scheduled.
    await runner.tickIfDue();
    expect(runner.nextDueAt()).toBe(clock.now().getTime() + DUE_RECHECK_EVERY_MS);

    const staff = await memberWith(b, { name: 'xn_arena_staff', level: 'staff' });
    const startsAt = new Date(clock.now().getTime() + MINUTE);
    await b.services.tournaments.create(staff.user, {
      url: 'cross-node-arena',
      name: 'Across the nodes',
      tc: { initial: 60, increment: 0 },
      rated: false,
      startsAt: startsAt.toISOString(),
      durationMinutes: 20,
    });
    await vi.waitFor(() => expect(runner.nextDueAt()).toBe(startsAt.getTime()));

    clock.advance(MINUTE - TICK_EVERY_MS);
    expect(await runner.tickIfDue()).toBe(false);
    expect((await b.services.tournaments.view('cross-node-arena', null)).status).toBe('created');
    clock.advance(TICK_EVERY_MS);
    await runner.tickIfDue();
    expect((await b.services.tournaments.view('cross-node-arena', null)).status).toBe('started');
  });
});
