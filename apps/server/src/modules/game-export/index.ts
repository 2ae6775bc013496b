/** lichess-shaped game export (PGN, JSON, NDJSON). Others use only this file. */
export { archiveRoutes } from './archive.routes';
export { gameExportRoutes } from './game-export.routes';
export { createGameExport, type GameExport } from './game-export.service';
