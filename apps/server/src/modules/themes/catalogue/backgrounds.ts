import type { Names } from './names';

/** A page background: a plain colour, or one of our pattern images over its fallback colour. */
export interface BackgroundEntry {
  id: string;
  names: Names;
  color: string;
  /** Drawn by art/backgrounds.ts; none for a plain colour. */
  pattern?: 'dots' | 'diagonal' | 'squares';
}

/** Six backgrounds in display order; the first is the default. */
export const BACKGROUNDS: readonly BackgroundEntry[] = [
  { id: 'default', names: { en: 'Charcoal', es: 'Carbón' }, color: '#312e2b' },
  { id: 'light', names: { en: 'Paper', es: 'Papel' }, color: '#f4f3ef' },
  { id: 'night', names: { en: 'Night', es: 'Noche' }, color: '#121212' },
  { id: 'dots', names: { en: 'Dots', es: 'Puntos' }, color: '#2a2f36', pattern: 'dots' },
  { id: 'diagonal', names: { en: 'Diagonal', es: 'Diagonal' }, color: '#2d3a2e', pattern: 'diagonal' },
  { id: 'squares', names: { en: 'Chequer', es: 'Damero' }, color: '#3a2f28', pattern: 'squares' },
];
