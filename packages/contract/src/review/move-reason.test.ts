import { describe, expect, it } from 'vitest';
import { describeReason, moveReason } from './move-reason';

describe('moveReason', () => {
  it('says a move hangs the queen', () => {
    const reason = moveReason({
      fen: 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2',
      played: 'd1g4',
      best: 'e4d5',
      bestScore: { cp: 30 },
      scoreAfter: { cp: -800 },
      moveClass: 'blunder',
    });
    expect(reason).toEqual({ kind: 'hangs', piece: 'queen' });
    expect(describeReason(reason!)).toBe('hangs the queen');
  });

  it('says a move allows mate', () => {
    const reason = moveReason({
      fen: 'rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2',
      played: 'g2g4',
      best: 'e2e4',
      bestScore: { cp: -60 },
      scoreAfter: { mate: -1 },
      moveClass: 'blunder',
    });
    expect(describeReason(reason!)).toBe('allows mate');
  });

  it('says a move misses mate', () => {
    const reason = moveReason({
      fen: '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1',
      played: 'h2h3',
      best: 'a1a8',
      bestScore: { mate: 1 },
      scoreAfter: { cp: 450 },
      moveClass: 'miss',
    });
    expect(describeReason(reason!)).toBe('misses mate');
  });

  it('says a move misses a fork', () => {
    const reason = moveReason({
      fen: 'r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1',
      played: 'e1d1',
      best: 'b5c7',
      bestScore: { cp: 500 },
      scoreAfter: { cp: 0 },
      moveClass: 'miss',
    });
    expect(describeReason(reason!)).toBe('misses a fork');
  });

  it('gives no reason for good moves, illegal moves or when none is cheap to see', () => {
    const base = { fen: 'r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1', best: 'b5c7', bestScore: null, scoreAfter: null };
    expect(moveReason({ ...base, played: 'b5c7', moveClass: 'best' })).toBeNull();
    expect(moveReason({ ...base, played: 'e1e5', moveClass: 'blunder' })).toBeNull();
    expect(moveReason({ ...base, best: 'e1d2', played: 'e1d1', moveClass: 'inaccuracy' })).toBeNull();
  });
});
