/** Challenges and rematches: part of live chess, built by `createPlay`. */
export { challengeRoutes } from './challenge.routes';
export { type ChallengeService, createChallengeService } from './challenge.service';
