import { describe, expect, it } from 'vitest';
import { checkAnswer } from './puzzle-answer';

// 1. Qe8+ Rxe8 2. Rxe8#
const backRank = { fen: '3r2k1/5ppp/8/8/8/8/4QPPP/4R1K1 w - - 0 1', solution: ['e2e8', 'd8e8', 'e1e8'] };
// A knight fork: 1. Nc7+ Kd7 2. Nxa8
const fork = { fen: 'r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1', solution: ['b5c7', 'e8d7', 'c7a8'] };

describe('checkAnswer', () => {
  it('answers a right move with the reply, then solved', () => {
    expect(checkAnswer(backRank, ['e2e8'])).toEqual({ kind: 'continue', reply: 'd8e8' });
    expect(checkAnswer(backRank, ['e2e8', 'e1e8'])).toEqual({ kind: 'solved' });
    expect(checkAnswer(fork, ['b5c7', 'c7a8'])).toEqual({ kind: 'solved' });
  });

  it('calls a legal move off the solution wrong', () => {
    expect(checkAnswer(fork, ['b5d6'])).toEqual({ kind: 'wrong', at: 0 });
    expect(checkAnswer(fork, ['b5c7', 'c7e6'])).toEqual({ kind: 'wrong', at: 1 });
  });

  it('accepts any mate, even one the solution does not name', () => {
    const twoMates = { fen: '6k1/5ppp/8/8/8/8/5PPP/RR4K1 w - - 0 1', solution: ['a1a8'] };
    expect(checkAnswer(twoMates, ['b1b8'])).toEqual({ kind: 'solved' });
  });

  it('refuses illegal moves and answers longer than the solution', () => {
    expect(checkAnswer(fork, ['b5b7'])).toEqual({ kind: 'illegal', at: 0 });
    expect(checkAnswer(fork, ['b5c7', 'c7a8', 'a8b6'])).toEqual({ kind: 'too_many' });
  });
});
