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
