import type { Config } from '../../config';
import type { Services } from '../../services';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { Sessions } from '../session/session.plugin';
import type { Limits } from './limits';

/** What every route module is given: no module reaches for globals. */
export interface RouteContext {
  config: Config;
  clock: Clock;
  logger: Logger;
  services: Services;
  sessions: Sessions;
  limits: Limits;
  release: string;
}
