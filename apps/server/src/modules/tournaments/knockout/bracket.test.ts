import { describe, expect, it } from 'vitest';
import {
  champion,
  drawBracket,
  type KnockoutBracket,
  playableMatches,
  recordGame,
  recordWalkover,
} from './bracket';

/** Players s1…sN, rated so that sK is seed K; listed in a shuffled order to show the draw sorts them. */
const field = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `s${i + 1}`, rating: 2500 - i * 10 })).sort((a, b) =>
    a.id < b.id ? 1 : -1,
  );

const draw = (n: number, games = 1): KnockoutBracket => {
  const result = drawBracket(field(n), games);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

const sides = (bracket: KnockoutBracket, round: number) =>
  bracket.rounds[round - 1]?.map((m) => `${m.a ?? '-'}/${m.b ?? '-'}`);

function must(result: ReturnType<typeof recordGame>): KnockoutBracket {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('drawBracket', () => {
  it('seeds 1 v 8, 4 v 5, 2 v 7, 3 v 6', () => {
    expect(sides(draw(8), 1)).toEqual(['s1/s8', 's4/s5', 's2/s7', 's3/s6']);
  });

  it('gives the byes to the top seeds when the field is not a power of two', () => {
    // Six players in an eight-bracket: seeds 7 and 8 are missing, so 1 and 2 go straight through.
    const bracket = draw(6);
    expect(sides(bracket, 1)).toEqual(['s1/-', 's4/s5', 's2/-', 's3/s6']);
    expect(bracket.rounds[0]?.[0]?.decided).toEqual({ winner: 's1', by: 'bye' });
    expect(sides(bracket, 2)).toEqual(['s1/-', 's2/-']);
    expect(playableMatches(bracket).map((m) => m.id)).toEqual(['r1m2', 'r1m4']);
  });

  it('refuses a field it cannot draw', () => {
    expect(drawBracket(field(1), 1)).toEqual({ ok: false, error: 'too_few_players' });
    expect(drawBracket(field(4), 0)).toEqual({ ok: false, error: 'invalid_games' });
    expect(drawBracket([...field(2), { id: 's1', rating: 1 }], 1)).toEqual({
      ok: false,
      error: 'duplicate_entrant',
    });
  });
});

describe('playing a bracket', () => {
  it('advances winners to a champion, with a tie-break when a match is level', () => {
    let b = draw(4, 2);
    // Semi 1: s1 v s4 1–1, Armageddon drawn: s1 (black, draw odds) through by tie-break.
    b = must(recordGame(b, 'r1m1', 'a'));
    b = must(recordGame(b, 'r1m1', 'b'));
    b = must(recordGame(b, 'r1m1', 'draw'));
    expect(b.rounds[0]?.[0]?.decided).toEqual({ winner: 's1', by: 'tiebreak' });
    // Semi 2: s2 v s3, s3 wins both.
    b = must(recordGame(b, 'r1m2', 'b'));
    b = must(recordGame(b, 'r1m2', 'b'));
    expect(sides(b, 2)).toEqual(['s1/s3']);
    expect(champion(b)).toBeNull();
    b = must(recordGame(b, 'r2m1', 'b'));
    b = must(recordGame(b, 'r2m1', 'draw'));
    expect(champion(b)).toBe('s3');
    expect(recordGame(b, 'r2m1', 'a')).toEqual({ ok: false, error: 'match_decided' });
  });

  it('gives a walkover for a no-show, and lets the next opponent through when both fail to come', () => {
    let b = draw(8);
    b = must(recordWalkover(b, 'r1m1', 'a'));
    expect(b.rounds[0]?.[0]?.decided).toEqual({ winner: 's8', by: 'walkover' });
    b = must(recordWalkover(b, 'r1m2', 'both'));
    // Nobody from 4 v 5: s8 goes through the quarter-final round's match unopposed.
    expect(b.rounds[1]?.[0]?.decided).toEqual({ winner: 's8', by: 'bye' });
    b = must(recordGame(b, 'r1m3', 'a'));
    b = must(recordGame(b, 'r1m4', 'a'));
    expect(sides(b, 3)).toEqual(['s8/-']);
    b = must(recordGame(b, 'r2m2', 'b'));
    expect(sides(b, 3)).toEqual(['s8/s3']);
  });

  it('refuses games for unknown matches and matches still waiting for a player', () => {
    const b = draw(8);
    expect(recordGame(b, 'r9m1', 'a')).toEqual({ ok: false, error: 'unknown_match' });
    expect(recordGame(b, 'r2m1', 'a')).toEqual({ ok: false, error: 'match_not_ready' });
    expect(recordWalkover(b, 'r3m1', 'a')).toEqual({ ok: false, error: 'match_not_ready' });
  });
});
