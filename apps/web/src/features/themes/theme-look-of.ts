import { PIECE_KEYS, type PieceKey, SOUND_FORMATS, type SoundFiles } from '@kingside/contract';
import { SAFE_URL, type ThemeLook } from './theme-look';

/*
 * A look made from the Themes service's answer, and the sounds of a kept look: apart from
 * theme-look.ts, which every page loads, as only the gallery, the refresh and the game's sounds
 * (all loaded on demand) need them.
 */

/** The parts of a theme a look is made of, as the Themes service answers them. */
interface ThemeLike {
  boardStyle?: { image: string; lightSquareColor: string; darkSquareColor: string; highlightColor: string };
  pieceSet?: { images?: Partial<Record<PieceKey, string>> };
  soundSet?: { sounds?: { case: string | undefined; value?: unknown } };
}

/** The set's per-key files (§3 SoundSet), when it has them in every format. */
function soundFilesOfTheme(theme: ThemeLike | undefined): SoundFiles | undefined {
  const sounds = theme?.soundSet?.sounds;
  if (sounds?.case !== 'files' || !sounds.value) return undefined;
  const files = sounds.value as Partial<SoundFiles>;
  return SOUND_FORMATS.every((format) => files[format] && Object.keys(files[format]).length > 0)
    ? (Object.fromEntries(SOUND_FORMATS.map((format) => [format, { ...files[format] }])) as SoundFiles)
    : undefined;
}

export function lookOfTheme(theme: ThemeLike | undefined): ThemeLook | null {
  const board = theme?.boardStyle;
  const images = theme?.pieceSet?.images;
  if (!board?.image || !images || PIECE_KEYS.some((key) => !images[key])) return null;
  return {
    board: board.image,
    light: board.lightSquareColor,
    dark: board.darkSquareColor,
    highlight: board.highlightColor,
    pieces: Object.fromEntries(PIECE_KEYS.map((key) => [key, images[key]!])) as Record<PieceKey, string>,
    sounds: soundFilesOfTheme(theme),
  };
}

/**
 * The look's sound files when every one is our own url in every format (checked where they are
 * played, so pages that play nothing do not carry it); else none, and the default set plays.
 */
export function trustedSounds(look: ThemeLook | undefined): SoundFiles | null {
  const sounds = look?.sounds;
  if (!sounds) return null;
  const trusted = SOUND_FORMATS.every((format) => {
    const urls = Object.values(sounds[format] ?? {});
    return urls.length > 0 && urls.every((url) => typeof url === 'string' && SAFE_URL.test(url));
  });
  return trusted ? sounds : null;
}
