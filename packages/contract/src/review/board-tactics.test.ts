import { describe, expect, it } from 'vitest';
import {
  after,
  isFork,
  isSacrifice,
  legalMove,
  lineTactics,
  mateInOne,
  mostValuableHanging,
  positionOf,
} from './board-tactics';

const setup = (fen: string, uci: string) => {
  const pos = positionOf(fen)!;
  return { pos, move: legalMove(pos, uci)! };
};

describe('board tactics', () => {
  it('refuses a bad FEN and an illegal move', () => {
    expect(positionOf('not a fen')).toBeNull();
    expect(legalMove(positionOf('4k3/8/8/8/8/8/8/4K3 w - - 0 1')!, 'e1e3')).toBeNull();
    expect(legalMove(positionOf('4k3/8/8/8/8/8/8/4K3 w - - 0 1')!, 'zz')).toBeNull();
  });

  it('sees a queen left hanging', () => {
    const { pos, move } = setup('rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2', 'd1g4');
    expect(mostValuableHanging(after(pos, move), 'white')).toBe('queen');
    // Before it only the e4 pawn was loose (d5 takes it).
    expect(mostValuableHanging(pos, 'white')).toBe('pawn');
  });

  it('sees a knight fork of king and rook', () => {
    const fork = setup('r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1', 'b5c7');
    expect(isFork(fork.pos, fork.move)).toBe(true);
    const quiet = setup('r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1', 'b5d4');
    expect(isFork(quiet.pos, quiet.move)).toBe(false);
  });

  it('tells a pin from a skewer', () => {
    const pin = setup('r1bqkbnr/ppp2ppp/2np4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 4', 'f1b5');
    expect([...lineTactics(pin.pos, pin.move)]).toEqual(['pin']);
    const skewer = setup('2k4q/8/8/8/8/8/8/R3K3 w - - 0 1', 'a1a8');
    expect([...lineTactics(skewer.pos, skewer.move)]).toEqual(['skewer']);
  });

  it('sees a piece given up, and a safe move as none', () => {
    const greekGift = setup('5rk1/5ppp/8/8/8/3B4/8/4K3 w - - 0 1', 'd3h7');
    expect(isSacrifice(greekGift.pos, greekGift.move)).toBe(true);
    const safe = setup('5rk1/5ppp/8/8/8/3B4/8/4K3 w - - 0 1', 'd3e4');
    expect(isSacrifice(safe.pos, safe.move)).toBe(false);
  });

  it('finds a mate in one', () => {
    expect(mateInOne(positionOf('6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1')!)).toEqual({
      from: 0,
      to: 56,
      promotion: undefined,
    });
    expect(mateInOne(positionOf('4k3/8/8/8/8/8/8/4K3 w - - 0 1')!)).toBeNull();
  });
});
