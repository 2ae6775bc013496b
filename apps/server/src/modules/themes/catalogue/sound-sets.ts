import type { Names } from './names';

export interface SoundSetEntry {
  id: string;
  names: Names;
}

/**
 * The sound themes the board options name (§9 "default"). Their files come with part 2 of issue 16;
 * until then a set carries no sounds and the web app synthesises them.
 */
export const SOUND_SETS: readonly SoundSetEntry[] = [
  { id: 'default', names: { en: 'Default', es: 'Predeterminado' } },
  { id: 'wood', names: { en: 'Wood', es: 'Madera' } },
];
