import { Perspective } from '@kingside/contract/themes';
import type { Names } from './names';

export interface PieceSetEntry {
  id: string;
  names: Names;
  /** `own`: drawn here (art/piece-sets.ts); `cburnett`: the set chessground ships (GPL-3.0-or-later). */
  source: 'own' | 'cburnett';
  perspective: Perspective;
}

/** Six piece sets in display order; "neo" is the §9 default. */
export const PIECE_SETS: readonly PieceSetEntry[] = [
  { id: 'neo', names: { en: 'Neo', es: 'Neo' }, source: 'own', perspective: Perspective.PSEUDO_3D },
  {
    id: 'cburnett',
    names: { en: 'Classic', es: 'Clásico' },
    source: 'cburnett',
    perspective: Perspective.TOP_DOWN,
  },
  { id: 'minimal', names: { en: 'Minimal', es: 'Mínimo' }, source: 'own', perspective: Perspective.TOP_DOWN },
  { id: 'wood', names: { en: 'Wood', es: 'Madera' }, source: 'own', perspective: Perspective.PSEUDO_3D },
  { id: 'ocean', names: { en: 'Ocean', es: 'Océano' }, source: 'own', perspective: Perspective.PSEUDO_3D },
  {
    id: 'contrast',
    names: { en: 'High contrast', es: 'Alto contraste' },
    source: 'own',
    perspective: Perspective.TOP_DOWN,
  },
];
