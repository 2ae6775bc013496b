/**
 * What makes an arena run on the platform clock: starting it at its time, pairing waves over the
 * pool (wave.ts), each game's result applied once (scoring.ts), the end at its duration. `tick()` is
 * called every second by each node (tournaments.service.ts `start`) while something can be due (its
 * answer, and the due gate); every step is a conditional update, so two nodes ticking at once do
 * each thing once.
 */
import type { Color, GameStatus, TimeControl } from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { ArenaGame, ArenaPlayer } from './arena/arena.types';
import { arenaScore } from './arena/scoring';
import { performanceRating } from './arena/standings';
import { pairWave } from './arena/wave';
import type { TournamentGameRow } from './tournament-games.repo';
import type { TournamentRow, TournamentsRepo } from './tournaments.repo';

/** A wave every two seconds per tournament, as lichess's arenas pair. */
export const WAVE_EVERY_MS = 2000;
/** Two players who just met meet again only once both have waited this long for someone else. */
export const REMATCH_AFTER_MS = 10_000;
/** Running games are checked against their stored end this often (a notice lost to a crash). */
export const RECONCILE_EVERY_MS = 60_000;

/** What the arena needs of live chess (modules/play, wired in services.ts). */
export interface ArenaGames {
  create(input: {
    white: { userId: number; name: string };
    black: { userId: number; name: string };
    tc: TimeControl;
    rated: boolean;
    /** An arena game: each player may go berserk before their first move. */
    berserkable?: boolean;
  }): Promise<string>;
  /** The game's end, or null while it runs (or when there is no such game). */
  ended(gameId: string): Promise<{
    status: GameStatus;
    winner: Color | null;
    /** An aborted game's side whose first move never came while the other waited (play's recorded reason). */
    noStart: Color | null;
    plies: number;
    /** Who went berserk (half the clock, no increment): a bonus point on a win of 7 moves or more. */
    berserk: Record<Color, boolean>;
  } | null>;
  /** Tells both players their game is ready (their sockets, every node). */
  paired(userId: number, gameId: string): Promise<void>;
}

export interface ArenaRunnerDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  repo: TournamentsRepo;
  games: ArenaGames;
  usernames(userIds: number[]): Promise<Map<number, string>>;
  /** Something on the tournament's page changed: its followers hear of it. */
  changed(tournamentId: number): void;
  /** A started Swiss's turn in the tick (swiss-runner.ts): the next round when it is time. */
  swissStep(tournament: TournamentRow): Promise<void>;
  /** A started knockout's turn in the tick (knockout-runner.ts): the draw, walkovers, next games. */
  knockoutStep(tournament: TournamentRow): Promise<void>;
}

/** One player's side of a finished game, as the cores read it. */
function arenaGameOf(row: TournamentGameRow, userId: number): ArenaGame {
  const white = row.whiteUserId === userId;
  const outcome =
    row.result === 'draw'
      ? 'draw'
      : (row.result === 'white') === white
        ? ('win' as const)
        : ('loss' as const);
  return {
    outcome,
    moves: row.moves ?? 0,
    berserk: white ? row.whiteBerserk : row.blackBerserk,
    opponentRating: white ? row.blackRating : row.whiteRating,
  };
}

export function createArenaRunner(deps: ArenaRunnerDeps) {
  const { repo } = deps;
  let lastReconcile = Number.NEGATIVE_INFINITY;

  /** Folds a player's counted games into their row: score, sheet, fire, performance. */
  async function rescore(tx: Parameters<Parameters<Db['transaction']>[0]>[0], tid: number, userId: number) {
    const games = (await repo.countedGames(tx, tid, userId)).map((g) => arenaGameOf(g, userId));
    const score = arenaScore(games);
    await repo.updatePlayer(
      tid,
      userId,
      {
        score: score.total,
        sheet: score.points.join(' '),
        onFire: score.onFire,
        games: games.length,
        performance: performanceRating(games),
      },
      tx,
    );
  }

  /**
   * A game ended: its result is set once (the first caller wins), both players are rescored and go
   * back to the pool. Answers whether this call applied it.
   */
  async function gameEnded(gameId: string): Promise<boolean> {
    const game = await repo.gameOf(gameId);
    if (!game || game.result !== null) return false;
    const end = await deps.games.ended(gameId);
    if (!end) return false;
    const tournament = await repo.byId(game.tournamentId);
    if (!tournament) return false;
    const now = deps.clock.now();
    const result = end.status === 'aborted' ? 'aborted' : (end.winner ?? 'draw');
    const arena = tournament.kind === 'arena';
    // An arena counts the games that ended in time; a Swiss round is played out whenever it ends.
    const counted = result !== 'aborted' && (!arena || now.getTime() <= tournament.endsAt.getTime());
    const applied = await deps.db.transaction(async (tx) => {
      const row = await repo.settle(tx, gameId, {
        result,
        noStart: result === 'aborted' ? end.noStart : null,
        moves: Math.floor(end.plies / 2),
        whiteBerserk: end.berserk.white,
        blackBerserk: end.berserk.black,
        counted,
        endedAt: now,
      });
      if (!row) return false;
      if (arena)
        for (const userId of [row.whiteUserId, row.blackUserId]) await rescore(tx, row.tournamentId, userId);
      // A knockout's players wait in the pool for their match's next game, whatever ended this one; an
      // arena's after a counted game, and after a no-show the side it kept waiting (not the absent side).
      const both = [row.whiteUserId, row.blackUserId];
      const waited =
        row.noStart === 'white' ? [row.blackUserId] : row.noStart === 'black' ? [row.whiteUserId] : [];
      const rejoining = arena ? (counted ? both : waited) : tournament.kind === 'knockout' ? both : [];
      const started = tournament.status === 'started';
      const out = started ? both.filter((userId) => !rejoining.includes(userId)) : both;
      // An arena's side that did not play (never came, or aborted) is paused, not stranded out of the
      // pool: joining again brings them back, as lichess does with a player who missed a game.
      if (out.length > 0 && arena && started && result === 'aborted')
        await repo.gameOverPaused(row.tournamentId, out, tx);
      else if (out.length > 0) await repo.backToPool(row.tournamentId, out, null, tx);
      if (started && rejoining.length > 0) await repo.backToPool(row.tournamentId, rejoining, now, tx);
      return true;
    });
    if (applied) deps.changed(game.tournamentId);
    return applied;
  }

  /** Pairs the pool of one started arena, if this node claims its wave. */
  async function wave(tournament: TournamentRow): Promise<number> {
    const now = deps.clock.now();
    if (!(await repo.claimWave(tournament.id, now, WAVE_EVERY_MS))) return 0;
    const pool = await repo.pool(tournament.id);
    const players: ArenaPlayer[] = pool.map((p) => ({
      id: String(p.userId),
      rating: p.rating,
      score: p.score,
      paused: p.paused,
      waitingSince: p.waitingSince?.getTime() ?? null,
      lastOpponent: p.lastOpponentId === null ? null : String(p.lastOpponentId),
      colourBalance: p.colourBalance,
    }));
    const pairings = pairWave(players, { nowMs: now.getTime(), rematchAfterMs: REMATCH_AFTER_MS });
    if (pairings.length === 0) return 0;
    const ratings = new Map(pool.map((p) => [p.userId, p.rating]));
    const names = await deps.usernames(pool.map((p) => p.userId));
    let made = 0;
    for (const pairing of pairings) {
      const white = Number(pairing.white);
      const black = Number(pairing.black);
      if (!(await repo.takeFromPool(tournament.id, [white, black]))) continue;
      let gameId: string;
      try {
        gameId = await deps.games.create({
          white: { userId: white, name: names.get(white) ?? '' },
          black: { userId: black, name: names.get(black) ?? '' },
          tc: { initial: tournament.initialSeconds, increment: tournament.incrementSeconds },
          rated: tournament.rated,
          berserkable: true,
        });
      } catch (error) {
        deps.logger.warn({ err: error, tournament: tournament.id }, 'arena pairing failed');
        await repo.backToPool(tournament.id, [white, black], deps.clock.now());
        continue;
      }
      await repo.recordPairing({
        gameId,
        tournamentId: tournament.id,
        whiteUserId: white,
        blackUserId: black,
        whiteRating: ratings.get(white)!,
        blackRating: ratings.get(black)!,
        createdAt: deps.clock.now(),
      });
      await Promise.all([deps.games.paired(white, gameId), deps.games.paired(black, gameId)]);
      made++;
    }
    if (made > 0) deps.changed(tournament.id);
    return made;
  }

  /** Games whose end was not heard (a crash between the end and its notice): applied now. */
  async function reconcile(tournament: TournamentRow): Promise<void> {
    for (const game of await repo.openGames(tournament.id)) await gameEnded(game.gameId);
  }

  return {
    gameEnded,
    wave,

    /**
     * One round of the arena's work at the platform clock's time; answers when there is work next:
     * at once while a tournament runs, else the next one's start (null: none is scheduled).
     */
    async tick(): Promise<Date | null> {
      const now = deps.clock.now();
      for (const started of await repo.advance('created', 'started', now)) {
        await repo.poolFrom(started.id, now);
        deps.changed(started.id);
      }
      for (const ended of await repo.advance('started', 'finished', now)) {
        await repo.emptyPool(ended.id);
        deps.changed(ended.id);
      }
      const reconcileNow = now.getTime() - lastReconcile >= RECONCILE_EVERY_MS;
      if (reconcileNow) lastReconcile = now.getTime();
      const started = await repo.started();
      for (const tournament of started) {
        if (reconcileNow) await reconcile(tournament);
        if (tournament.kind === 'swiss') await deps.swissStep(tournament);
        else if (tournament.kind === 'knockout') await deps.knockoutStep(tournament);
        else await wave(tournament);
      }
      return started.length > 0 ? now : repo.nextStart();
    },
  };
}

export type ArenaRunner = ReturnType<typeof createArenaRunner>;
