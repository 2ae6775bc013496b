/** The open play API, compatible with lichess's Board and Bot API. Others use only this file. */
export { withApiEvents } from './api-events';
export { boardApiRoutes } from './board-api.routes';
export { type BotAccounts, createBotAccounts, type HasPlayed } from './bot-accounts';
