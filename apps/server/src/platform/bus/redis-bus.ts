import { Redis } from 'ioredis';
import type { Logger } from '../logger';
import type { Bus, BusHandler } from './bus';

/** Every channel is prefixed, so several installations (or test runs) can share one Redis. */
export function createRedisBus(options: { url: string; prefix: string; logger?: Logger }): Bus {
  const publisher = new Redis(options.url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(options.url, { lazyConnect: false });
  const handlers = new Map<string, Set<BusHandler>>();
  const full = (channel: string) => `${options.prefix}${channel}`;

  subscriber.on('message', (channel: string, raw: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      options.logger?.warn({ channel }, 'dropped a bus message that is not JSON');
      return;
    }
    for (const handler of set) handler(message);
  });

  return {
    async publish(channel, message) {
      await publisher.publish(full(channel), JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      const name = full(channel);
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
        await subscriber.subscribe(name);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(name);
          await subscriber.unsubscribe(name);
        }
      };
    },
    async close() {
      handlers.clear();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
