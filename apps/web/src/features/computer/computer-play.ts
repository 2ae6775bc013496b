/**
 * The computer's side of a game, pure: what the engine is told per level, which move a bot picks among
 * the engine's lines (its style), its opening book, and when a game is over by the rules.
 */
import { type Color, type ComputerBot, type ComputerGameEnd, computerLevel } from '@kingside/contract';
import type { GoLimits, UciOptionName } from '@kingside/contract/uci';
import { Chess, normalizeMove } from 'chessops/chess';
import { makeFen } from 'chessops/fen';
import { makeSan } from 'chessops/san';
import { parseUci } from 'chessops/util';
import type { EngineLine } from '../../lib/engine/engine-lines';
import { positionOf } from '../play/game-state';

export interface EngineSettings {
  options: Partial<Record<UciOptionName, number | boolean>>;
  limits: GoLimits;
}

/** Lines a bot looks at to pick by its style (contract COMPUTER_STYLES). */
export const STYLE_LINES = 3;

/** The engine's options and limits at a level (contract COMPUTER_LEVELS). */
export function engineSettings(level: number): EngineSettings {
  const row = computerLevel(level);
  const options: EngineSettings['options'] = {
    'Skill Level': row.skill,
    UCI_LimitStrength: row.uciElo !== null,
    MultiPV: STYLE_LINES,
  };
  if (row.uciElo !== null) options.UCI_Elo = row.uciElo;
  return { options, limits: { depth: row.depth, movetime: row.movetimeMs } };
}

/** Hints look deeper than any level plays, unlimited: the member asked for the best move. */
export const HINT_SETTINGS: EngineSettings = {
  options: { 'Skill Level': 20, UCI_LimitStrength: false, MultiPV: 1 },
  limits: { depth: 18, movetime: 1500 },
};

/** A random number in [0, 1): Math.random in the page, fixed in tests. */
export type Random = () => number;

/** The bot's next book move: a line of its openings the game still follows, chosen at random. */
export function bookMove(bot: ComputerBot, moves: readonly string[], random: Random): string | null {
  const played = moves.join(' ');
  const lines = bot.openings
    .map((line) => line.split(' '))
    .filter((line) => line.length > moves.length && line.slice(0, moves.length).join(' ') === played);
  if (lines.length === 0) return null;
  return lines[Math.floor(random() * lines.length)]![moves.length]!;
}

const MARGIN = { aggressive: 40, solid: 30, trappy: 60 } as const;

/** A line's score for the side to move, in centipawns (mates far beyond any centipawn score). */
function scoreFor(line: EngineLine, turn: Color): number {
  const white =
    line.score.kind === 'mate'
      ? Math.sign(line.score.value || 1) * (100_000 - Math.abs(line.score.value))
      : line.score.value;
  return turn === 'white' ? white : -white;
}

/**
 * The move a bot plays: the engine's `best`, unless its style prefers another of the engine's lines
 * close enough to it (`aggressive`: a check or capture; `solid`: a quiet move; `trappy`: a check).
 */
export function pickMove(best: string, lines: readonly EngineLine[], bot: ComputerBot, fen: string): string {
  if (bot.style === 'balanced') return best;
  const position = positionOf(fen);
  const bestLine = lines.find((line) => line.pv[0] === best);
  if (!position || !bestLine) return best;
  const turn = position.turn;
  const floor = scoreFor(bestLine, turn) - MARGIN[bot.style];
  const wanted = (san: string) =>
    bot.style === 'solid'
      ? !/[x+#]/.test(san)
      : bot.style === 'trappy'
        ? /[+#]/.test(san)
        : /[x+#]/.test(san);
  if (wanted(sanOf(position, best))) return best;
  for (const line of lines) {
    const move = line.pv[0];
    if (!move || scoreFor(line, turn) < floor) continue;
    if (wanted(sanOf(position, move))) return move;
  }
  return best;
}

function sanOf(position: Chess, uci: string): string {
  const move = parseUci(uci);
  return move && position.isLegal(move) ? makeSan(position, normalizeMove(position, move)) : '';
}

/** How things stand after `moves`: an automatic end, a draw the side to move may claim, or neither. */
export interface GameStanding {
  end: ComputerGameEnd | null;
  claimable: 'threefoldRepetition' | 'fiftyMoves' | null;
  fen: string;
  turn: Color;
}

/** The live game's rules (server play/core): mate, stalemate, dead position, fivefold, 75 moves; threefold and 50 to claim. */
export function standingAfter(moves: readonly string[]): GameStanding {
  const position = Chess.default();
  const key = () => makeFen(position.toSetup()).split(' ').slice(0, 4).join(' ');
  let seen = new Map<string, number>([[key(), 1]]);
  for (const uci of moves) {
    const move = parseUci(uci);
    if (!move || !position.isLegal(normalizeMove(position, move))) break;
    position.play(normalizeMove(position, move));
    // Positions before a capture or pawn move can never recur.
    if (position.halfmoves === 0) seen = new Map();
    seen.set(key(), (seen.get(key()) ?? 0) + 1);
  }
  const repeated = seen.get(key()) ?? 0;
  const fen = makeFen(position.toSetup());
  const standing = (end: GameStanding['end'], claimable: GameStanding['claimable'] = null): GameStanding => ({
    end,
    claimable,
    fen,
    turn: position.turn,
  });
  if (position.isCheckmate()) return standing('checkmate');
  if (position.isStalemate()) return standing('stalemate');
  if (position.isInsufficientMaterial()) return standing('insufficientMaterial');
  if (repeated >= 5) return standing('fivefoldRepetition');
  if (position.halfmoves >= 150) return standing('seventyFiveMoves');
  if (repeated >= 3) return standing(null, 'threefoldRepetition');
  if (position.halfmoves >= 100) return standing(null, 'fiftyMoves');
  return standing(null);
}

/** The winner of a finished game: the mating side, the bot when the member resigns, nobody in a draw. */
export function winnerOf(end: ComputerGameEnd, standing: GameStanding, member: Color): Color | null {
  if (end === 'checkmate') return standing.turn === 'white' ? 'black' : 'white';
  if (end === 'resign') return member === 'white' ? 'black' : 'white';
  return null;
}
