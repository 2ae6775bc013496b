import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { AccountsService } from '../accounts';
import type { ApiTokens } from '../api-tokens';
import type { GameChatPort, Play } from '../play';
import type { BotAccounts } from './bot-accounts';
import type { NdjsonStreams } from './ndjson';

/** What the open API's routes use, passed by name from app.ts. */
export interface BoardApiDeps {
  apiTokens: ApiTokens;
  accounts: AccountsService;
  play: Play;
  bots: BotAccounts;
  bus: Bus;
  clock: Clock;
  /** The game chat (modules/messages), when wired. */
  chat: GameChatPort | null;
}

/** What the routes get: the deps, and the app's open streams (ended when it closes). */
export type BoardApiRouteDeps = BoardApiDeps & { streams: NdjsonStreams };
