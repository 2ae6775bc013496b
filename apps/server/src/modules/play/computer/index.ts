/** Games against the computer: checked and stored here, played in the member's browser. */

export { seedDemoComputerGames } from './computer.demo';
export { computerRoutes } from './computer.routes';
export {
  type ComputerGames,
  computerPlayerIds,
  createComputerGames,
  isComputerPlayer,
} from './computer.service';
