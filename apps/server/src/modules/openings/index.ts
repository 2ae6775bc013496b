/** Opening names (lichess's names, by position: a packaged table or OPENINGS_DIR). Others use only this file. */

export type { Opening } from './opening-table';
export {
  createOpenings,
  type OpeningLookup,
  type OpeningOf,
  type Openings,
} from './openings';
export { openingsRoutes } from './openings.routes';
