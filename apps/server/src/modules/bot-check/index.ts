export {
  botCheckRoutes,
  createBotCheckGuard,
  createChallengeDemand,
  type DemandChallenge,
} from './bot-check.routes';
export { type BotCheck, createBotCheck } from './bot-check.service';
