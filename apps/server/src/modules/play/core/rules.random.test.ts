/**
 * Proof of the rules against an independent move generator: seeded random games played on our
 * rules and on chess.js side by side. At every position the legal move sets, FENs, SAN and end
 * detection must agree, and a battery of illegal and malformed moves must be refused. A failure
 * names the seed and the moves that led to it.
 *
 * Where the two libraries define things differently, only the common ground is compared:
 * - chess.js has no fivefold or 75-move rule, and no claim: repetitions are counted here from
 *   chess.js's FENs (which print only legal en passant squares) and the 50/75-move rules read its
 *   halfmove clock.
 * - chess.js's repetition hash keeps an en passant square whenever an enemy pawn stands beside the
 *   pawn that just stepped twice, even when the capture is illegal (pinned pawn); FIDE 9.2.3 and
 *   our keys count only a legal capture. Its `isThreefoldRepetition` is compared only while no
 *   position since the last irreversible move has such a phantom square (rules.test.ts shows one).
 * - chess.js calls a stalemate with bare kings insufficient material too; we report the stalemate.
 * - Insufficient material: chess.js's list (K v K, K+minor v K, bishops all on one colour) and
 *   chessops' "neither side can mate" coincide for both sides together, so that is compared
 *   exactly; one side's material (for a flag) has no chess.js counterpart and is checked only
 *   where chess.js says neither side can win.
 * - chess.js's public `moves({ verbose: true })` builds SAN and two FENs per move, regenerating
 *   every legal move for each (about 1.5 ms a position), which would blow the CPU budget; the test
 *   reads its internal generator `_moves` (the same one, before decoration) and takes SAN from the
 *   public `move()` of the move actually played. chess.js is pinned, so the private name is stable.
 */
import { Chess as ChessJs, type Square } from 'chess.js';
import { describe, expect, it } from 'vitest';
import {
  automaticEnd,
  claimableDraw,
  fenOf,
  type GameState,
  hasInsufficientMaterialToWin,
  legalDests,
  legalMoves,
  newGame,
  playMove,
  turnOf,
} from './rules';

const GAMES = 60;
const BASE_SEED = 0x6b696e67;
const RANDOM_PROBES = 6;
const SAMPLED_ACCEPTS = 2;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const FILES = 'abcdefgh';
const squareName = (index: number) => `${FILES[index % 8]}${Math.floor(index / 8) + 1}`;

interface OracleMove {
  uci: string;
  from: string;
  to: string;
  /** Castling as the king taking its rook, which we accept too. */
  rookForm: string | null;
  capture: boolean;
  /** Neither a capture nor a pawn move. */
  quiet: boolean;
  special: boolean;
}

interface InternalMove {
  from: number;
  to: number;
  piece: string;
  captured?: string;
  promotion?: string;
}

const x88Name = (square: number) => `${FILES[square & 7]}${8 - (square >> 4)}` as Square;

function oracleMoves(js: ChessJs): OracleMove[] {
  const internal = (js as unknown as { _moves(opts: { legal: boolean }): InternalMove[] })._moves({
    legal: true,
  });
  return internal.map((move) => {
    const from = x88Name(move.from);
    const to = x88Name(move.to);
    const castles = move.piece === 'k' && Math.abs(move.to - move.from) === 2;
    const rookForm = castles ? `${from}${move.to > move.from ? 'h' : 'a'}${from[1]}` : null;
    const enPassant = move.piece === 'p' && move.captured !== undefined && js.get(to) === undefined;
    return {
      uci: from + to + (move.promotion ?? ''),
      from,
      to,
      rookForm,
      capture: move.captured !== undefined,
      quiet: move.piece !== 'p' && move.captured === undefined,
      special: castles || enPassant || move.promotion !== undefined,
    };
  });
}

/** A plain assertion: in this loop vitest's `expect` would cost more than the rules it checks. */
function same(actual: unknown, expected: unknown, what: string): void {
  const [got, want] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (got !== want) throw new Error(`${what}: expected ${want}, got ${got}`);
}
const sorted = (items: Iterable<string>): string[] => [...items].sort();

/** How a game picks its moves: variety so that every way a game ends shows up. */
interface Style {
  /** Chance to undo one's own last quiet move, which breeds repetitions. */
  shuffle: number;
  capture: number;
  /** Chance to avoid captures and pawn moves, which runs towards the 50- and 75-move rules. */
  quiet: number;
  mate: number;
  /** Stalemate the opponent's lone king when possible. */
  stalemate: boolean;
}
const STYLES: readonly Style[] = [
  { shuffle: 0, capture: 0, quiet: 0, mate: 0, stalemate: false },
  { shuffle: 0, capture: 0.7, quiet: 0, mate: 1, stalemate: true },
  { shuffle: 0.6, capture: 0.3, quiet: 0, mate: 1, stalemate: false },
  { shuffle: 0.9, capture: 0.05, quiet: 0, mate: 0, stalemate: false },
  { shuffle: 0, capture: 0, quiet: 0.97, mate: 0, stalemate: false },
];

interface Tally {
  positions: number;
  ends: Map<string, number>;
  claims: Map<string, number>;
}
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Moves our rules must refuse here, each with the error it must get. */
function refusals(random: Random, legal: Set<string>, previous: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  // Moves of the side not to move: their origin now holds one of its pieces or nothing.
  for (let i = 0; i < 3 && previous.length > 0; i++) out.push([pick(random, previous), 'illegal_move']);
  const sample = pick(random, [...legal]);
  const corrupt = [...sample];
  const at = Math.floor(random() * 4);
  corrupt[at] = pick(random, at % 2 === 0 ? ['i', 'A', 'z', '1', '@'] : ['0', '9', 'e', '-', ' ']);
  out.push([corrupt.join(''), 'malformed_move']);
  out.push([sample.slice(0, at) + sample.slice(at + 1), 'malformed_move']);
  out.push([sample.toUpperCase(), 'malformed_move']);
  out.push([`${sample} `, 'malformed_move']);
  out.push([`${sample.slice(0, 4)}${pick(random, ['k', 'p', 'x', 'Q', '='])}`, 'malformed_move']);
  out.push([`${pick(random, ['Q', 'N', 'P'])}@${sample.slice(2, 4)}`, 'malformed_move']);
  // Promotion pieces where none belongs, and a missing one where one does.
  if (sample.length === 4) out.push([`${sample}q`, 'illegal_move']);
  else out.push([sample.slice(0, 4), 'illegal_move']);
  return out;
}

function checkPosition(
  state: GameState,
  js: ChessJs,
  theirs: readonly OracleMove[],
  random: Random,
  previous: readonly string[],
  tally: Tally,
) {
  const legal = new Set(theirs.map((move) => move.uci));
  same(sorted(legalMoves(state)), sorted(legal), 'legal moves');
  same(fenOf(state), js.fen(), 'fen');
  same(turnOf(state), js.turn() === 'w' ? 'white' : 'black', 'turn');

  // Legal moves are accepted, castling also as king-takes-rook, and come back normalised. Every
  // special move is tried, ordinary ones by sample (a played move costs a clone and a SAN).
  const tried = theirs.filter((move) => move.special);
  for (let i = 0; i < SAMPLED_ACCEPTS; i++) tried.push(pick(random, theirs));
  for (const move of tried) {
    for (const uci of move.rookForm ? [move.uci, move.rookForm] : [move.uci]) {
      const played = playMove(state, uci);
      same(played.ok && played.value.uci, move.uci, uci);
    }
  }
  // Dests for chessground: exactly the legal origins and destinations, castling in both forms.
  const dests = new Set(
    theirs.flatMap((move) => [move.from + move.to, ...(move.rookForm ? [move.rookForm] : [])]),
  );
  const ours = [...legalDests(state)].flatMap(([from, tos]) => tos.map((to) => from + to));
  same(sorted(ours), sorted(dests), 'dests');

  for (const [uci, error] of refusals(random, legal, previous)) {
    same(playMove(state, uci), { ok: false, error }, uci);
  }
  const rookForms = new Set(theirs.flatMap((move) => (move.rookForm ? [move.rookForm] : [])));
  for (let i = 0; i < RANDOM_PROBES; i++) {
    const uci = squareName(Math.floor(random() * 64)) + squareName(Math.floor(random() * 64));
    const full = random() < 0.2 ? uci + pick(random, ['q', 'r', 'b', 'n']) : uci;
    same(playMove(state, full).ok, legal.has(full) || rookForms.has(full), full);
  }
  tally.positions++;
}

function checkEnd(state: GameState, js: ChessJs, repetitions: number, phantomEp: boolean, tally: Tally) {
  const end = automaticEnd(state);
  const mate = js.isCheckmate();
  const stalemate = js.isStalemate();
  const insufficient = js.isInsufficientMaterial() && !stalemate;
  const halfmoves = Number(js.fen().split(' ')[4]);
  const expected = mate
    ? 'mate'
    : stalemate
      ? 'stalemate'
      : insufficient
        ? 'insufficientMaterial'
        : repetitions >= 5
          ? 'fivefoldRepetition'
          : halfmoves >= 150
            ? 'seventyFiveMoves'
            : null;
  same(end && (end.endReason ?? end.status), expected, 'automatic end');
  if (mate) same(end?.winner, js.turn() === 'w' ? 'black' : 'white', 'winner');
  if (end) bump(tally.ends, expected!);

  if (js.isInsufficientMaterial()) {
    same(hasInsufficientMaterialToWin(state, 'white'), true, 'white cannot win');
    same(hasInsufficientMaterialToWin(state, 'black'), true, 'black cannot win');
  }
  if (end) return;
  const claim = claimableDraw(state);
  const expectedClaim =
    repetitions >= 3 ? 'threefoldRepetition' : js.isDrawByFiftyMoves() ? 'fiftyMoves' : null;
  same(claim, expectedClaim, 'claimable draw');
  if (!phantomEp) same(claim === 'threefoldRepetition', js.isThreefoldRepetition(), 'isThreefoldRepetition');
  if (claim) bump(tally.claims, claim);
}

// The object form: chess.js parses a string as SAN, generating the SAN of every legal move.
const play = (js: ChessJs, move: OracleMove) =>
  js.move({ from: move.from, to: move.to, promotion: move.uci[4] });

const loneKing = (js: ChessJs): boolean => {
  const board = js.fen().split(' ')[0]!;
  const theirPieces = js.turn() === 'w' ? board.match(/[a-z]/g) : board.match(/[A-Z]/g);
  return theirPieces?.length === 1;
};

function chooseMove(
  random: Random,
  style: Style,
  js: ChessJs,
  theirs: readonly OracleMove[],
  ownLast?: string,
): OracleMove {
  if (ownLast && random() < style.shuffle) {
    const back = theirs.find((move) => move.quiet && move.uci === ownLast.slice(2, 4) + ownLast.slice(0, 2));
    if (back) return back;
  }
  // Stalemates are rare in random play: look for one when the opponent has only its king left.
  if (style.stalemate && loneKing(js)) {
    const stalemate = theirs.find((move) => {
      play(js, move);
      const found = js.isStalemate();
      js.undo();
      return found;
    });
    if (stalemate) return stalemate;
  }
  if (random() < style.mate) {
    // `moves()` lists SAN in the order of the internal generator it wraps.
    const sans = js.moves();
    const mates = theirs.filter((_, i) => sans[i]?.endsWith('#'));
    if (mates.length > 0) return pick(random, mates);
  }
  const captures = theirs.filter((move) => move.capture);
  if (captures.length > 0 && random() < style.capture) return pick(random, captures);
  const quiet = theirs.filter((move) => move.quiet);
  if (quiet.length > 0 && random() < style.quiet) return pick(random, quiet);
  return pick(random, theirs);
}

function playRandomGame(seed: number, tally: Tally): void {
  const random = mulberry32(seed);
  const style = STYLES[seed % STYLES.length]!;
  const js = new ChessJs();
  let state = newGame();
  const history: string[] = [];
  const seen = new Map<string, number>();
  let previous: string[] = [];
  let phantomEp = false;
  for (;;) {
    const context = `seed ${seed}, moves ${history.join(' ')}`;
    const fen = js.fen();
    const key = fen.split(' ', 4).join(' ');
    seen.set(key, (seen.get(key) ?? 0) + 1);
    if (fen.split(' ')[4] === '0') phantomEp = js.fen({ forceEnpassantSquare: true }) !== fen;
    const theirs = oracleMoves(js);
    try {
      checkEnd(state, js, seen.get(key)!, phantomEp, tally);
      if (automaticEnd(state)) return;
      checkPosition(state, js, theirs, random, previous, tally);
    } catch (error) {
      throw new Error(`${context}\n${(error as Error).message}`);
    }
    previous = theirs.map((move) => move.uci);
    const theirMove = play(js, chooseMove(random, style, js, theirs, history[history.length - 2]));
    const played = playMove(state, theirMove.lan);
    if (!played.ok) throw new Error(`${context}\nrefused ${theirMove.lan}`);
    same(played.value.san, theirMove.san, `${context}\nsan`);
    same(played.value.fen, js.fen(), `${context}\nfen after`);
    state = played.value.state;
    history.push(theirMove.lan);
  }
}

describe('rules against chess.js on seeded random games', () => {
  // Several seconds of CPU: the budget is set by CPU, not by this guard against a hang.
  it(`agrees on ${GAMES} games`, { timeout: 120_000 }, () => {
    const tally: Tally = { positions: 0, ends: new Map(), claims: new Map() };
    for (let game = 0; game < GAMES; game++) playRandomGame(BASE_SEED + game, tally);

    // The games must have reached every rule this file claims to prove.
    expect(tally.positions).toBeGreaterThan(5_000);
    for (const end of [
      'mate',
      'stalemate',
      'insufficientMaterial',
      'fivefoldRepetition',
      'seventyFiveMoves',
    ]) {
      expect(tally.ends.get(end) ?? 0, end).toBeGreaterThan(0);
    }
    for (const claim of ['threefoldRepetition', 'fiftyMoves']) {
      expect(tally.claims.get(claim) ?? 0, claim).toBeGreaterThan(0);
    }
  });
});
