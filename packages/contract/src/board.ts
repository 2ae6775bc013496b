/** Board options of spec §3 with the value rules of §5 and the defaults of §9. */
export const COORDINATES = ['off', 'inside', 'outside'] as const;
export type Coordinates = (typeof COORDINATES)[number];

export const ANIMATION_TYPES = ['default', 'medium', 'battle', 'none', 'slow', 'fast'] as const;
export type AnimationType = (typeof ANIMATION_TYPES)[number];

export const MOVE_METHODS = ['drag', 'click', 'both'] as const;
export type MoveMethod = (typeof MOVE_METHODS)[number];

export const MOVE_LIST_DISPLAY_TYPES = ['text', 'figurines'] as const;
export type MoveListDisplayType = (typeof MOVE_LIST_DISPLAY_TYPES)[number];

export interface BoardOptions {
  animationType: AnimationType;
  boardStyle: string;
  coordinates: Coordinates;
  darkMode: boolean;
  highlightLegalMoves: boolean;
  highlightMoves: boolean;
  isWhiteOnBottom: boolean;
  moveListDisplayType: MoveListDisplayType;
  moveListClassificationStyle: string;
  moveMethod: MoveMethod;
  pieceStyle: string;
  playSounds: boolean;
  soundTheme: string;
  showTimestamps: boolean;
}

export const DEFAULT_BOARD_OPTIONS: Readonly<BoardOptions> = Object.freeze({
  animationType: 'default',
  boardStyle: 'green',
  coordinates: 'inside',
  darkMode: true,
  highlightLegalMoves: true,
  highlightMoves: true,
  isWhiteOnBottom: false,
  moveListDisplayType: 'text',
  moveListClassificationStyle: 'default',
  moveMethod: 'drag',
  pieceStyle: 'neo',
  playSounds: true,
  soundTheme: 'default',
  showTimestamps: false,
});

/** Options that describe one board instance, never a preference: the board cache drops them (§9). */
export const TRANSIENT_BOARD_KEYS = ['id', 'enabled', 'markings', 'fen', 'orientation', 'lastMove'] as const;

export function cacheableBoardOptions(options: Record<string, unknown>): Partial<BoardOptions> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    if (!(TRANSIENT_BOARD_KEYS as readonly string[]).includes(key)) kept[key] = value;
  }
  return kept as Partial<BoardOptions>;
}

/** §5: a number is mapped to a coordinates value by position. */
export function parseCoordinates(value: unknown): Coordinates | null {
  if (typeof value === 'number') return COORDINATES[value] ?? null;
  return (COORDINATES as readonly unknown[]).includes(value) ? (value as Coordinates) : null;
}

/** §5: 'default' becomes 'medium' on save. */
export function animationTypeForSave(value: AnimationType): AnimationType {
  return value === 'default' ? 'medium' : value;
}

/** §5: 'medium' or 'battle' become 'default' on read. */
export function animationTypeFromRead(value: AnimationType): AnimationType {
  return value === 'medium' || value === 'battle' ? 'default' : value;
}

/** Default user view of §9 and the allowed values of §5. */
export const ARCHIVE_VIEWS = ['grid', 'list'] as const;
export type ArchiveView = (typeof ARCHIVE_VIEWS)[number];
export const HOME_CONTENT_TYPES = ['following', 'my_activity'] as const;
export type HomeContentType = (typeof HOME_CONTENT_TYPES)[number];

export const DEFAULT_USER_VIEW: Readonly<{ archiveView: ArchiveView; homeContentType: HomeContentType }> =
  Object.freeze({ archiveView: 'grid', homeContentType: 'following' });

/** The twelve piece keys of ThemeAssets (§3), white then black, pawn to king. */
export const PIECE_KEYS = ['wp', 'wn', 'wb', 'wr', 'wq', 'wk', 'bp', 'bn', 'bb', 'br', 'bq', 'bk'] as const;
export type PieceKey = (typeof PIECE_KEYS)[number];
