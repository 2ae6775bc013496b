/**
 * A knockout's bracket as stored: the draw (each player's seed), the finished games of each match and
 * the forfeits, replayed through the pure core (knockout/bracket.ts) each time it is read. Nothing
 * else is kept, so every node reads the same bracket from the same rows.
 */
import {
  drawBracket,
  type KnockoutBracket,
  type KnockoutMatch,
  playableMatches,
  recordGame,
  recordWalkover,
} from './knockout/bracket';
import type { GameWinner } from './knockout/match';
import type { TournamentGameRow } from './tournament-games.repo';
import type { PlayerRow } from './tournament-players.repo';

/** The round of a match id (`r2m1` → 2). */
export const roundOfMatch = (match: string) => Number(/^r(\d+)m/.exec(match)?.[1] ?? 0);

/** A finished game's winner as a side of its match. */
function winnerOf(game: TournamentGameRow, match: KnockoutMatch): GameWinner {
  if (game.result === 'draw') return 'draw';
  const winner = game.result === 'white' ? game.whiteUserId : game.blackUserId;
  return String(winner) === match.a ? 'a' : 'b';
}

/** The next move of a match in the replay: a walkover, its next stored game, or nothing yet. */
function advance(
  bracket: KnockoutBracket,
  match: KnockoutMatch,
  forfeitRound: Map<string, number>,
  played: Map<string, TournamentGameRow[]>,
): KnockoutBracket | null {
  // A player who forfeited is absent from every match from that round on.
  const gone = (side: string) => (forfeitRound.get(side) ?? Number.POSITIVE_INFINITY) <= match.round;
  const [aGone, bGone] = [gone(match.a as string), gone(match.b as string)];
  if (aGone || bGone) {
    const result = recordWalkover(bracket, match.id, aGone && bGone ? 'both' : aGone ? 'a' : 'b');
    return result.ok ? result.value : null;
  }
  const game = played.get(match.id)?.[match.results.length];
  if (!game) return null;
  const result = recordGame(bracket, match.id, winnerOf(game, match));
  return result.ok ? result.value : null;
}

/** The bracket now; null before the draw (no seeds) or when fewer than two were drawn. */
export function replayBracket(
  matchGames: number,
  players: readonly PlayerRow[],
  games: readonly TournamentGameRow[],
): KnockoutBracket | null {
  const drawn = players
    .filter((p) => p.seed !== null)
    .sort((x, y) => (x.seed as number) - (y.seed as number));
  // Drawn again in seed order: the core's sort by rating, highest first, keeps it.
  const draw = drawBracket(
    drawn.map((p) => ({ id: String(p.userId), rating: -(p.seed as number) })),
    matchGames,
  );
  if (!draw.ok) return null;
  const forfeitRound = new Map(
    drawn
      .filter((p) => p.forfeitMatch !== null)
      .map((p) => [String(p.userId), roundOfMatch(p.forfeitMatch as string)]),
  );
  const played = new Map<string, TournamentGameRow[]>();
  for (const game of games) {
    if (game.match === null || game.result === null || game.result === 'aborted') continue;
    played.set(game.match, [...(played.get(game.match) ?? []), game]);
  }
  let bracket = draw.value;
  for (let moved = true; moved; ) {
    moved = false;
    for (const match of playableMatches(bracket)) {
      const next = advance(bracket, match, forfeitRound, played);
      if (next) {
        bracket = next;
        moved = true;
      }
    }
  }
  return bracket;
}

/** Whether the final is decided (a champion, or nobody when both finalists failed to come). */
export function bracketOver(bracket: KnockoutBracket): boolean {
  return bracket.rounds[bracket.rounds.length - 1]?.[0]?.decided != null;
}
