import type { SoundKey } from '@kingside/contract';

/** The game's sound keys (§3 sound sets by event), named apart from the audio, which loads lazily. */
export type SoundName = SoundKey;

/** The sound for a move given its SAN; `mine`: played on this board rather than arriving. */
export function soundForSan(san: string, mine: boolean): SoundName {
  if (san.includes('+') || san.includes('#')) return 'check';
  if (san.includes('=')) return 'promote';
  if (san.startsWith('O-O')) return 'castle';
  if (san.includes('x')) return 'capture';
  return mine ? 'move-self' : 'move-opponent';
}
