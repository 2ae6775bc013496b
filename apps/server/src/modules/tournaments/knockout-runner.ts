/**
 * A knockout on the platform clock. At the start one node draws the bracket by rating (the update
 * that moves `round` from 0 decides; fewer than two players end it at once). Then each tick: a game
 * aborted because a side never moved while its opponent waited (play's recorded no-start) is a
 * walkover against that side; any other abort (by hand, or when neither came) is replayed, as lichess
 * and chess.com replay an aborted game, until a match has had ABORTS_BEFORE_BOTH_OUT of them; and every
 * ready match whose players are both free gets its next game — colours alternating, then the Armageddon
 * tie-break (knockout/match.ts) at the same time control. Both players leave the pool in one
 * conditional update or neither (the arena's pattern), so two nodes start a game once; the game's
 * end puts them back (arena-runner.ts `gameEnded`, results once per game id). The tournament is over
 * when the final is decided.
 */
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { ArenaGames } from './arena-runner';
import { drawBracket, type KnockoutMatch, playableMatches, seedEntrants } from './knockout/bracket';
import { matchProgress } from './knockout/match';
import { knockoutStandings, presentBracket } from './knockout.present';
import { bracketOver, replayBracket } from './knockout-replay';
import type { StandingDbRow } from './tournament-players.repo';
import type { TournamentRow, TournamentsRepo } from './tournaments.repo';

/**
 * Aborts without a recorded no-show that end a match with both players out: two players who both stay
 * away record no culprit (play's sweeper), and nor does one who aborts every game by hand, so replaying
 * must stop somewhere; whoever keeps the match from being played leaves with it, so aborting never pays.
 */
export const ABORTS_BEFORE_BOTH_OUT = 3;

export interface KnockoutRunnerDeps {
  clock: Clock;
  logger: Logger;
  repo: TournamentsRepo;
  games: ArenaGames;
  changed(tournamentId: number): void;
}

export function createKnockoutRunner(deps: KnockoutRunnerDeps) {
  const { repo } = deps;

  async function read(t: TournamentRow) {
    const [players, games] = await Promise.all([repo.players(t.id), repo.games(t.id)]);
    return { players, games, bracket: replayBracket(t.matchGames ?? 1, players, games) };
  }

  async function end(t: TournamentRow): Promise<void> {
    if (!(await repo.finish(t.id))) return;
    await repo.emptyPool(t.id);
    deps.changed(t.id);
  }

  /**
   * Seeds everyone who is still in by their rating at joining; too few players end it. Answers
   * whether this node drew the bracket.
   */
  async function draw(t: TournamentRow): Promise<boolean> {
    const entrants = (await repo.players(t.id))
      .filter((p) => !p.withdrawn)
      .map((p) => ({ id: p.userId, rating: p.rating }));
    if (
      !drawBracket(
        entrants.map((e) => ({ ...e, id: String(e.id) })),
        t.matchGames ?? 1,
      ).ok
    ) {
      deps.logger.info({ tournament: t.id, players: entrants.length }, 'knockout not drawn: too few players');
      await end(t);
      return false;
    }
    const seeds = seedEntrants(entrants).map((e, i) => ({ userId: e.id, seed: i + 1 }));
    if (!(await repo.drawKnockout(t.id, seeds))) return false;
    deps.changed(t.id);
    return true;
  }

  /**
   * The walkovers the open matches' aborted games call for: the recorded no-show loses the match;
   * ABORTS_BEFORE_BOTH_OUT other aborts put both players out. Answers whether any forfeit was written.
   */
  async function walkovers(t: TournamentRow, state: Awaited<ReturnType<typeof read>>): Promise<boolean> {
    if (!state.bracket) return false;
    const open = new Set(playableMatches(state.bracket).map((m) => m.id));
    const replayed = new Map<string, number>();
    const out: { userId: number; match: string }[] = [];
    for (const game of state.games) {
      if (game.result !== 'aborted' || game.match === null || !open.has(game.match)) continue;
      if (game.noStart !== null) {
        out.push({
          userId: game.noStart === 'white' ? game.whiteUserId : game.blackUserId,
          match: game.match,
        });
        continue;
      }
      const aborts = (replayed.get(game.match) ?? 0) + 1;
      replayed.set(game.match, aborts);
      if (aborts === ABORTS_BEFORE_BOTH_OUT)
        for (const userId of [game.whiteUserId, game.blackUserId]) out.push({ userId, match: game.match });
    }
    let any = false;
    for (const { userId, match } of out) if (await repo.forfeit(t.id, userId, match)) any = true;
    return any;
  }

  /** Starts the match's next game if both players are free (and this node takes them). */
  async function nextGame(
    t: TournamentRow,
    match: KnockoutMatch,
    games: number,
    players: readonly StandingDbRow[],
  ): Promise<boolean> {
    const next = matchProgress(games, match.results).next;
    if (!next) return false;
    const [a, b] = [Number(match.a), Number(match.b)];
    const [white, black] = next.white === 'a' ? [a, b] : [b, a];
    const whiteRow = players.find((p) => p.userId === white);
    const blackRow = players.find((p) => p.userId === black);
    if (!whiteRow || !blackRow || !(await repo.takeFromPool(t.id, [white, black]))) return false;
    let gameId: string;
    try {
      gameId = await deps.games.create({
        white: { userId: white, name: whiteRow.username },
        black: { userId: black, name: blackRow.username },
        tc: { initial: t.initialSeconds, increment: t.incrementSeconds },
        rated: t.rated,
      });
    } catch (error) {
      deps.logger.warn({ err: error, tournament: t.id, match: match.id }, 'knockout game not created');
      await repo.backToPool(t.id, [white, black], deps.clock.now());
      return false;
    }
    await repo.recordPairing({
      gameId,
      tournamentId: t.id,
      round: match.round,
      match: match.id,
      whiteUserId: white,
      blackUserId: black,
      whiteRating: whiteRow.rating,
      blackRating: blackRow.rating,
      createdAt: deps.clock.now(),
    });
    await Promise.all([deps.games.paired(white, gameId), deps.games.paired(black, gameId)]);
    return true;
  }

  /** The draw, walkovers, the next games, or the end: whatever is due now. */
  async function step(t: TournamentRow): Promise<void> {
    // The first games start in the tick that draws the bracket.
    if (t.round === 0 && !(await draw(t))) return;
    let state = await read(t);
    if (await walkovers(t, state)) {
      state = await read(t);
      deps.changed(t.id);
    }
    const { bracket, games, players } = state;
    if (!bracket || bracketOver(bracket)) return end(t);
    const running = new Set(games.filter((g) => g.result === null).map((g) => g.match));
    let started = 0;
    for (const match of playableMatches(bracket)) {
      if (running.has(match.id)) continue;
      if (await nextGame(t, match, bracket.games, players)) started++;
    }
    if (started > 0) deps.changed(t.id);
  }

  /** A withdrawal forfeits the match the player is in or waits for (nothing before the draw). */
  async function withdrew(t: TournamentRow, userId: number): Promise<void> {
    if (t.round === 0) return;
    const { bracket } = await read(t);
    const id = String(userId);
    const match = bracket?.rounds.flat().find((m) => !m.decided && (m.a === id || m.b === id));
    if (match) await repo.forfeit(t.id, userId, match.id);
  }

  /** The page's live part: standings by how far each went, and the bracket. */
  async function table(t: TournamentRow) {
    const { players, games, bracket } = await read(t);
    return {
      standings: knockoutStandings(bracket, players),
      bracket: bracket && presentBracket(bracket, players, games),
    };
  }

  return { step, withdrew, table };
}

export type KnockoutRunner = ReturnType<typeof createKnockoutRunner>;
