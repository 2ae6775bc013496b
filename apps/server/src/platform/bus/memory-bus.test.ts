import { describe, expect, it } from 'vitest';
import { freezeMessage } from './bus';
import { createMemoryBus } from './memory-bus';

const received = async (publish: (bus: ReturnType<typeof createMemoryBus>) => Promise<void>) => {
  const bus = createMemoryBus();
  const got: unknown[] = [];
  await bus.subscribe('c', (message) => got.push(message));
  await publish(bus);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return got;
};

describe('the in-process bus', () => {
  it('hands subscribers a copy of a plain message, serialised as Redis would', async () => {
    const message = { t: 'events', at: new Date(0), list: [{ n: 1 }], gone: undefined };
    const got = await received(async (bus) => {
      await bus.publish('c', message);
      message.list[0]!.n = 2;
    });
    expect(got).toEqual([{ t: 'events', at: '1970-01-01T00:00:00.000Z', list: [{ n: 1 }] }]);
    expect(got[0]).not.toBe(message);
  });

  it('shares a frozen message as it is', async () => {
    const message = freezeMessage({ t: 'events', list: [{ n: 1 }] });
    const got = await received((bus) => bus.publish('c', message));
    expect(got[0]).toBe(message);
  });
});

describe('freezeMessage', () => {
  it('freezes every level, so no subscriber can change what another sees', () => {
    const message = freezeMessage({ events: [{ version: 1, event: { clock: { white: 1 } } }] });
    expect(Object.isFrozen(message.events)).toBe(true);
    expect(Object.isFrozen(message.events[0]!.event.clock)).toBe(true);
    expect(() => {
      (message.events[0]!.event.clock as { white: number }).white = 2;
    }).toThrow(TypeError);
  });
});
