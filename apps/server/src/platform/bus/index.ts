import type { Logger } from '../logger';
import type { Bus } from './bus';
import { createMemoryBus } from './memory-bus';
import { createRedisBus } from './redis-bus';

export { type Bus, type BusHandler, freezeMessage } from './bus';

export function createBus(options: { redisUrl: string | null; prefix: string; logger?: Logger }): Bus {
  return options.redisUrl
    ? createRedisBus({ url: options.redisUrl, prefix: options.prefix, logger: options.logger })
    : createMemoryBus();
}
