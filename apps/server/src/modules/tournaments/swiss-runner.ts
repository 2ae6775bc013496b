/**
 * A Swiss on the platform clock: round N is paired (swiss/pairing.ts, FIDE Dutch) once round N − 1's
 * games are all over and its scheduled start (`starts_at` + (N − 1) × `round_minutes`) has come; the
 * tournament ends when the last round's games are. One node pairs each round: the update that moves
 * `round` from N − 1 to N decides. Standings and tie-breaks come from swiss/tiebreaks.ts, read from
 * the stored games and byes each time (a Swiss has few players and rounds).
 */
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { ArenaGames } from './arena-runner';
import { pairNextRound } from './swiss/pairing';
import type { SwissGameResult, SwissRound, SwissTournament } from './swiss/swiss.types';
import { type SwissStanding, standings } from './swiss/tiebreaks';
import type { TournamentGameRow } from './tournament-games.repo';
import type { StandingDbRow } from './tournament-players.repo';
import type { TournamentRow, TournamentsRepo } from './tournaments.repo';

/**
 * A stored game as the Swiss cores read it. An aborted game is a forfeit: won by the side that waited
 * when the other's first move never came (play's recorded no-start), else lost by both.
 */
function swissResult(row: TournamentGameRow): SwissGameResult {
  if (row.result === 'white') return 'white_won';
  if (row.result === 'black') return 'black_won';
  if (row.result === 'draw') return 'draw';
  if (row.noStart === 'black') return 'white_won_by_forfeit';
  if (row.noStart === 'white') return 'black_won_by_forfeit';
  return 'double_forfeit';
}

export interface SwissRunnerDeps {
  clock: Clock;
  logger: Logger;
  repo: TournamentsRepo;
  games: ArenaGames;
  changed(tournamentId: number): void;
}

export function createSwissRunner(deps: SwissRunnerDeps) {
  const { repo } = deps;

  /** The tournament as the cores take it: entrants, the rounds played (finished games only), byes. */
  async function read(t: TournamentRow, upTo: number) {
    const [players, games] = await Promise.all([repo.players(t.id), repo.games(t.id)]);
    const rounds: SwissRound[] = [];
    for (let r = 1; r <= upTo; r++) {
      rounds.push({
        games: games
          .filter((g) => g.round === r)
          .map((g) => ({
            white: String(g.whiteUserId),
            black: String(g.blackUserId),
            result: swissResult(g),
          })),
        bye: String(players.find((p) => p.byes.split(' ').includes(String(r)))?.userId ?? '') || null,
      });
    }
    const tournament: SwissTournament = {
      entrants: players.map((p) => ({
        id: String(p.userId),
        rating: p.rating,
        entersRound: p.entersRound,
        ...(p.withdrawsRound === null ? {} : { withdrawsRound: p.withdrawsRound }),
      })),
      rounds,
      settings: { totalRounds: t.rounds ?? 0, byePoints: 1, lateEntryPoints: 0, seed: t.url },
    };
    return { tournament, players, games };
  }

  /** Pairs the next round or ends the tournament, when it is time. */
  async function step(t: TournamentRow): Promise<void> {
    if ((await repo.openGames(t.id)).length > 0) return;
    if (t.round >= (t.rounds ?? 0)) {
      if (await repo.finish(t.id)) deps.changed(t.id);
      return;
    }
    const due = t.startsAt.getTime() + t.round * (t.roundMinutes ?? 0) * 60_000;
    if (deps.clock.now().getTime() < due) return;
    const { tournament, players } = await read(t, t.round);
    const paired = pairNextRound(tournament);
    if (!paired.ok) {
      // Too few players left to pair: the tournament ends with the rounds it had.
      deps.logger.warn({ tournament: t.id, error: paired.error }, 'swiss round not paired');
      if (await repo.finish(t.id)) deps.changed(t.id);
      return;
    }
    if (!(await repo.claimRound(t.id, t.round))) return;
    const round = paired.value.round;
    const byId = new Map(players.map((p) => [String(p.userId), p]));
    for (const pairing of paired.value.pairings) {
      const white = byId.get(pairing.white)!;
      const black = byId.get(pairing.black)!;
      const gameId = await deps.games.create({
        white: { userId: white.userId, name: white.username },
        black: { userId: black.userId, name: black.username },
        tc: { initial: t.initialSeconds, increment: t.incrementSeconds },
        rated: t.rated,
      });
      await repo.recordPairing({
        gameId,
        tournamentId: t.id,
        round,
        whiteUserId: white.userId,
        blackUserId: black.userId,
        whiteRating: white.rating,
        blackRating: black.rating,
        createdAt: deps.clock.now(),
      });
      await Promise.all([deps.games.paired(white.userId, gameId), deps.games.paired(black.userId, gameId)]);
    }
    if (paired.value.bye !== null) await repo.addBye(t.id, Number(paired.value.bye), round);
    deps.changed(t.id);
  }

  /** Standings with Buchholz and Sonneborn-Berger over the finished rounds, best first. */
  async function table(t: TournamentRow): Promise<{ row: StandingDbRow; standing: SwissStanding }[]> {
    const { tournament, players, games } = await read(t, t.round);
    // A round still being played counts once its games are over.
    const finished = tournament.rounds.filter(
      (_, i) => !games.some((g) => g.round === i + 1 && g.result === null),
    );
    const result = standings({ ...tournament, rounds: finished });
    if (!result.ok) return [];
    const byId = new Map(players.map((p) => [String(p.userId), p]));
    return result.value.map((standing) => ({ row: byId.get(standing.id)!, standing }));
  }

  return { step, table };
}

export type SwissRunner = ReturnType<typeof createSwissRunner>;
