import {
  ANIMATION_TYPES,
  type AnimationType,
  animationTypeForSave,
  animationTypeFromRead,
  type BoardOptions,
  cacheableBoardOptions,
  DEFAULT_BOARD_OPTIONS,
  MOVE_LIST_DISPLAY_TYPES,
  MOVE_METHODS,
  parseCoordinates,
} from '@kingside/contract';

/** Where the board cache lives (§9: it never holds transient keys like the orientation). */
export const BOARD_OPTIONS_KEY = 'kingside.board';

/**
 * The board options of §3 plus Kingside's own opt-in: a queue of several premoves (lichess allows
 * one). Browser-local, so signed-out players have them too.
 */
export interface BoardSettings extends BoardOptions {
  premoveQueue: boolean;
}

export const DEFAULT_BOARD_SETTINGS: Readonly<BoardSettings> = Object.freeze({
  ...DEFAULT_BOARD_OPTIONS,
  premoveQueue: false,
});

const BOOLEAN_KEYS = [
  'highlightLegalMoves',
  'highlightMoves',
  'isWhiteOnBottom',
  'playSounds',
  'showTimestamps',
  'premoveQueue',
] as const;

/** The options the settings page changes: the only ones this browser saves. */
export const SAVED_BOARD_KEYS = [
  'animationType',
  'coordinates',
  'moveMethod',
  'moveListDisplayType',
  ...BOOLEAN_KEYS,
] as const satisfies readonly (keyof BoardSettings)[];

const includes = <T>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** The defaults of §9 with whatever this browser has saved over them, read with the rules of §5. */
export function loadBoardOptions(storage: Pick<Storage, 'getItem'> | null = safeStorage()): BoardSettings {
  let saved: Record<string, unknown> = {};
  try {
    const text = storage?.getItem(BOARD_OPTIONS_KEY);
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object')
      saved = cacheableBoardOptions(parsed as Record<string, unknown>);
  } catch {
    saved = {};
  }
  const options: BoardSettings = { ...DEFAULT_BOARD_SETTINGS };
  const coordinates = parseCoordinates(saved.coordinates);
  if (coordinates) options.coordinates = coordinates;
  if (includes(ANIMATION_TYPES, saved.animationType)) {
    options.animationType = animationTypeFromRead(saved.animationType as AnimationType);
  }
  if (includes(MOVE_METHODS, saved.moveMethod)) options.moveMethod = saved.moveMethod;
  if (includes(MOVE_LIST_DISPLAY_TYPES, saved.moveListDisplayType)) {
    options.moveListDisplayType = saved.moveListDisplayType;
  }
  for (const key of BOOLEAN_KEYS) {
    const value = saved[key];
    if (typeof value === 'boolean' || value === 0 || value === 1) options[key] = Boolean(value);
  }
  return options;
}

/**
 * Writes the options this page can change, and nothing transient (§9), with 'default' animation
 * saved as 'medium' (§5). False when the browser refuses (private mode, quota).
 */
export function saveBoardOptions(
  options: Partial<BoardSettings>,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
): boolean {
  const cacheable = cacheableBoardOptions(options as Record<string, unknown>) as Partial<BoardSettings>;
  const kept: Record<string, unknown> = {};
  for (const key of SAVED_BOARD_KEYS) {
    if (cacheable[key] !== undefined) kept[key] = cacheable[key];
  }
  if (includes(ANIMATION_TYPES, kept.animationType))
    kept.animationType = animationTypeForSave(kept.animationType);
  try {
    if (!storage) return false;
    storage.setItem(BOARD_OPTIONS_KEY, JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Piece animation length for an animation type; 0 is none. */
export function animationMs(type: AnimationType): number {
  switch (type) {
    case 'none':
      return 0;
    case 'fast':
      return 120;
    case 'slow':
      return 400;
    default:
      return 220;
  }
}
