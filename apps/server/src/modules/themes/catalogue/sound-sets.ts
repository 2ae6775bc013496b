import type { Names } from './names';

export interface SoundSetEntry {
  id: string;
  names: Names;
}

/**
 * The sound sets (§9 "default" first): every sound of packages/contract's SOUND_KEYS in each §3
 * format, synthesised and encoded by scripts/sounds/generate.mjs into ../sounds/{id}/{key}.{format}.
 */
export const SOUND_SETS: readonly SoundSetEntry[] = [
  { id: 'default', names: { en: 'Default', es: 'Predeterminado' } },
  { id: 'wood', names: { en: 'Wood', es: 'Madera' } },
  { id: 'glass', names: { en: 'Glass', es: 'Cristal' } },
  { id: 'arcade', names: { en: 'Arcade', es: 'Arcade' } },
];
