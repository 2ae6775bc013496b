import type { BoardArt } from '../art/boards';
import type { Names } from './names';

export interface BoardStyleEntry {
  id: string;
  names: Names;
  art: BoardArt;
  /** Coordinates on dark / light squares, and the last-move highlight. */
  coordinateOnDark: string;
  coordinateOnLight: string;
  highlight: string;
}

const flat = (id: string, en: string, es: string, light: string, dark: string, highlight: string) => ({
  id,
  names: { en, es },
  art: { light, dark },
  coordinateOnDark: light,
  coordinateOnLight: dark,
  highlight,
});

/** Ten board styles, in display order: six flat, four textured; the first is the §9 default ("green"). */
export const BOARD_STYLES: readonly BoardStyleEntry[] = [
  flat('green', 'Green', 'Verde', '#ebecd0', '#739552', '#f5f68280'),
  flat('brown', 'Brown', 'Marrón', '#f0d9b5', '#b58863', '#cdd26a99'),
  flat('ice', 'Ice', 'Hielo', '#dee3e6', '#8ca2ad', '#9bc70080'),
  flat('lavender', 'Lavender', 'Lavanda', '#ece6f5', '#8f7fbf', '#f2d06b99'),
  flat('slate', 'Slate', 'Pizarra', '#a7a7a7', '#5a5a5a', '#e0c04c99'),
  // High contrast: near-white against a deep blue, with a yellow highlight no square colour is near.
  flat('contrast', 'High contrast', 'Alto contraste', '#ffffff', '#1d4f91', '#ffd400cc'),
  {
    id: 'walnut',
    names: { en: 'Walnut', es: 'Nogal' },
    art: { light: '#e8c99b', dark: '#a66d3b', texture: 'wood' },
    coordinateOnDark: '#f4dfbf',
    coordinateOnLight: '#8a5528',
    highlight: '#f7e27a99',
  },
  {
    id: 'marble',
    names: { en: 'Marble', es: 'Mármol' },
    art: { light: '#eceae4', dark: '#8e9aa3', texture: 'marble' },
    coordinateOnDark: '#f2f1ec',
    coordinateOnLight: '#6c7780',
    highlight: '#a8d0f099',
  },
  {
    id: 'stone',
    names: { en: 'Stone', es: 'Piedra' },
    art: { light: '#d6d2c4', dark: '#7d7a6e', texture: 'stone' },
    coordinateOnDark: '#e3e0d4',
    coordinateOnLight: '#66635a',
    highlight: '#e8d46a99',
  },
  {
    id: 'linen',
    names: { en: 'Linen', es: 'Lino' },
    art: { light: '#e9e4d4', dark: '#5f7d6a', texture: 'linen' },
    coordinateOnDark: '#efebdf',
    coordinateOnLight: '#4d6857',
    highlight: '#f0d56a99',
  },
];
