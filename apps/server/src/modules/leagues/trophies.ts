/**
 * Weekly league trophies (issue 20, after chess.com's leagues): only rated live games played in the
 * week count (the caller passes the week's games, its boundaries taken in the member's time zone);
 * longer time controls give more; a game under 10 moves gives none; and once a member has beaten the
 * same opponent three times in the week, further games against them give none (no farming).
 */
import { type Speed, speedOf, type TimeControl } from '@kingside/contract';

export type LeagueOutcome = 'win' | 'draw' | 'loss';

export interface LeagueGame {
  readonly opponent: string;
  readonly outcome: LeagueOutcome;
  readonly rated: boolean;
  /** Live games only: a daily game has no time control here. */
  readonly timeControl: TimeControl | null;
  /** Full moves played. */
  readonly moves: number;
}

/** Trophies for a win and for a draw, by speed; a loss gives none. */
export const TROPHIES: Readonly<
  Record<Exclude<Speed, 'daily'>, { readonly win: number; readonly draw: number }>
> = {
  bullet: { win: 2, draw: 1 },
  blitz: { win: 3, draw: 1 },
  rapid: { win: 4, draw: 2 },
  classical: { win: 5, draw: 2 },
};

export const MIN_MOVES = 10;
/** Wins against one opponent in a week that still give trophies. */
export const WINS_PER_OPPONENT = 3;

/** Trophies each game gave, in the order played, and their total. */
export function weekTrophies(games: readonly LeagueGame[]): { total: number; perGame: number[] } {
  const winsAgainst = new Map<string, number>();
  const perGame = games.map((game) => {
    const wins = winsAgainst.get(game.opponent) ?? 0;
    if (!game.rated || game.timeControl === null || game.moves < MIN_MOVES || wins >= WINS_PER_OPPONENT)
      return 0;
    if (game.outcome === 'win') winsAgainst.set(game.opponent, wins + 1);
    const table = TROPHIES[speedOf(game.timeControl)];
    return game.outcome === 'win' ? table.win : game.outcome === 'draw' ? table.draw : 0;
  });
  return { total: perGame.reduce((s, t) => s + t, 0), perGame };
}
