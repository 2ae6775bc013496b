import { create } from '@bufbuild/protobuf';
import { soundFilesOf } from '@kingside/contract';
import {
  type Background,
  BackgroundSchema,
  type BoardStyle,
  BoardStyleSchema,
  PIECE_KEYS,
  type PieceSet,
  PieceSetSchema,
  type SoundSet,
  SoundSetSchema,
  type Theme,
  ThemeSchema,
} from '@kingside/contract/themes';
import { BACKGROUNDS, type BackgroundEntry } from './catalogue/backgrounds';
import { BOARD_STYLES, type BoardStyleEntry } from './catalogue/boards';
import { localizedName } from './catalogue/names';
import { PIECE_SETS, type PieceSetEntry } from './catalogue/pieces';
import { SOUND_SETS, type SoundSetEntry } from './catalogue/sound-sets';
import { THEMES, type ThemeEntry } from './catalogue/themes';
import { assetUrls, boardImageSize } from './themes.assets';

/** What the caller asked the art for: the language of the names and the sizes of the bitmaps. */
export interface Rendering {
  language: string;
  boardSize: number;
}

/** The fields every §3 entity shares; the first entry of each list is its default. */
function common(
  entry: { id: string; names: { en: string; es: string } },
  index: number,
  rendering: Rendering,
) {
  return {
    id: entry.id,
    name: entry.names.en,
    isDefault: index === 0,
    localizedName: localizedName(entry.names, rendering.language),
    displayPriority: index + 1,
  };
}

export function presentBackground(entry: BackgroundEntry, rendering: Rendering): Background {
  return create(BackgroundSchema, {
    ...common(entry, BACKGROUNDS.indexOf(entry), rendering),
    previewImage: assetUrls.backgroundPreview(entry.id),
    style: entry.pattern
      ? { case: 'image', value: { url: assetUrls.background(entry.id), fallbackColor: entry.color } }
      : { case: 'color', value: { hexCode: entry.color } },
  });
}

export function presentBoardStyle(entry: BoardStyleEntry, rendering: Rendering): BoardStyle {
  return create(BoardStyleSchema, {
    ...common(entry, BOARD_STYLES.indexOf(entry), rendering),
    previewImage: {
      square: assetUrls.boardPreview(entry, 'square'),
      linear: assetUrls.boardPreview(entry, 'linear'),
    },
    image: assetUrls.board(entry, rendering.boardSize),
    image3d: assetUrls.board3d(entry),
    coordinateColorDark: entry.coordinateOnDark,
    coordinateColorLight: entry.coordinateOnLight,
    highlightColor: entry.highlight,
    lightSquareColor: entry.art.light,
    darkSquareColor: entry.art.dark,
  });
}

/** Pieces are SVG: one url serves every pieces_size. */
export function presentPieceSet(entry: PieceSetEntry, rendering: Rendering): PieceSet {
  const images = Object.fromEntries(PIECE_KEYS.map((key) => [key, assetUrls.piece(entry, key)]));
  return create(PieceSetSchema, {
    ...common(entry, PIECE_SETS.indexOf(entry), rendering),
    previewImage: {
      square: assetUrls.piecePreview(entry, 'square'),
      linear: assetUrls.piecePreview(entry, 'linear'),
    },
    images,
    perspective: entry.perspective,
  });
}

/** Per-key files (§3 SoundSet sound files), one short file per sound in each format. */
export function presentSoundSet(entry: SoundSetEntry, rendering: Rendering): SoundSet {
  return create(SoundSetSchema, {
    ...common(entry, SOUND_SETS.indexOf(entry), rendering),
    sounds: { case: 'files', value: soundFilesOf(entry.id) },
  });
}

/** The parts a theme is made of, by id. */
export interface ThemeParts {
  background: string;
  boardStyle: string;
  pieceSet: string;
  soundSet: string;
}

const byId = <T extends { id: string }>(list: readonly T[], id: string) =>
  list.find((entry) => entry.id === id);

export const DEFAULT_THEME: ThemeEntry = THEMES[0]!;

export const catalogue = {
  themes: THEMES,
  backgrounds: BACKGROUNDS,
  boardStyles: BOARD_STYLES,
  pieceSets: PIECE_SETS,
  soundSets: SOUND_SETS,
  theme: (id: string) => byId(THEMES, id),
  /** Null when any part is unknown. */
  parts(parts: ThemeParts) {
    const found = {
      background: byId(BACKGROUNDS, parts.background),
      boardStyle: byId(BOARD_STYLES, parts.boardStyle),
      pieceSet: byId(PIECE_SETS, parts.pieceSet),
      soundSet: byId(SOUND_SETS, parts.soundSet),
    };
    return found.background && found.boardStyle && found.pieceSet && found.soundSet
      ? (found as { [K in keyof typeof found]: NonNullable<(typeof found)[K]> })
      : null;
  },
};

function presentParts(parts: ThemeParts, rendering: Rendering) {
  const found = catalogue.parts(parts);
  // The catalogue's own themes name only parts it has (themes.catalogue.test.ts holds this).
  if (!found) throw new Error(`A theme names a part the catalogue lacks: ${JSON.stringify(parts)}`);
  return {
    background: presentBackground(found.background, rendering),
    boardStyle: presentBoardStyle(found.boardStyle, rendering),
    pieceSet: presentPieceSet(found.pieceSet, rendering),
    soundSet: presentSoundSet(found.soundSet, rendering),
  };
}

export function presentTheme(entry: ThemeEntry, rendering: Rendering): Theme {
  return create(ThemeSchema, {
    ...common(entry, THEMES.indexOf(entry), rendering),
    onboarding: entry.onboarding ?? false,
    isAccessibilityFriendly: entry.accessible ?? false,
    ...presentParts(entry, rendering),
  });
}

/** A member's own combination: id `custom`, named after nothing in particular. */
export function presentCustomTheme(parts: ThemeParts, rendering: Rendering): Theme {
  const names = { en: 'Custom', es: 'Personalizado' };
  return create(ThemeSchema, {
    id: 'custom',
    name: names.en,
    localizedName: localizedName(names, rendering.language),
    ...presentParts(parts, rendering),
  });
}

/** Presented lists per language and bitmap size: the catalogue never changes while the process runs. */
const presented = new Map<string, Theme[]>();
const PRESENTED_LIMIT = 200;

/** Every theme, presented for this rendering (ListThemes); the messages are shared, so never mutate them. */
export function presentThemes(rendering: Rendering): Theme[] {
  const key = `${rendering.language}:${boardImageSize(rendering.boardSize)}`;
  let themes = presented.get(key);
  if (!themes) {
    themes = THEMES.map((entry) => presentTheme(entry, rendering));
    if (presented.size >= PRESENTED_LIMIT) presented.delete(presented.keys().next().value!);
    presented.set(key, themes);
  }
  return themes;
}
