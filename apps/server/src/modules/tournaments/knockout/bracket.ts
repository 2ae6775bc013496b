/**
 * A seeded knockout bracket, pure and immutable: drawn from the entrants by rating (seed 1 the
 * highest), `size` = the next power of two, slots in the standard order (seeding.ts), so when the
 * field is short the byes fall to the top seeds. Matches of N games with a tie-break (match.ts);
 * a no-show loses by walkover (both absent: nobody advances, and the next opponent goes through).
 * Winners advance as soon as a match is decided.
 */
import { fail, ok, type Result } from '../result';
import { type GameWinner, matchProgress } from './match';
import { bracketSize, seedOrder } from './seeding';

export type KnockoutError =
  | 'too_few_players'
  | 'duplicate_entrant'
  | 'invalid_games'
  | 'unknown_match'
  | 'match_not_ready'
  | 'match_decided';

/** A side: a player, nobody (a bye or an empty feeder), or not known yet (undefined). */
export type Side = string | null | undefined;

export type Decision = 'games' | 'tiebreak' | 'walkover' | 'bye' | 'empty';

export interface KnockoutMatch {
  readonly id: string;
  readonly round: number;
  readonly index: number;
  readonly a: Side;
  readonly b: Side;
  readonly results: readonly GameWinner[];
  readonly decided: { readonly winner: string | null; readonly by: Decision } | null;
}

export interface KnockoutBracket {
  readonly games: number;
  /** rounds[0] is the first round; the last holds the final. */
  readonly rounds: readonly (readonly KnockoutMatch[])[];
}

const matchId = (round: number, index: number) => `r${round}m${index + 1}`;

export function drawBracket(
  entrants: readonly { id: string; rating: number }[],
  games: number,
): Result<KnockoutBracket, KnockoutError> {
  if (!Number.isInteger(games) || games < 1) return fail('invalid_games');
  if (entrants.length < 2) return fail('too_few_players');
  if (new Set(entrants.map((e) => e.id)).size !== entrants.length) return fail('duplicate_entrant');
  const seeded = seedEntrants(entrants);
  const size = bracketSize(seeded.length);
  const slots = seedOrder(size).map((seed) => seeded[seed - 1]?.id ?? null);
  const rounds: KnockoutMatch[][] = [];
  for (let round = 1, matches = size / 2; matches >= 1; round++, matches /= 2) {
    rounds.push(
      Array.from({ length: matches }, (_, index) => ({
        id: matchId(round, index),
        round,
        index,
        a: round === 1 ? slots[index * 2] : undefined,
        b: round === 1 ? slots[index * 2 + 1] : undefined,
        results: [],
        decided: null,
      })),
    );
  }
  return ok(settle({ games, rounds }));
}

/** The entrants in seed order: by rating, highest first; equal ratings in the order given. */
export function seedEntrants<T extends { rating: number }>(entrants: readonly T[]): T[] {
  return entrants
    .map((entrant, i) => ({ entrant, i }))
    .sort((x, y) => y.entrant.rating - x.entrant.rating || x.i - y.i)
    .map(({ entrant }) => entrant);
}

/** Records a game of a match that is ready (both players known, not decided). */
export function recordGame(
  bracket: KnockoutBracket,
  id: string,
  winner: GameWinner,
): Result<KnockoutBracket, KnockoutError> {
  const found = findMatch(bracket, id);
  if (!found.ok) return found;
  const match = found.value;
  if (match.decided) return fail('match_decided');
  if (typeof match.a !== 'string' || typeof match.b !== 'string') return fail('match_not_ready');
  const results = [...match.results, winner];
  const progress = matchProgress(bracket.games, results);
  const decided =
    progress.winner === null
      ? null
      : {
          winner: progress.winner === 'a' ? match.a : match.b,
          by: results.length > bracket.games ? ('tiebreak' as const) : ('games' as const),
        };
  return ok(settle(replace(bracket, { ...match, results, decided })));
}

/** A no-show: the other player goes through; both absent, nobody does. */
export function recordWalkover(
  bracket: KnockoutBracket,
  id: string,
  absent: 'a' | 'b' | 'both',
): Result<KnockoutBracket, KnockoutError> {
  const found = findMatch(bracket, id);
  if (!found.ok) return found;
  const match = found.value;
  if (match.decided) return fail('match_decided');
  if (typeof match.a !== 'string' || typeof match.b !== 'string') return fail('match_not_ready');
  const winner = absent === 'both' ? null : absent === 'a' ? match.b : match.a;
  return ok(settle(replace(bracket, { ...match, decided: { winner, by: 'walkover' } })));
}

/** The winner of the final, once decided. */
export function champion(bracket: KnockoutBracket): string | null {
  const final = bracket.rounds[bracket.rounds.length - 1]?.[0];
  return final?.decided?.winner ?? null;
}

/** Matches ready to play a game now. */
export function playableMatches(bracket: KnockoutBracket): KnockoutMatch[] {
  return bracket.rounds
    .flat()
    .filter((m) => !m.decided && typeof m.a === 'string' && typeof m.b === 'string');
}

function findMatch(bracket: KnockoutBracket, id: string): Result<KnockoutMatch, KnockoutError> {
  const match = bracket.rounds.flat().find((m) => m.id === id);
  return match ? ok(match) : fail('unknown_match');
}

function replace(bracket: KnockoutBracket, match: KnockoutMatch): KnockoutBracket {
  return {
    ...bracket,
    rounds: bracket.rounds.map((round, r) =>
      r === match.round - 1 ? round.map((m) => (m.index === match.index ? match : m)) : round,
    ),
  };
}

/** Fills later rounds from decided matches and decides the matches a bye or an empty side settles. */
function settle(bracket: KnockoutBracket): KnockoutBracket {
  const rounds = bracket.rounds.map((round) => [...round]);
  for (const [r, round] of rounds.entries()) {
    for (const [i, current] of round.entries()) {
      let match = current;
      if (r > 0) {
        const feederA = (rounds[r - 1] as KnockoutMatch[])[i * 2] as KnockoutMatch;
        const feederB = (rounds[r - 1] as KnockoutMatch[])[i * 2 + 1] as KnockoutMatch;
        match = {
          ...match,
          a: feederA.decided ? feederA.decided.winner : undefined,
          b: feederB.decided ? feederB.decided.winner : undefined,
        };
      }
      if (!match.decided && match.a !== undefined && match.b !== undefined) {
        if (match.a === null && match.b === null)
          match = { ...match, decided: { winner: null, by: 'empty' } };
        else if (match.a === null) match = { ...match, decided: { winner: match.b, by: 'bye' } };
        else if (match.b === null) match = { ...match, decided: { winner: match.a, by: 'bye' } };
      }
      round[i] = match;
    }
  }
  return { ...bracket, rounds };
}
