import type { Config } from '../../config';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { Sessions } from '../session/session.plugin';
import type { Limits } from './limits';

/** What every route module is given: the platform's parts, no domain service (each gets its own). */
export interface RouteContext {
  config: Config;
  clock: Clock;
  logger: Logger;
  sessions: Sessions;
  limits: Limits;
  release: string;
}
