/**
 * One game as PGN, on chessops' writer: the seven-tag roster, then WhiteElo/BlackElo, TimeControl,
 * Termination, UTCDate/UTCTime, ECO/Opening when the caller knows them, Link; each move carries
 * the mover's clock from `games.move_clocks` as `[%clk h:mm:ss]` (tenths when there are any).
 * The public API's archives use it, and so will the game export.
 */
import {
  type Color,
  type EndReason,
  exportWinner,
  type GameStatus,
  noStartBy,
  type PlayedEndReason,
} from '@kingside/contract';
import { ChildNode, defaultGame, makeComment, makePgn, type PgnNodeData } from 'chessops/pgn';
import { newGame, playMove } from './core';
import { parseMoveClocks } from './move-clocks';
import type { GameRow } from './play.tables';

/** What the writer reads of a game row. */
export type PgnGameRow = Pick<
  GameRow,
  | 'whiteName'
  | 'blackName'
  | 'whiteRating'
  | 'blackRating'
  | 'rated'
  | 'speed'
  | 'initialSeconds'
  | 'incrementSeconds'
  | 'moves'
  | 'moveClocks'
  | 'status'
  | 'winner'
  | 'endReason'
  | 'createdAt'
  | 'endedAt'
>;

export interface PgnOptions {
  /** The `Site` tag: this site's origin. */
  site: string;
  /** The `Event` tag; by default "Rated blitz game", "Casual rapid game". */
  event?: string;
  /** The game's page, as the `Link` tag. */
  link?: string;
  opening?: { eco: string | null; name: string } | null;
  /**
   * `descriptive` (as chess.com writes it: "alice won by checkmate") or `standard` (the PGN
   * standard's words, as lichess writes it: "Normal", "Time forfeit", "Abandoned").
   */
  termination?: 'descriptive' | 'standard';
  /** Leave out the tags, the moves or the `[%clk]` comments (lichess's export switches); all in by default. */
  tags?: boolean;
  moves?: boolean;
  clocks?: boolean;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const pgnDate = (d: Date) => `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`;
const pgnTime = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** The PGN result of a game: `*` while it is on or when it was aborted, unless a side's first move never came. */
export function pgnResult(game: Pick<GameRow, 'status' | 'winner' | 'endReason'>): string {
  if (game.status === 'started') return '*';
  const winner = exportWinner(game);
  if (winner === 'white') return '1-0';
  if (winner === 'black') return '0-1';
  return game.status === 'aborted' ? '*' : '1/2-1/2';
}

/**
 * The PGN `TimeControl` tag (PGN standard §9.6.1): seconds, `+increment` when there is one;
 * a daily game is one move per period (`1/86400`).
 */
export function pgnTimeControl(game: Pick<GameRow, 'speed' | 'initialSeconds' | 'incrementSeconds'>): string {
  if (game.speed === 'daily') return `1/${game.initialSeconds}`;
  return game.incrementSeconds > 0
    ? `${game.initialSeconds}+${game.incrementSeconds}`
    : String(game.initialSeconds);
}

const DRAWS: Record<PlayedEndReason, string> = {
  agreement: 'agreement',
  insufficientMaterial: 'insufficient material',
  threefoldRepetition: 'repetition',
  fivefoldRepetition: 'repetition',
  fiftyMoves: '50-move rule',
  seventyFiveMoves: '50-move rule',
  timeoutVsInsufficientMaterial: 'timeout vs insufficient material',
  abandoned: 'abandonment',
};

/** How the game ended, in words; null while it is on. */
export function termination(
  game: PgnGameRow,
  style: 'descriptive' | 'standard' = 'descriptive',
): string | null {
  const status = game.status as GameStatus;
  const reason = game.endReason as EndReason | null;
  if (status === 'started') return style === 'standard' ? 'Unterminated' : null;
  if (style === 'standard') {
    if (status === 'outoftime' || reason === 'timeoutVsInsufficientMaterial') return 'Time forfeit';
    if (status === 'aborted' || reason === 'abandoned') return 'Abandoned';
    return 'Normal';
  }
  const nameOf = (color: Color) => (color === 'white' ? game.whiteName : game.blackName);
  if (status === 'aborted') {
    const noStart = noStartBy(reason);
    return noStart ? `Game aborted - ${nameOf(noStart)} did not move` : 'Game aborted';
  }
  const winner = game.winner as Color | null;
  const played = reason as PlayedEndReason | null;
  if (winner === null)
    return `Game drawn by ${status === 'stalemate' ? 'stalemate' : DRAWS[played ?? 'agreement']}`;
  const name = nameOf(winner);
  if (status === 'mate') return `${name} won by checkmate`;
  if (status === 'resign') return `${name} won by resignation`;
  if (status === 'outoftime') return `${name} won on time`;
  return `${name} won - game abandoned`;
}

/** Seconds to tenths, down: what a clock showed, never more. */
const clockSeconds = (ms: number) => Math.floor(Math.max(0, ms) / 100) / 10;

/** SAN of stored UCI moves, as far as they replay. */
export function sanMoves(moves: readonly string[]): string[] {
  const sans: string[] = [];
  let state = newGame();
  for (const uci of moves) {
    const played = playMove(state, uci);
    if (!played.ok) break;
    state = played.value.state;
    sans.push(played.value.san);
  }
  return sans;
}

/** The game as PGN text (one game, ending with its result and a newline). */
export function gamePgn(game: PgnGameRow, options: PgnOptions): string {
  const pgn = defaultGame<PgnNodeData>(() => new Map());
  const speed = game.speed;
  const headers: [string, string | null | undefined][] = [
    ['Event', options.event ?? `${game.rated ? 'Rated' : 'Casual'} ${speed} game`],
    ['Site', options.site],
    ['Date', pgnDate(game.createdAt)],
    ['Round', '-'],
    ['White', game.whiteName],
    ['Black', game.blackName],
    ['Result', pgnResult(game)],
    ['UTCDate', pgnDate(game.createdAt)],
    ['UTCTime', pgnTime(game.createdAt)],
    ['WhiteElo', game.whiteRating === null ? '?' : String(game.whiteRating)],
    ['BlackElo', game.blackRating === null ? '?' : String(game.blackRating)],
    ['TimeControl', pgnTimeControl(game)],
    ['Termination', termination(game, options.termination)],
    ['ECO', options.opening?.eco],
    ['Opening', options.opening?.eco ? options.opening.name : null],
    ['Link', options.link],
  ];
  // Without tags the result still ends the movetext: makePgn writes it from the Result tag.
  if (options.tags === false) pgn.headers.set('Result', pgnResult(game));
  else for (const [name, value] of headers) if (value) pgn.headers.set(name, value);

  const moves = game.moves && options.moves !== false ? game.moves.split(' ') : [];
  const clocks = parseMoveClocks(game.moveClocks, moves.length);
  let state = newGame();
  let node = pgn.moves;
  for (const [ply, uci] of moves.entries()) {
    const played = playMove(state, uci);
    // Stored moves were legal when played; a row that says otherwise stops here rather than lie.
    if (!played.ok) break;
    state = played.value.state;
    const ms = options.clocks === false ? null : clocks[ply];
    const child = new ChildNode<PgnNodeData>({
      san: played.value.san,
      ...(ms === null || ms === undefined ? {} : { comments: [makeComment({ clock: clockSeconds(ms) })] }),
    });
    node.children.push(child);
    node = child;
  }
  const text = makePgn(pgn);
  // Without tags chessops writes the result alone; a reader still needs it, so it stays as the movetext's end.
  return options.tags === false ? text.replace(/^\[Result "[^"]*"\]\n\n/, '') : text;
}
