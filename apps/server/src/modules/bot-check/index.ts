export { botCheckRoutes, createBotCheckGuard } from './bot-check.routes';
export { type BotCheck, createBotCheck } from './bot-check.service';
