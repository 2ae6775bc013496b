import type { Bus, BusHandler } from './bus';

export function createMemoryBus(): Bus {
  const handlers = new Map<string, Set<BusHandler>>();
  return {
    async publish(channel, message) {
      // Serialised like Redis would, so a subscriber never shares a mutable object with the
      // publisher; a frozen message (freezeMessage) can be shared as it is.
      const copy = Object.isFrozen(message) ? message : JSON.parse(JSON.stringify(message));
      for (const handler of handlers.get(channel) ?? []) queueMicrotask(() => handler(copy));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    async close() {
      handlers.clear();
    },
  };
}
