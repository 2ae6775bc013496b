import { Platform } from './gen/kingside/themes/v1/themes_pb';

/**
 * The Themes service of spec §7 (`kingside.themes.v1.ThemesService`), generated from
 * proto/kingside/themes/v1/themes.proto by `npm run proto`; this file adds the values callers share.
 */
export * from './gen/kingside/themes/v1/themes_pb';

/** §7: the product's own active-theme read asks with these values (and the member's user id). */
export const ACTIVE_THEME_QUERY = { platform: Platform.WEB, piecesSize: 150, boardSize: 200 } as const;
export { PIECE_KEYS, type PieceKey } from './board';
