import { create } from '@bufbuild/protobuf';
import { DEFAULT_BOARD_OPTIONS } from '@kingside/contract';
import { type Theme, ThemeSchema } from '@kingside/contract/themes';

/** The built-in themes; the first is the §9 default (green board, neo pieces, default sounds). */
const THEMES: ReadonlyArray<Omit<Theme, '$typeName' | '$unknown'>> = [
  {
    id: 'green',
    name: 'Green',
    backgroundId: 'default',
    boardStyleId: DEFAULT_BOARD_OPTIONS.boardStyle,
    pieceSetId: DEFAULT_BOARD_OPTIONS.pieceStyle,
    soundSetId: DEFAULT_BOARD_OPTIONS.soundTheme,
    lightSquare: '#ebecd0',
    darkSquare: '#739552',
  },
  {
    id: 'brown',
    name: 'Brown',
    backgroundId: 'default',
    boardStyleId: 'brown',
    pieceSetId: 'neo',
    soundSetId: 'default',
    lightSquare: '#f0d9b5',
    darkSquare: '#b58863',
  },
  {
    id: 'ice',
    name: 'Ice',
    backgroundId: 'light',
    boardStyleId: 'blue',
    pieceSetId: 'classic',
    soundSetId: 'default',
    lightSquare: '#dee3e6',
    darkSquare: '#8ca2ad',
  },
  {
    id: 'night',
    name: 'Night',
    backgroundId: 'dark',
    boardStyleId: 'dark',
    pieceSetId: 'neo',
    soundSetId: 'wood',
    lightSquare: '#9a9a9a',
    darkSquare: '#4b4b4b',
  },
];

export const DEFAULT_THEME_ID = 'green';

export function listThemes(): Theme[] {
  return THEMES.map((theme) => create(ThemeSchema, theme));
}

export function findTheme(id: string): Theme | null {
  const theme = THEMES.find((candidate) => candidate.id === id);
  return theme ? create(ThemeSchema, theme) : null;
}
