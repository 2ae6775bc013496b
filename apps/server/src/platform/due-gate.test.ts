import { describe, expect, it } from 'vitest';
import { createMemoryBus } from './bus/memory-bus';
import { ManualClock } from './clock';
import { createDueGate } from './due-gate';

const MINUTE = 60_000;

function setup() {
  const clock = new ManualClock(new Date('2026-06-01T12:00:00Z'));
  const bus = createMemoryBus();
  const gate = (channel = 'job.due') => createDueGate({ clock, bus, channel, recheckEveryMs: 5 * MINUTE });
  let runs = 0;
  const job = (next: Date | null) => async () => {
    runs++;
    return next;
  };
  return { clock, bus, gate, job, runs: () => runs };
}

describe('due gate', () => {
  it('runs at once, then not until the time the job answered', async () => {
    const { clock, gate, job, runs } = setup();
    const g = gate();
    const next = new Date(clock.now().getTime() + MINUTE);
    expect(await g.runIfDue(job(next))).toBe(true);
    clock.advance(MINUTE - 1);
    expect(await g.runIfDue(job(null))).toBe(false);
    clock.advance(1);
    expect(await g.runIfDue(job(null))).toBe(true);
    expect(runs()).toBe(2);
  });

  it('with nothing scheduled runs only at the re-check', async () => {
    const { clock, gate, job } = setup();
    const g = gate();
    await g.runIfDue(job(null));
    clock.advance(5 * MINUTE - 1);
    expect(await g.runIfDue(job(null))).toBe(false);
    clock.advance(1);
    expect(await g.runIfDue(job(null))).toBe(true);
  });

  it("is woken by another gate's announcement on the same channel", async () => {
    const { clock, gate, job } = setup();
    const here = gate();
    const there = gate();
    const other = gate('other.due');
    await here.listen();
    await other.listen();
    await here.runIfDue(job(null));
    await other.runIfDue(job(null));
    const at = new Date(clock.now().getTime() + MINUTE);
    await there.announce(at);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(here.nextAt()).toBe(at.getTime());
    expect(other.nextAt()).toBe(clock.now().getTime() + 5 * MINUTE);
    clock.advance(MINUTE);
    expect(await here.runIfDue(job(null))).toBe(true);
    expect(await other.runIfDue(job(null))).toBe(false);
  });

  it('keeps a hint heard while a run was under way', async () => {
    const { clock, gate } = setup();
    const g = gate();
    const at = new Date(clock.now().getTime() + MINUTE);
    await g.runIfDue(async () => {
      g.wake(at);
      return null;
    });
    expect(g.nextAt()).toBe(at.getTime());
  });

  it('runs again after a job that failed', async () => {
    const { gate, job } = setup();
    const g = gate();
    await expect(
      g.runIfDue(async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect(await g.runIfDue(job(null))).toBe(true);
  });
});
