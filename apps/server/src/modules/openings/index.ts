/** Opening names (lichess's CC0 chess-openings table, by position). Others use only this file. */

export { epdOf, type Opening } from './opening-table';
export {
  createOpenings,
  defaultOpeningsDir,
  type OpeningLookup,
  type OpeningOf,
  type Openings,
} from './openings';
export { openingsRoutes } from './openings.routes';
