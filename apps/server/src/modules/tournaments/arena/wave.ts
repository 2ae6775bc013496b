/**
 * An arena pairing wave: the players waiting for a game (their last one ended, not paused), ranked by
 * score then rating, each paired with the next one down who was not their last opponent. Two players
 * who just met are paired again only when both have waited `rematchAfterMs` (nobody else came for
 * them). Whoever is left waits for the next wave.
 *
 * Colours even out: white to the one who has had black more often; level, to the higher ranked.
 * Cost: O(n log n) for the ranking; the scan for a partner stops at the first one who fits, which is
 * the next player unless they just met, so a wave is O(n log n) in practice (O(n²) at worst).
 */
import type { ArenaPairing, ArenaPlayer } from './arena.types';

export interface WaveOptions {
  /** The platform clock's time now (ms). */
  readonly nowMs: number;
  /** How long both must wait before two players who just met are paired again. */
  readonly rematchAfterMs: number;
}

const ranked = (a: ArenaPlayer, b: ArenaPlayer) =>
  b.score - a.score || b.rating - a.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const justMet = (a: ArenaPlayer, b: ArenaPlayer) => a.lastOpponent === b.id || b.lastOpponent === a.id;

export function pairWave(players: readonly ArenaPlayer[], options: WaveOptions): ArenaPairing[] {
  const waiting = players.filter((p) => !p.paused && p.waitingSince !== null).sort(ranked);
  const taken = new Array<boolean>(waiting.length).fill(false);
  const waitedLongEnough = (p: ArenaPlayer) =>
    options.nowMs - (p.waitingSince as number) >= options.rematchAfterMs;
  const pairings: ArenaPairing[] = [];
  for (let i = 0; i < waiting.length; i++) {
    if (taken[i]) continue;
    const a = waiting[i] as ArenaPlayer;
    let partner = -1;
    let rematch = -1;
    for (let j = i + 1; j < waiting.length; j++) {
      if (taken[j]) continue;
      const b = waiting[j] as ArenaPlayer;
      if (!justMet(a, b)) {
        partner = j;
        break;
      }
      if (rematch === -1 && waitedLongEnough(a) && waitedLongEnough(b)) rematch = j;
    }
    if (partner === -1) partner = rematch;
    if (partner === -1) continue;
    taken[i] = true;
    taken[partner] = true;
    const b = waiting[partner] as ArenaPlayer;
    pairings.push(
      b.colourBalance < a.colourBalance ? { white: b.id, black: a.id } : { white: a.id, black: b.id },
    );
  }
  return pairings;
}
