import { COMPUTER_LEVELS, computerBot } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import type { EngineLine } from '../../lib/engine/engine-lines';
import { bookMove, engineSettings, pickMove, standingAfter, winnerOf } from './computer-play';

const line = (multipv: number, cp: number, move: string): EngineLine => ({
  multipv,
  depth: 10,
  score: { kind: 'cp', value: cp },
  pv: [move],
});

describe('the level table', () => {
  it('runs from beginner to full strength: Elo, skill, depth and time all rise', () => {
    expect(COMPUTER_LEVELS.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const key of ['elo', 'skill', 'depth', 'movetimeMs'] as const) {
      const values = COMPUTER_LEVELS.map((l) => l[key]);
      expect(
        [...values].sort((a, b) => a - b),
        key,
      ).toEqual(values);
    }
    expect(COMPUTER_LEVELS[0]).toMatchObject({ skill: 0, depth: 1 });
    expect(COMPUTER_LEVELS[7]).toMatchObject({ skill: 20, uciElo: null });
    // Stockfish's UCI_Elo takes 1320–3190: every level that uses it stays inside.
    for (const level of COMPUTER_LEVELS)
      if (level.uciElo !== null) expect(level.uciElo).toBeGreaterThanOrEqual(1320);
  });

  it('tells the engine the level’s skill, strength limit and search limits', () => {
    expect(engineSettings(1)).toEqual({
      options: { 'Skill Level': 0, UCI_LimitStrength: false, MultiPV: 3 },
      limits: { depth: 1, movetime: 50 },
    });
    expect(engineSettings(5)).toEqual({
      options: { 'Skill Level': 10, UCI_LimitStrength: true, UCI_Elo: 1700, MultiPV: 3 },
      limits: { depth: 8, movetime: 300 },
    });
    expect(engineSettings(8).options).toMatchObject({ 'Skill Level': 20, UCI_LimitStrength: false });
  });
});

describe('a bot’s moves', () => {
  const rosa = computerBot('rosa')!;
  const basil = computerBot('basil')!;
  const vex = computerBot('vex')!;
  const stockfish = computerBot('stockfish')!;

  it('follows its opening book while the game stays on a line', () => {
    expect(bookMove(rosa, ['e2e4'], () => 0)).toBe('e7e5');
    expect(bookMove(rosa, ['e2e4', 'e7e5'], () => 0)).toBe('f2f4');
    expect(bookMove(rosa, ['e2e4', 'e7e5'], () => 0.6)).toBe('g1f3');
    expect(bookMove(rosa, ['d2d4'], () => 0)).toBeNull();
    expect(bookMove(stockfish, [], () => 0)).toBeNull();
  });

  // Italian game, White to move: d2d4 takes nothing; c4f7 is a capture with check.
  const fen = 'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4';

  it('aggressive: a check or capture close to the best move', () => {
    const lines = [line(1, 30, 'e1g1'), line(2, -20, 'c4f7'), line(3, 25, 'c2c3')];
    expect(pickMove('e1g1', lines, rosa, fen)).toBe('e1g1');
    const close = [line(1, 30, 'e1g1'), line(2, 10, 'c4f7'), line(3, 25, 'c2c3')];
    expect(pickMove('e1g1', close, rosa, fen)).toBe('c4f7');
  });

  it('solid: a quiet move when the best one is a capture', () => {
    const lines = [line(1, 30, 'c4f7'), line(2, 10, 'e1g1')];
    expect(pickMove('c4f7', lines, basil, fen)).toBe('e1g1');
    expect(pickMove('c4f7', [line(1, 30, 'c4f7'), line(2, -50, 'e1g1')], basil, fen)).toBe('c4f7');
  });

  it('trappy: a check within a wider margin; balanced: always the engine’s move', () => {
    const lines = [line(1, 50, 'e1g1'), line(2, 0, 'c4f7')];
    expect(pickMove('e1g1', lines, vex, fen)).toBe('c4f7');
    expect(pickMove('e1g1', lines, stockfish, fen)).toBe('e1g1');
  });

  it('keeps the engine’s move when it is not among the lines (a skill-weakened choice)', () => {
    expect(pickMove('h2h3', [line(1, 30, 'e1g1'), line(2, 20, 'c4f7')], rosa, fen)).toBe('h2h3');
  });
});

describe('when the game is over', () => {
  it('sees mate, stalemate and a dead position, and who won', () => {
    const mate = standingAfter('f2f3 e7e5 g2g4 d8h4'.split(' '));
    expect(mate.end).toBe('checkmate');
    expect(winnerOf('checkmate', mate, 'white')).toBe('black');
    const stalemate = standingAfter(
      'e2e3 a7a5 d1h5 a8a6 h5a5 h7h5 h2h4 a6h6 a5c7 f7f6 c7d7 e8f7 d7b7 d8d3 b7b8 d3h7 b8c8 f7g6 c8e6'.split(
        ' ',
      ),
    );
    expect(stalemate.end).toBe('stalemate');
    expect(winnerOf('stalemate', stalemate, 'white')).toBeNull();
    expect(standingAfter(['e2e4']).end).toBeNull();
    expect(winnerOf('resign', standingAfter(['e2e4', 'e7e5']), 'white')).toBe('black');
  });

  it('offers a threefold repetition to claim, and ends a fivefold by itself', () => {
    const shuffle = 'g1f3 g8f6 f3g1 f6g8'.split(' ');
    expect(standingAfter(shuffle).claimable).toBeNull();
    expect(standingAfter([...shuffle, ...shuffle])).toMatchObject({
      end: null,
      claimable: 'threefoldRepetition',
    });
    expect(standingAfter([...shuffle, ...shuffle, ...shuffle, ...shuffle]).end).toBe('fivefoldRepetition');
  });
});
