import {
  type ClubMatchBoard,
  type ClubMatchSide,
  type ClubMatchView,
  generateRoute,
  speedOf,
} from '@kingside/contract';
import type { GameRecord } from '../play';
import { chessComResults, timeClassOf } from './chess-com-results';
import { type PubBases, presentGameSides, seconds } from './public-api.present';

/** What chess.com's match endpoints show of a club match (modules/clubs), wired in app.ts. */
export interface PubMatchSource {
  /** A match as anyone sees it; null when there is none to show (unknown, proposed, called off). */
  match(id: number): Promise<ClubMatchView | null>;
  /** Games by id, finished or still played (play's archive), in the order asked. */
  games(ids: string[]): Promise<GameRecord[]>;
  /** A finished game's PGN (play's writer, with the opening). */
  pgn(game: GameRecord & { endedAt: Date }, bases: PubBases): string;
}

interface PubAnswer<T> {
  payload: T;
  lastModified: Date | null;
  maxAge: number;
}

/** A running match changes with each game: a minute. A finished one no longer changes: a day. */
const RUNNING_SECONDS = 60;
const FINISHED_SECONDS = 86_400;

const sides: ClubMatchSide[] = ['home', 'away'];
const isEnded = (game: GameRecord): game is GameRecord & { endedAt: Date } => game.endedAt !== null;

function timeControlOf(match: ClubMatchView): { timeClass: string; timeControl: string } {
  if (match.days !== null) return { timeClass: 'daily', timeControl: `1/${match.days * 86_400}` };
  const { initial, increment } = match.timeControl ?? { initial: 0, increment: 0 };
  return {
    timeClass: timeClassOf(speedOf({ initial, increment })),
    timeControl: increment > 0 ? `${initial}+${increment}` : String(initial),
  };
}

const latestOf = (match: ClubMatchView, games: GameRecord[]) =>
  [match.finishedAt, match.startedAt, ...games.map((g) => g.endedAt?.toISOString() ?? null)]
    .filter((d): d is string => d !== null)
    .map((d) => new Date(d))
    .reduce<Date | null>((a, d) => (!a || d > a ? d : a), null);

/** chess.com's `/pub/match/{id}` and `/pub/match/{id}/{board}` (club matches), in their shapes. */
export function createPubMatches(source: PubMatchSource) {
  const matchId = (bases: PubBases, id: number) => `${bases.api}/pub/match/${id}`;
  const gameIds = (boards: ClubMatchBoard[]) => boards.flatMap((b) => b.games.map((g) => g.id));

  /** A team's players: the registered before the start, then each board's player with their two results. */
  function players(
    match: ClubMatchView,
    side: ClubMatchSide,
    games: Map<string, GameRecord>,
    bases: PubBases,
  ) {
    if (match.boardsPlayed.length === 0)
      return match.registered[side].map((p) => ({
        username: p.username.toLowerCase(),
        ...(p.rating === null ? {} : { rating: p.rating }),
      }));
    return match.boardsPlayed.map((board) => {
      const results: Record<string, string> = {};
      for (const played of board.games) {
        const game = games.get(played.id);
        if (!game || !isEnded(game)) continue;
        const color = played.white === side ? 'white' : 'black';
        results[`played_as_${color}`] = chessComResults(game)[color];
      }
      const player = board[side];
      return {
        username: player.username.toLowerCase(),
        board: `${matchId(bases, match.id)}/${board.board}`,
        ...(player.rating === null ? {} : { rating: player.rating }),
        ...results,
      };
    });
  }

  return {
    async match(id: number, bases: PubBases): Promise<PubAnswer<unknown> | null> {
      const match = await source.match(id);
      if (!match) return null;
      const games = await source.games(gameIds(match.boardsPlayed));
      const byId = new Map(games.map((g) => [g.id, g]));
      const finished = match.status === 'finished';
      const { timeClass, timeControl } = timeControlOf(match);
      const team = (side: ClubMatchSide) => {
        const club = match[side];
        const [mine, theirs] =
          side === 'home' ? [match.score.home, match.score.away] : [match.score.away, match.score.home];
        return {
          '@id': `${bases.api}/pub/club/${club.slug}`,
          url: `${bases.site}/club/${club.slug}`,
          name: club.name,
          score: mine,
          ...(finished ? { result: mine > theirs ? 'win' : mine < theirs ? 'lose' : 'draw' } : {}),
          players: players(match, side, byId, bases),
        };
      };
      const [team1, team2] = sides.map(team);
      return {
        payload: {
          '@id': matchId(bases, match.id),
          name: match.name,
          url: `${bases.site}${generateRoute('club_match', { match: String(match.id) })}`,
          start_time: seconds(new Date(match.startedAt ?? match.startsAt)),
          ...(match.finishedAt ? { end_time: seconds(new Date(match.finishedAt)) } : {}),
          settings: {
            time_class: timeClass,
            time_control: timeControl,
            rules: 'chess',
            min_team_players: match.boards,
            max_team_players: match.boards,
            min_required_games: 0,
            ...(match.minRating === null ? {} : { min_rating: match.minRating }),
            ...(match.maxRating === null ? {} : { max_rating: match.maxRating }),
            autostart: true,
          },
          status: match.status,
          boards: match.boards,
          teams: { team1, team2 },
        },
        lastModified: latestOf(match, games),
        maxAge: finished ? FINISHED_SECONDS : RUNNING_SECONDS,
      };
    },

    /** One board: each player's points on it, and its two games (a PGN once a game is over). */
    async board(id: number, boardNumber: number, bases: PubBases): Promise<PubAnswer<unknown> | null> {
      const match = await source.match(id);
      const board = match?.boardsPlayed.find((b) => b.board === boardNumber);
      if (!match || !board) return null;
      const games = await source.games(gameIds([board]));
      const points = { home: 0, away: 0 };
      for (const g of board.games) {
        if (g.result === 'draw') {
          points.home += 0.5;
          points.away += 0.5;
        } else if (g.result === 'home' || g.result === 'away') points[g.result] += 1;
      }
      return {
        payload: {
          board_scores: {
            [board.home.username.toLowerCase()]: points.home,
            [board.away.username.toLowerCase()]: points.away,
          },
          games: games.map((game) => ({
            url: `${bases.site}/game/${game.id}`,
            ...(isEnded(game) ? { pgn: source.pgn(game, bases), end_time: seconds(game.endedAt) } : {}),
            time_control: game.timeControl,
            start_time: seconds(game.createdAt),
            rated: game.rated,
            fen: game.fen,
            time_class: timeClassOf(game.speed),
            rules: 'chess',
            ...presentGameSides(game, isEnded(game) ? chessComResults(game) : null, bases),
            match: matchId(bases, match.id),
          })),
        },
        lastModified: latestOf(match, games),
        maxAge: match.status === 'finished' ? FINISHED_SECONDS : RUNNING_SECONDS,
      };
    },
  };
}

export type PubMatches = ReturnType<typeof createPubMatches>;
