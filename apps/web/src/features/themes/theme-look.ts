import { PIECE_KEYS, type PieceKey, type SoundFiles } from '@kingside/contract';

/**
 * What every board on the page shows of the active theme (§3 ThemeAssets): the board picture and
 * colours, and the twelve pieces. Kept in this browser so the next page paints it before asking.
 */
export interface ThemeLook {
  board: string;
  light: string;
  dark: string;
  highlight: string;
  pieces: Record<PieceKey, string>;
  /** The sound set's files by format and key; absent: the default set. */
  sounds?: SoundFiles;
}

/** Only urls the server gave for its own art go into CSS: a stored look is never trusted further. */
export const SAFE_URL = /^\/theme-assets\/[\w./-]+$/;
const SAFE_COLOR = /^#[0-9a-f]{6}([0-9a-f]{2})?$/i;

export function isThemeLook(value: unknown): value is ThemeLook {
  if (!value || typeof value !== 'object') return false;
  const look = value as Partial<ThemeLook>;
  return (
    typeof look.board === 'string' &&
    SAFE_URL.test(look.board) &&
    [look.light, look.dark, look.highlight].every((c) => typeof c === 'string' && SAFE_COLOR.test(c)) &&
    !!look.pieces &&
    PIECE_KEYS.every((key) => typeof look.pieces?.[key] === 'string' && SAFE_URL.test(look.pieces[key]))
  );
}

const THEME_PROPERTIES = [
  '--theme-board',
  '--color-board-light',
  '--color-board-dark',
  '--color-board-last-move',
  ...PIECE_KEYS.map((key) => `--theme-${key}`),
];

/** The class on <html> that turns the theme's CSS (themes.css) on. */
export const THEMED_CLASS = 'board-themed';

/**
 * Puts the look on the page as custom properties of <html> (CSSOM, which the CSP allows), or takes
 * it off so the built-in board shows.
 */
export function applyThemeLook(look: ThemeLook | null, root: HTMLElement = document.documentElement): void {
  if (!look || !isThemeLook(look)) {
    root.classList.remove(THEMED_CLASS);
    for (const name of THEME_PROPERTIES) root.style.removeProperty(name);
    return;
  }
  root.style.setProperty('--theme-board', `url("${look.board}")`);
  root.style.setProperty('--color-board-light', look.light);
  root.style.setProperty('--color-board-dark', look.dark);
  root.style.setProperty('--color-board-last-move', look.highlight);
  for (const key of PIECE_KEYS) root.style.setProperty(`--theme-${key}`, `url("${look.pieces[key]}")`);
  root.classList.add(THEMED_CLASS);
}

export const LOOK_KEY = 'kingside.themeLook';

/** The look as kept: whose it is (a user id, 0 for a guest) and when it was read, to know when to ask again. */
export interface StoredLook {
  look: ThemeLook;
  owner: number;
  at: number;
}

export function loadLook(storage: Storage = localStorage): StoredLook | null {
  try {
    const value = JSON.parse(storage.getItem(LOOK_KEY) ?? 'null') as Partial<StoredLook> | null;
    if (
      !value ||
      !isThemeLook(value.look) ||
      typeof value.owner !== 'number' ||
      typeof value.at !== 'number'
    ) {
      return null;
    }
    return value as StoredLook;
  } catch {
    return null;
  }
}

export function saveLook(stored: StoredLook, storage: Storage = localStorage): void {
  try {
    storage.setItem(LOOK_KEY, JSON.stringify(stored));
  } catch {}
}
