/**
 * The cross-node event bus: in-process on one machine, Redis pub/sub with REDIS_URL. Delivery is
 * at-most-once either way (pub/sub drops messages), so subscribers treat events as hints to refresh.
 */
export type BusHandler = (message: unknown) => void;

export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is live; the returned function unsubscribes. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Freezes a plain JSON message all the way down. The in-process bus hands a frozen message to its
 * subscribers as is instead of copying it: nobody can change it, so sharing it is safe, and a
 * game's move events are the bus's busiest traffic. Redis serialises every message either way.
 */
export function freezeMessage<T>(message: T): T {
  if (message !== null && typeof message === 'object' && !Object.isFrozen(message)) {
    // Keys rather than Object.values: no array per level, on the path of every move.
    for (const key in message) freezeMessage(message[key]);
    Object.freeze(message);
  }
  return message;
}
