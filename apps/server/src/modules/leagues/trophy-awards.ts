import { randomBytes } from 'node:crypto';
import type { Color, GameStatus, League } from '@kingside/contract';
import type { Db, Tx } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { leagueWeekOf } from './league-week';
import type { LeagueGameRow, LeaguesRepo } from './leagues.repo';
import { type LeagueOutcome, weekTrophies } from './trophies';

/** A finished game as the league sees it (play's stored row, read once it is over). */
export interface FinishedGame {
  id: string;
  status: GameStatus;
  winner: Color | null;
  rated: boolean;
  /** Days per move: a daily game gives no trophies. */
  daysPerMove: number | null;
  initialSeconds: number;
  incrementSeconds: number;
  /** Plies played. */
  plies: number;
  endedAt: Date;
  white: { userId: number | null; name: string };
  black: { userId: number | null; name: string };
}

/** A new division's page name: 10 hex digits, past §2's six word characters. */
export const newDivisionSlug = () => randomBytes(5).toString('hex');

/**
 * Trophies from finished games, once per game and member: the game is recorded under its primary
 * key, then the member's week is recounted by the core (trophies.ts) from every game recorded for
 * it. A member joins a division the first time their week's total is above zero.
 */
export function createTrophyAwards(deps: {
  db: Db;
  clock: Clock;
  repo: LeaguesRepo;
  timezoneOf: (userId: number) => Promise<string | null>;
  /** A member joined a division whose week can end at `at` (the week-end job wakes for it). */
  joined: (at: Date) => Promise<void>;
}) {
  const { repo } = deps;

  /** An open division of the league and week, or a new one. */
  async function placeIn(tx: Tx, league: League, week: string, weekEndsAt: Date) {
    const now = deps.clock.now();
    return (
      (await repo.lockOpenDivision(tx, league, week, now)) ??
      (await repo.createDivision(tx, {
        slug: newDivisionSlug(),
        league,
        week,
        endsAt: weekEndsAt,
        createdAt: now,
      }))
    );
  }

  async function award(
    userId: number,
    row: Omit<LeagueGameRow, 'userId' | 'week' | 'seq'>,
    openWeeksOnly: boolean,
  ): Promise<void> {
    const { week, end } = leagueWeekOf(row.endedAt, await deps.timezoneOf(userId));
    if (openWeeksOnly && end.getTime() <= deps.clock.now().getTime()) return;
    const joined = await deps.db.transaction(async (tx) => {
      const league = await repo.lockMember(tx, userId, deps.clock.now());
      if (!(await repo.recordGame(tx, { ...row, userId, week }))) return false;
      const games = await repo.weekGames(tx, userId, week);
      const { total } = weekTrophies(
        games.map((game) => ({
          opponent: game.opponent,
          outcome: game.outcome as LeagueOutcome,
          rated: game.rated,
          timeControl: { initial: game.initialSeconds, increment: game.incrementSeconds },
          moves: game.moves,
        })),
      );
      const found = await repo.entry(tx, userId, week);
      if (found) {
        // A week already applied stays as it was told.
        if (!found.division.closedAt && found.entry.trophies !== total)
          await repo.setTrophies(tx, found.division.id, userId, total, row.endedAt);
        return false;
      }
      if (total === 0) return false;
      const division = await placeIn(tx, league, week, end);
      await repo.addEntry(tx, {
        divisionId: division.id,
        userId,
        week,
        trophies: total,
        reachedAt: row.endedAt,
        weekEndsAt: end,
      });
      return true;
    });
    if (joined) await deps.joined(end);
  }

  return {
    placeIn,
    /**
     * Records a finished game for each member who played it; only rated live games that ended by
     * play. The catch-up (trophy-catch-up.ts) credits only weeks not over yet: an old game found
     * late would otherwise open a division for a week already applied.
     */
    async gameFinished(game: FinishedGame, options: { openWeeksOnly?: boolean } = {}): Promise<void> {
      if (!game.rated || game.daysPerMove !== null) return;
      if (game.status === 'started' || game.status === 'aborted') return;
      for (const side of ['white', 'black'] as const) {
        const userId = game[side].userId;
        if (userId === null) continue;
        const outcome: LeagueOutcome = game.winner === null ? 'draw' : game.winner === side ? 'win' : 'loss';
        await award(
          userId,
          {
            gameId: game.id,
            opponent: game[side === 'white' ? 'black' : 'white'].name,
            outcome,
            rated: game.rated,
            initialSeconds: game.initialSeconds,
            incrementSeconds: game.incrementSeconds,
            moves: Math.ceil(game.plies / 2),
            endedAt: game.endedAt,
          },
          options.openWeeksOnly ?? false,
        );
      }
    },
  };
}

export type TrophyAwards = ReturnType<typeof createTrophyAwards>;
