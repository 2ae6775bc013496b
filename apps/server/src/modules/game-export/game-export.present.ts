/**
 * A game in lichess's export shapes: PGN (standard termination words, `Link`, `[%clk]`) and the
 * JSON of its OpenAPI description (`GameJson`: ids, players, status, SAN moves, clocks in centiseconds).
 */
import { exportWinner } from '@kingside/contract';
import type { OpeningLookup } from '../openings';
import { type GameRow, gamePgn, parseMoveClocks, sanMoves } from '../play';

export interface ExportSwitches {
  moves: boolean;
  tags: boolean;
  clocks: boolean;
  opening: boolean;
  pgnInJson: boolean;
}

export interface ExportContext {
  /** This site's origin, for `Site` and `Link`. */
  site: string;
  lookup: OpeningLookup;
}

/** lichess's speed names: a daily game is `correspondence` there. */
export const lichessSpeed = (speed: string): string => (speed === 'daily' ? 'correspondence' : speed);

export function exportPgn(game: GameRow, switches: ExportSwitches, context: ExportContext): string {
  const opening = switches.opening ? context.lookup(game.moves) : null;
  return gamePgn(game, {
    site: context.site,
    link: `${context.site}/game/${game.id}`,
    opening,
    termination: 'standard',
    tags: switches.tags,
    moves: switches.moves,
    clocks: switches.clocks,
  });
}

function player(game: GameRow, color: 'white' | 'black') {
  const userId = color === 'white' ? game.whiteUserId : game.blackUserId;
  const name = color === 'white' ? game.whiteName : game.blackName;
  const rating = color === 'white' ? game.whiteRating : game.blackRating;
  const ratingDiff = color === 'white' ? game.whiteRatingDiff : game.blackRatingDiff;
  const provisional = color === 'white' ? game.whiteProvisional : game.blackProvisional;
  return {
    ...(userId === null ? {} : { user: { name, id: name.toLowerCase() } }),
    ...(rating === null ? {} : { rating }),
    ...(ratingDiff === null ? {} : { ratingDiff }),
    ...(provisional ? { provisional: true } : {}),
  };
}

export function exportJson(game: GameRow, switches: ExportSwitches, context: ExportContext) {
  const plies = game.moves ? game.moves.split(' ') : [];
  const clocks = parseMoveClocks(game.moveClocks, plies.length);
  const opening = switches.opening ? context.lookup(game.moves) : null;
  const speed = lichessSpeed(game.speed);
  // A first move that never came while the other side waited is lichess's `noStart`, won by that other side.
  const winner = exportWinner(game);
  return {
    id: game.id,
    rated: game.rated,
    variant: 'standard',
    speed,
    perf: speed,
    createdAt: game.createdAt.getTime(),
    lastMoveAt: (game.endedAt ?? game.updatedAt).getTime(),
    status: game.status === 'aborted' && winner ? 'noStart' : game.status,
    players: { white: player(game, 'white'), black: player(game, 'black') },
    ...(winner ? { winner } : {}),
    ...(opening ? { opening } : {}),
    ...(switches.moves ? { moves: sanMoves(plies).join(' ') } : {}),
    ...(switches.clocks && switches.moves && clocks.every((ms) => ms !== null)
      ? { clocks: clocks.map((ms) => Math.floor(ms! / 10)) }
      : {}),
    ...(game.speed === 'daily'
      ? { daysPerMove: Math.round(game.initialSeconds / 86_400) }
      : {
          clock: {
            initial: game.initialSeconds,
            increment: game.incrementSeconds,
            totalTime: game.initialSeconds + 40 * game.incrementSeconds,
          },
        }),
    ...(switches.pgnInJson ? { pgn: exportPgn(game, switches, context) } : {}),
  };
}
