/**
 * The Universal Chess Interface, as far as Kingside speaks it with Stockfish: reading the engine's
 * `info` and `bestmove` lines and writing the commands we send. Pure (no engine, no clock, no I/O),
 * so the browser's engine worker, the review code and the puzzle miner share one reading of the
 * protocol. Like chessops, nothing here throws on bad input: every parser and builder answers a
 * `UciResult`, an error being a value with a stable code.
 */
import { Chess } from 'chessops/chess';
import { parseFen } from 'chessops/fen';

export const UCI_ERROR_CODES = [
  'empty_line',
  'not_info',
  'not_bestmove',
  'bad_number',
  'bad_score',
  'bad_move',
  'bad_fen',
  'bad_limit',
  'bad_option',
] as const;
export type UciErrorCode = (typeof UCI_ERROR_CODES)[number];

export class UciError extends Error {
  constructor(
    readonly code: UciErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'UciError';
  }
}

export type UciResult<T> = { ok: true; value: T } | { ok: false; error: UciError };

const ok = <T>(value: T): UciResult<T> => ({ ok: true, value });
const fail = <T>(code: UciErrorCode, message: string): UciResult<T> => ({
  ok: false,
  error: new UciError(code, message),
});

/** A score from the side to move's point of view, as UCI reports it. */
export interface UciScore {
  /** `cp`: centipawns; `mate`: moves to mate, negative when the side to move is being mated, 0 when it is mated. */
  kind: 'cp' | 'mate';
  value: number;
  /** Set when the search stopped on an aspiration window: the true score is at least / at most `value`. */
  bound?: 'lower' | 'upper';
}

/** Win/draw/loss per mille, side to move first (only with `UCI_ShowWDL`). */
export interface UciWdl {
  win: number;
  draw: number;
  loss: number;
}

export interface UciInfo {
  depth?: number;
  seldepth?: number;
  /** 1 when the engine does not say (single-line search). */
  multipv: number;
  score?: UciScore;
  wdl?: UciWdl;
  nodes?: number;
  nps?: number;
  /** Milliseconds since `go`. */
  time?: number;
  hashfull?: number;
  currmove?: string;
  currmovenumber?: number;
  /** Principal variation in UCI notation (`e2e4`, `e7e8q`); empty when the line has none. */
  pv: string[];
  /** Free text of `info string …`. */
  string?: string;
}

export interface UciBestMove {
  /** Null for `bestmove (none)`: the side to move is mated or stalemated. */
  move: string | null;
  ponder?: string;
}

const UCI_MOVE = /^(?:[a-h][1-8][a-h][1-8][qrbn]?|0000)$/;
const INTEGER = /^-?\d+$/;

const NUMBER_FIELDS = [
  'depth',
  'seldepth',
  'multipv',
  'nodes',
  'nps',
  'time',
  'hashfull',
  'currmovenumber',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

export function isUciMove(text: string): boolean {
  return UCI_MOVE.test(text);
}

function tokens(line: string): string[] {
  return line.trim().split(/\s+/).filter(Boolean);
}

function integer(text: string | undefined, field: string): UciResult<number> {
  if (text === undefined || !INTEGER.test(text))
    return fail('bad_number', `${field} needs an integer, got ${text ?? 'nothing'}`);
  return ok(Number(text));
}

/** Parses one `info …` line. Unknown fields (`tbhits`, `cpuload`, `refutation`…) are skipped with their value. */
export function parseInfo(line: string): UciResult<UciInfo> {
  const words = tokens(line);
  if (words.length === 0) return fail('empty_line', 'empty line');
  if (words[0] !== 'info') return fail('not_info', `not an info line: ${words[0]}`);
  const info: UciInfo = { multipv: 1, pv: [] };
  let i = 1;
  while (i < words.length) {
    const field = words[i] as string;
    if ((NUMBER_FIELDS as readonly string[]).includes(field)) {
      const value = integer(words[i + 1], field);
      if (!value.ok) return value;
      info[field as NumberField] = value.value;
      i += 2;
    } else if (field === 'score') {
      const score = parseScore(words, i + 1);
      if (!score.ok) return score;
      info.score = score.value.score;
      i = score.value.next;
    } else if (field === 'wdl') {
      const parts = [words[i + 1], words[i + 2], words[i + 3]].map((w) => integer(w, 'wdl'));
      const bad = parts.find((p) => !p.ok);
      if (bad && !bad.ok) return bad;
      const [win, draw, loss] = parts.map((p) => (p.ok ? p.value : 0)) as [number, number, number];
      info.wdl = { win, draw, loss };
      i += 4;
    } else if (field === 'currmove') {
      const move = words[i + 1];
      if (move === undefined || !isUciMove(move))
        return fail('bad_move', `currmove is not a move: ${move ?? 'nothing'}`);
      info.currmove = move;
      i += 2;
    } else if (field === 'pv') {
      // The principal variation runs to the end of the line.
      const moves = words.slice(i + 1);
      const bad = moves.find((m) => !isUciMove(m));
      if (bad !== undefined) return fail('bad_move', `pv holds a non-move: ${bad}`);
      info.pv = moves;
      i = words.length;
    } else if (field === 'string') {
      info.string = words.slice(i + 1).join(' ');
      i = words.length;
    } else {
      i += 2;
    }
  }
  return ok(info);
}

function parseScore(words: string[], start: number): UciResult<{ score: UciScore; next: number }> {
  const kind = words[start];
  if (kind !== 'cp' && kind !== 'mate')
    return fail('bad_score', `score must be cp or mate, got ${kind ?? 'nothing'}`);
  const value = integer(words[start + 1], `score ${kind}`);
  if (!value.ok) return fail('bad_score', value.error.message);
  const score: UciScore = { kind, value: value.value };
  let next = start + 2;
  const bound = words[next];
  if (bound === 'lowerbound' || bound === 'upperbound') {
    score.bound = bound === 'lowerbound' ? 'lower' : 'upper';
    next += 1;
  }
  return ok({ score, next });
}

/** Parses `bestmove e2e4 [ponder e7e5]` and `bestmove (none)`. */
export function parseBestMove(line: string): UciResult<UciBestMove> {
  const words = tokens(line);
  if (words.length === 0) return fail('empty_line', 'empty line');
  if (words[0] !== 'bestmove') return fail('not_bestmove', `not a bestmove line: ${words[0]}`);
  const move = words[1];
  if (move === '(none)') return ok({ move: null });
  if (move === undefined || !isUciMove(move))
    return fail('bad_move', `bestmove is not a move: ${move ?? 'nothing'}`);
  const best: UciBestMove = { move };
  if (words[2] === 'ponder') {
    const ponder = words[3];
    if (ponder === undefined || !isUciMove(ponder))
      return fail('bad_move', `ponder is not a move: ${ponder ?? 'nothing'}`);
    best.ponder = ponder;
  }
  return ok(best);
}

/** One engine line, classified. Lines we do not use (`id`, `option`, banners) come back as `other`. */
export type UciMessage =
  | { type: 'info'; info: UciInfo }
  | { type: 'bestmove'; best: UciBestMove }
  | { type: 'uciok' }
  | { type: 'readyok' }
  | { type: 'other'; text: string };

export function parseUciLine(line: string): UciResult<UciMessage> {
  const first = tokens(line)[0];
  if (first === undefined) return fail('empty_line', 'empty line');
  if (first === 'info') {
    const info = parseInfo(line);
    return info.ok ? ok({ type: 'info', info: info.value }) : info;
  }
  if (first === 'bestmove') {
    const best = parseBestMove(line);
    return best.ok ? ok({ type: 'bestmove', best: best.value }) : best;
  }
  if (first === 'uciok' || first === 'readyok') return ok({ type: first });
  return ok({ type: 'other', text: line.trim() });
}

/** The score from White's point of view (UCI speaks for the side to move). */
export function whiteScore(score: UciScore, turn: 'white' | 'black'): UciScore {
  if (turn === 'white') return score;
  const flipped: UciScore = { kind: score.kind, value: score.value === 0 ? 0 : -score.value };
  if (score.bound) flipped.bound = score.bound === 'lower' ? 'upper' : 'lower';
  return flipped;
}

// ---------------------------------------------------------------------------------------------
// Commands

/** `position startpos|fen … [moves …]`. The FEN must be a legal chess position: Stockfish's WASM
 * builds abort on a position without kings or with the side not to move in check. */
export function positionCommand(position: { fen?: string; moves?: readonly string[] }): UciResult<string> {
  const moves = position.moves ?? [];
  const bad = moves.find((m) => !isUciMove(m) || m === '0000');
  if (bad !== undefined) return fail('bad_move', `not a move in UCI notation: ${bad}`);
  let base = 'position startpos';
  if (position.fen !== undefined) {
    const fen = position.fen.trim();
    if (/[\r\n]/.test(position.fen)) return fail('bad_fen', 'a FEN is one line');
    const setup = parseFen(fen);
    if (setup.isErr) return fail('bad_fen', `invalid FEN: ${setup.error.message}`);
    const chess = Chess.fromSetup(setup.value);
    if (chess.isErr) return fail('bad_fen', `illegal position: ${chess.error.message}`);
    base = `position fen ${fen}`;
  }
  return ok(moves.length > 0 ? `${base} moves ${moves.join(' ')}` : base);
}

export interface GoLimits {
  depth?: number;
  movetime?: number;
  nodes?: number;
  infinite?: boolean;
}

const GO_LIMIT_MAX = { depth: 245, movetime: 3_600_000, nodes: 10_000_000_000 } as const;

/** `go …` with at least one limit; `infinite` alone or numeric limits, each a positive integer. */
export function goCommand(limits: GoLimits): UciResult<string> {
  const parts = ['go'];
  for (const key of ['depth', 'movetime', 'nodes'] as const) {
    const value = limits[key];
    if (value === undefined) continue;
    if (!Number.isInteger(value) || value < 1 || value > GO_LIMIT_MAX[key]) {
      return fail('bad_limit', `${key} must be an integer from 1 to ${GO_LIMIT_MAX[key]}`);
    }
    parts.push(key, String(value));
  }
  if (limits.infinite) {
    if (parts.length > 1) return fail('bad_limit', 'infinite takes no other limit');
    parts.push('infinite');
  }
  if (parts.length === 1) return fail('bad_limit', 'go needs a limit');
  return ok(parts.join(' '));
}

/** The options we set, with Stockfish 17–19's ranges. */
export const UCI_OPTIONS = {
  'Skill Level': { kind: 'spin', min: 0, max: 20 },
  MultiPV: { kind: 'spin', min: 1, max: 256 },
  UCI_LimitStrength: { kind: 'check' },
  UCI_Elo: { kind: 'spin', min: 1320, max: 3190 },
  UCI_ShowWDL: { kind: 'check' },
  Threads: { kind: 'spin', min: 1, max: 1024 },
  Hash: { kind: 'spin', min: 1, max: 33_554_432 },
} as const;
export type UciOptionName = keyof typeof UCI_OPTIONS;

export function setOptionCommand(name: UciOptionName, value: number | boolean): UciResult<string> {
  const option = UCI_OPTIONS[name] as
    | { kind: 'spin'; min: number; max: number }
    | { kind: 'check' }
    | undefined;
  if (option === undefined) return fail('bad_option', `unknown option: ${String(name)}`);
  if (option.kind === 'check') {
    if (typeof value !== 'boolean') return fail('bad_option', `${name} takes true or false`);
    return ok(`setoption name ${name} value ${value}`);
  }
  if (typeof value !== 'number' || !Number.isInteger(value) || value < option.min || value > option.max) {
    return fail('bad_option', `${name} must be an integer from ${option.min} to ${option.max}`);
  }
  return ok(`setoption name ${name} value ${value}`);
}
