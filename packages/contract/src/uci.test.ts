import { describe, expect, it } from 'vitest';
import {
  goCommand,
  parseBestMove,
  parseInfo,
  parseUciLine,
  positionCommand,
  setOptionCommand,
  type UciInfo,
  type UciMessage,
  type UciOptionName,
  type UciResult,
  whiteScore,
} from './uci';
import {
  CHECKMATED,
  LIMITED_STRENGTH,
  LOWERBOUND,
  MATE_IN_ONE,
  MATED_IN_ONE,
  MULTI_PV_DEPTH_8,
  STALEMATE,
  UCI_HANDSHAKE,
  UPPERBOUND,
  WDL_LINE,
} from './uci.recorded';

function value<T>(result: UciResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

function errorCode<T>(result: UciResult<T>): string {
  if (result.ok) throw new Error(`expected an error, got ${JSON.stringify(result.value)}`);
  return result.error.code;
}

/** Every line of a transcript parsed; a recorded transcript must parse without one error. */
function messages(transcript: string): UciMessage[] {
  return transcript
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => value(parseUciLine(line)));
}

function infos(transcript: string): UciInfo[] {
  return messages(transcript).flatMap((m) =>
    m.type === 'info' && m.info.depth !== undefined ? [m.info] : [],
  );
}

function bestOf(transcript: string) {
  const best = messages(transcript).find((m) => m.type === 'bestmove');
  if (best?.type !== 'bestmove') throw new Error('no bestmove');
  return best.best;
}

describe('parsing recorded Stockfish output', () => {
  it('reads the handshake: options are other lines, then uciok and readyok', () => {
    const all = messages(UCI_HANDSHAKE);
    expect(all[0]).toEqual({
      type: 'other',
      text: 'Stockfish 19 Lite WASM by the Stockfish developers (see AUTHORS file)',
    });
    expect(all.slice(-2)).toEqual([{ type: 'uciok' }, { type: 'readyok' }]);
    expect(all.filter((m) => m.type === 'info' || m.type === 'bestmove')).toEqual([]);
  });

  it('reads a multi-PV search line by line: depth, seldepth, multipv, score, nodes, nps, time, pv', () => {
    const lines = infos(MULTI_PV_DEPTH_8);
    expect(lines).toHaveLength(16);
    expect(lines[0]).toEqual({
      depth: 1,
      seldepth: 2,
      multipv: 1,
      score: { kind: 'cp', value: 12 },
      nodes: 77,
      nps: 15400,
      hashfull: 0,
      time: 5,
      pv: ['b1c3'],
    });
    const last = lines.slice(-2);
    expect(last.map((l) => [l.depth, l.multipv, l.score])).toEqual([
      [8, 1, { kind: 'cp', value: 42 }],
      [8, 2, { kind: 'cp', value: 29 }],
    ]);
    expect(last[1]?.pv).toEqual('b1c3 b8c6 g1f3 g8f6 d2d4 e5d4 f3d4 f8b4 c1g5 b4c3 b2c3 e8g8'.split(' '));
    expect(bestOf(MULTI_PV_DEPTH_8)).toEqual({ move: 'g1f3', ponder: 'b8c6' });
  });

  it('keeps info string lines as text', () => {
    const first = messages(MULTI_PV_DEPTH_8)[0];
    expect(first).toEqual({
      type: 'info',
      info: {
        multipv: 1,
        pv: [],
        string: 'NNUE evaluation using nn-61e7af4bb97d.nnue (1MiB, (768, 1024, 32, 32, 1))',
      },
    });
  });

  it('reads a mate for the side to move and a bestmove without ponder', () => {
    const lines = infos(MATE_IN_ONE);
    expect(lines.every((l) => l.score?.kind === 'mate' && l.score.value === 1)).toBe(true);
    expect(bestOf(MATE_IN_ONE)).toEqual({ move: 'd1d8' });
  });

  it('reads a mate against the side to move as a negative mate', () => {
    const last = infos(MATED_IN_ONE).at(-1);
    expect(last?.score).toEqual({ kind: 'mate', value: -1 });
    expect(last?.pv).toEqual(['h8g8', 'f6g7']);
    expect(bestOf(MATED_IN_ONE)).toEqual({ move: 'h8g8', ponder: 'f6g7' });
  });

  it('reads a checkmated side: mate 0 at depth 0 and bestmove (none)', () => {
    expect(infos(CHECKMATED)).toEqual([{ depth: 0, multipv: 1, score: { kind: 'mate', value: 0 }, pv: [] }]);
    expect(bestOf(CHECKMATED)).toEqual({ move: null });
  });

  it('reads a stalemate: cp 0 at depth 0 and bestmove (none)', () => {
    expect(infos(STALEMATE)).toEqual([{ depth: 0, multipv: 1, score: { kind: 'cp', value: 0 }, pv: [] }]);
    expect(bestOf(STALEMATE)).toEqual({ move: null });
  });

  it('reads lowerbound and upperbound scores of a search stopped on its aspiration window', () => {
    const lower = infos(LOWERBOUND).at(-1);
    expect(lower?.score).toEqual({ kind: 'cp', value: 18, bound: 'lower' });
    expect(lower?.nodes).toBe(2491315);
    expect(lower?.pv).toEqual(['c2c3', 'd7d6']);
    const upper = infos(UPPERBOUND).at(-1);
    expect(upper?.score).toEqual({ kind: 'cp', value: 47, bound: 'upper' });
    expect(upper?.time).toBe(3000);
    expect(infos(UPPERBOUND)[0]?.score).toEqual({ kind: 'cp', value: 54 });
  });

  it('reads win/draw/loss per mille', () => {
    expect(infos(WDL_LINE).at(-1)?.wdl).toEqual({ win: 45, draw: 948, loss: 7 });
    expect(infos(WDL_LINE).at(-1)?.score).toEqual({ kind: 'cp', value: 23 });
  });

  it('reads the output of a strength-limited search', () => {
    const lines = infos(LIMITED_STRENGTH);
    expect(lines.map((l) => l.depth)).toEqual([1, 2, 3, 4, 5]);
    expect(lines.at(-1)?.score).toEqual({ kind: 'cp', value: -34 });
    expect(bestOf(LIMITED_STRENGTH)).toEqual({ move: 'c7c5', ponder: 'g1f3' });
  });
});

describe('parsing bad lines', () => {
  it('answers errors with stable codes, never throwing', () => {
    expect(errorCode(parseInfo(''))).toBe('empty_line');
    expect(errorCode(parseInfo('bestmove e2e4'))).toBe('not_info');
    expect(errorCode(parseInfo('info depth x'))).toBe('bad_number');
    expect(errorCode(parseInfo('info depth'))).toBe('bad_number');
    expect(errorCode(parseInfo('info depth 3 score pawns 4'))).toBe('bad_score');
    expect(errorCode(parseInfo('info depth 3 score cp'))).toBe('bad_score');
    expect(errorCode(parseInfo('info depth 3 pv e2e4 nonsense'))).toBe('bad_move');
    expect(errorCode(parseInfo('info currmove z9z9'))).toBe('bad_move');
    expect(errorCode(parseInfo('info wdl 1 2'))).toBe('bad_number');
    expect(errorCode(parseBestMove('info depth 1'))).toBe('not_bestmove');
    expect(errorCode(parseBestMove('bestmove'))).toBe('bad_move');
    expect(errorCode(parseBestMove('bestmove e2e4 ponder'))).toBe('bad_move');
    expect(errorCode(parseUciLine('   '))).toBe('empty_line');
    expect(errorCode(parseUciLine('bestmove e9e4'))).toBe('bad_move');
  });

  it('skips fields it does not use, with their value', () => {
    expect(value(parseInfo('info depth 5 tbhits 0 cpuload 500 currmove e2e4 currmovenumber 1'))).toEqual({
      depth: 5,
      multipv: 1,
      pv: [],
      currmove: 'e2e4',
      currmovenumber: 1,
    });
  });

  it('reads promotions in a pv', () => {
    expect(value(parseInfo('info depth 1 score mate 1 pv e7e8q')).pv).toEqual(['e7e8q']);
  });
});

describe('scores from White', () => {
  it('flips sign and bound for Black to move, and leaves White alone', () => {
    expect(whiteScore({ kind: 'cp', value: 42 }, 'white')).toEqual({ kind: 'cp', value: 42 });
    expect(whiteScore({ kind: 'cp', value: 42 }, 'black')).toEqual({ kind: 'cp', value: -42 });
    expect(whiteScore({ kind: 'mate', value: -1 }, 'black')).toEqual({ kind: 'mate', value: 1 });
    expect(whiteScore({ kind: 'mate', value: 0 }, 'black')).toEqual({ kind: 'mate', value: 0 });
    expect(whiteScore({ kind: 'cp', value: 18, bound: 'lower' }, 'black')).toEqual({
      kind: 'cp',
      value: -18,
      bound: 'upper',
    });
  });
});

describe('building commands', () => {
  it('builds position commands from the start or a FEN, with moves', () => {
    expect(value(positionCommand({}))).toBe('position startpos');
    expect(value(positionCommand({ moves: ['e2e4', 'e7e5'] }))).toBe('position startpos moves e2e4 e7e5');
    const fen = '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1';
    expect(value(positionCommand({ fen }))).toBe(`position fen ${fen}`);
    expect(value(positionCommand({ fen, moves: ['d1d8'] }))).toBe(`position fen ${fen} moves d1d8`);
  });

  it('refuses bad FENs and moves before they reach the engine', () => {
    expect(errorCode(positionCommand({ fen: 'not a fen' }))).toBe('bad_fen');
    expect(errorCode(positionCommand({ fen: '8/8/8/8/8/8/8/8 w - - 0 1' }))).toBe('bad_fen');
    expect(errorCode(positionCommand({ fen: '6k1/8/8/8/8/8/8/6K1 w - - 0 1\nquit' }))).toBe('bad_fen');
    expect(errorCode(positionCommand({ moves: ['e2e4', 'quit'] }))).toBe('bad_move');
    expect(errorCode(positionCommand({ moves: ['0000'] }))).toBe('bad_move');
  });

  it('builds go with depth, movetime, nodes or infinite', () => {
    expect(value(goCommand({ depth: 8 }))).toBe('go depth 8');
    expect(value(goCommand({ movetime: 300 }))).toBe('go movetime 300');
    expect(value(goCommand({ nodes: 5000 }))).toBe('go nodes 5000');
    expect(value(goCommand({ depth: 5, movetime: 100 }))).toBe('go depth 5 movetime 100');
    expect(value(goCommand({ infinite: true }))).toBe('go infinite');
  });

  it('refuses go without a limit, with a bad limit, or infinite with a limit', () => {
    expect(errorCode(goCommand({}))).toBe('bad_limit');
    expect(errorCode(goCommand({ depth: 0 }))).toBe('bad_limit');
    expect(errorCode(goCommand({ movetime: 1.5 }))).toBe('bad_limit');
    expect(errorCode(goCommand({ nodes: -3 }))).toBe('bad_limit');
    expect(errorCode(goCommand({ depth: 3, infinite: true }))).toBe('bad_limit');
  });

  it('builds setoption for skill, multi-PV and limited strength', () => {
    expect(value(setOptionCommand('Skill Level', 0))).toBe('setoption name Skill Level value 0');
    expect(value(setOptionCommand('MultiPV', 3))).toBe('setoption name MultiPV value 3');
    expect(value(setOptionCommand('UCI_LimitStrength', true))).toBe(
      'setoption name UCI_LimitStrength value true',
    );
    expect(value(setOptionCommand('UCI_Elo', 1500))).toBe('setoption name UCI_Elo value 1500');
  });

  it('refuses options out of the engine range, of the wrong type, or unknown', () => {
    expect(errorCode(setOptionCommand('Skill Level', 21))).toBe('bad_option');
    expect(errorCode(setOptionCommand('MultiPV', 0))).toBe('bad_option');
    expect(errorCode(setOptionCommand('UCI_Elo', 1000))).toBe('bad_option');
    expect(errorCode(setOptionCommand('UCI_LimitStrength', 1))).toBe('bad_option');
    expect(errorCode(setOptionCommand('Skill Level', true))).toBe('bad_option');
    expect(errorCode(setOptionCommand('Contempt' as UciOptionName, 10))).toBe('bad_option');
  });
});
