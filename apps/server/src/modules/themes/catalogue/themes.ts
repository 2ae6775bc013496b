import type { Names } from './names';

export interface ThemeEntry {
  id: string;
  names: Names;
  background: string;
  boardStyle: string;
  pieceSet: string;
  soundSet: string;
  onboarding?: boolean;
  accessible?: boolean;
}

/** Ten complete themes in display order; the first is the §9 default (green board, neo pieces). */
export const THEMES: readonly ThemeEntry[] = [
  {
    id: 'green',
    names: { en: 'Green', es: 'Verde' },
    background: 'default',
    boardStyle: 'green',
    pieceSet: 'neo',
    soundSet: 'default',
    onboarding: true,
  },
  {
    id: 'brown',
    names: { en: 'Brown', es: 'Marrón' },
    background: 'default',
    boardStyle: 'brown',
    pieceSet: 'cburnett',
    soundSet: 'default',
    onboarding: true,
  },
  {
    id: 'ice',
    names: { en: 'Ice', es: 'Hielo' },
    background: 'light',
    boardStyle: 'ice',
    pieceSet: 'minimal',
    soundSet: 'glass',
    onboarding: true,
  },
  {
    id: 'night',
    names: { en: 'Night', es: 'Noche' },
    background: 'night',
    boardStyle: 'slate',
    pieceSet: 'neo',
    soundSet: 'wood',
  },
  {
    id: 'walnut',
    names: { en: 'Walnut', es: 'Nogal' },
    background: 'squares',
    boardStyle: 'walnut',
    pieceSet: 'wood',
    soundSet: 'wood',
    onboarding: true,
  },
  {
    id: 'marble',
    names: { en: 'Marble', es: 'Mármol' },
    background: 'light',
    boardStyle: 'marble',
    pieceSet: 'minimal',
    soundSet: 'glass',
  },
  {
    id: 'lavender',
    names: { en: 'Lavender', es: 'Lavanda' },
    background: 'dots',
    boardStyle: 'lavender',
    pieceSet: 'neo',
    soundSet: 'default',
  },
  {
    id: 'ocean',
    names: { en: 'Ocean', es: 'Océano' },
    background: 'dots',
    boardStyle: 'ice',
    pieceSet: 'ocean',
    soundSet: 'arcade',
  },
  {
    id: 'garden',
    names: { en: 'Garden', es: 'Jardín' },
    background: 'diagonal',
    boardStyle: 'linen',
    pieceSet: 'cburnett',
    soundSet: 'wood',
  },
  {
    id: 'stone',
    names: { en: 'Stone', es: 'Piedra' },
    background: 'default',
    boardStyle: 'stone',
    pieceSet: 'neo',
    soundSet: 'default',
  },
  {
    id: 'high-contrast',
    names: { en: 'High contrast', es: 'Alto contraste' },
    background: 'night',
    boardStyle: 'contrast',
    pieceSet: 'contrast',
    soundSet: 'default',
    accessible: true,
  },
  {
    id: 'high-contrast-light',
    names: { en: 'High contrast light', es: 'Alto contraste claro' },
    background: 'light',
    boardStyle: 'contrast',
    pieceSet: 'contrast',
    soundSet: 'default',
    accessible: true,
  },
];
