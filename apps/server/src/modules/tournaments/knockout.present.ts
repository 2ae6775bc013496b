import type { KnockoutBracketView, KnockoutSide, StandingRow } from '@kingside/contract';
import type { KnockoutBracket, KnockoutMatch } from './knockout/bracket';
import { matchProgress } from './knockout/match';
import type { TournamentGameRow } from './tournament-games.repo';
import type { StandingDbRow } from './tournament-players.repo';
import { presentStanding } from './tournaments.present';

/** The bracket as the page draws it: usernames and seeds, each match's score and running game. */
export function presentBracket(
  bracket: KnockoutBracket,
  players: readonly StandingDbRow[],
  games: readonly TournamentGameRow[],
): KnockoutBracketView {
  const byId = new Map(players.map((p) => [String(p.userId), p]));
  const side = (s: string | null | undefined): KnockoutSide => {
    if (s === undefined) return null;
    const player = s === null ? undefined : byId.get(s);
    return player ? { username: player.username, seed: player.seed ?? 0 } : 'bye';
  };
  const running = new Map(
    games.filter((g) => g.result === null && g.match !== null).map((g) => [g.match, g.gameId]),
  );
  return {
    games: bracket.games,
    rounds: bracket.rounds.map((round) =>
      round.map((m) => {
        const progress = matchProgress(bracket.games, m.results);
        return {
          id: m.id,
          a: side(m.a),
          b: side(m.b),
          scoreA: progress.scoreA,
          scoreB: progress.scoreB,
          results: [...m.results],
          gameId: m.decided ? null : (running.get(m.id) ?? null),
          decided: m.decided && {
            winner: m.decided.winner === null ? null : (byId.get(m.decided.winner)?.username ?? null),
            by: m.decided.by,
          },
        };
      }),
    ),
  };
}

/** One player's points from a match's games, in order (their side is `side`). */
function sheetOf(match: KnockoutMatch, side: 'a' | 'b'): number[] {
  return match.results.map((r) => (r === 'draw' ? 0.5 : r === side ? 1 : 0));
}

/**
 * Standings by how far each player went: the champion first, then the finalist, the beaten
 * semi-finalists sharing third, and so on; seed within a rank. Score: matches won over the board or by
 * walkover. Players never drawn (they withdrew before the start) come last.
 */
export function knockoutStandings(
  bracket: KnockoutBracket | null,
  players: readonly StandingDbRow[],
): StandingRow[] {
  const matches = bracket?.rounds.flat() ?? [];
  const reached = (p: StandingDbRow) => {
    if (p.seed === null) return 0;
    const id = String(p.userId);
    const lost = matches.find(
      (m) => m.decided && (m.a === id || m.b === id) && m.decided.winner !== id && m.decided.by !== 'empty',
    );
    return lost ? lost.round : Number.POSITIVE_INFINITY;
  };
  const rows = players.map((p) => {
    const id = String(p.userId);
    const own = matches.filter((m) => m.a === id || m.b === id);
    const sheet = own.flatMap((m) => sheetOf(m, m.a === id ? 'a' : 'b'));
    const won = own.filter((m) => m.decided?.winner === id && m.decided.by !== 'bye').length;
    return { p, reached: reached(p), sheet, won };
  });
  // Before the draw nobody has a seed: the players stand by rating.
  rows.sort(
    (x, y) =>
      y.reached - x.reached ||
      (x.p.seed ?? Number.POSITIVE_INFINITY) - (y.p.seed ?? Number.POSITIVE_INFINITY) ||
      y.p.rating - x.p.rating ||
      x.p.userId - y.p.userId,
  );
  const rank = (i: number, reached: number) =>
    bracket === null ? i + 1 : 1 + rows.filter((other) => other.reached > reached).length;
  return rows.map((row, i) => ({
    ...presentStanding(row.p, rank(i, row.reached)),
    score: row.won,
    performance: null,
    games: row.sheet.length,
    sheet: row.sheet,
  }));
}
