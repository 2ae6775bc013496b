/** Weekly leagues (issue 20): trophies, divisions, the week's end. Other modules use only this file. */

export { finishedGameOf, withLeagueTrophies } from './league-notices';
export { seedDemoLeagues } from './leagues.demo';
export { leaguesRoutes } from './leagues.routes';
export { createLeagues, type Leagues } from './leagues.service';
