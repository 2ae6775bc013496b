import {
  type AnimationType,
  animationTypeFromRead,
  type BoardOptions,
  cacheableBoardOptions,
  DEFAULT_BOARD_OPTIONS,
  MOVE_METHODS,
  parseCoordinates,
} from '@kingside/contract';

/** Where the board cache lives (§9: it never holds transient keys like the orientation). */
export const BOARD_OPTIONS_KEY = 'kingside.board';

/**
 * The board options of §3: the defaults of §9 with whatever this browser has saved over them. The
 * settings page (later work) writes the same key; values are read with the rules of §5.
 */
export function loadBoardOptions(storage: Pick<Storage, 'getItem'> | null = safeStorage()): BoardOptions {
  let saved: Record<string, unknown> = {};
  try {
    const text = storage?.getItem(BOARD_OPTIONS_KEY);
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object')
      saved = cacheableBoardOptions(parsed as Record<string, unknown>);
  } catch {
    saved = {};
  }
  const options: BoardOptions = { ...DEFAULT_BOARD_OPTIONS };
  const coordinates = parseCoordinates(saved.coordinates);
  if (coordinates) options.coordinates = coordinates;
  if (typeof saved.animationType === 'string') {
    options.animationType = animationTypeFromRead(saved.animationType as AnimationType);
  }
  if ((MOVE_METHODS as readonly unknown[]).includes(saved.moveMethod)) {
    options.moveMethod = saved.moveMethod as BoardOptions['moveMethod'];
  }
  for (const key of ['highlightLegalMoves', 'highlightMoves', 'isWhiteOnBottom', 'playSounds'] as const) {
    const value = saved[key];
    if (typeof value === 'boolean' || value === 0 || value === 1) options[key] = Boolean(value);
  }
  return options;
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
