import { describe, expect, it } from 'vitest';
import { type AbortedGame, forfeitedBy, pointsOf, resultOf } from './match-scoring';

const T0 = new Date('2026-01-01T12:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const aborted = (extra: Partial<AbortedGame> = {}): AbortedGame => ({
  plies: 0,
  turnFrom: T0,
  endedAt: later(31_000),
  allowedMs: 30_000,
  opponentCame: true,
  ...extra,
});

describe('club match scoring', () => {
  it('gives a played game to the winner’s club, a draw to both', () => {
    expect(resultOf('white', { winner: 'white', aborted: null })).toBe('home');
    expect(resultOf('black', { winner: 'white', aborted: null })).toBe('away');
    expect(resultOf('black', { winner: null, aborted: null })).toBe('draw');
    expect(pointsOf('draw')).toEqual({ home: 1, away: 1 });
    expect(pointsOf('away')).toEqual({ home: 0, away: 2 });
  });

  it('counts an aborted game against the side whose first move never came while the other was there', () => {
    expect(forfeitedBy(aborted())).toBe('white');
    expect(forfeitedBy(aborted({ plies: 1 }))).toBe('black');
    // Home had white and never moved: the away club's point.
    expect(resultOf('white', { winner: null, aborted: aborted() })).toBe('away');
    expect(resultOf('black', { winner: null, aborted: aborted({ plies: 1 }) })).toBe('away');
    expect(resultOf('white', { winner: null, aborted: aborted({ plies: 1 }) })).toBe('home');
  });

  it('scores nothing for a game nobody came to, or one called off before the first move was due', () => {
    expect(forfeitedBy(aborted({ opponentCame: false }))).toBeNull();
    expect(forfeitedBy(aborted({ endedAt: later(29_999) }))).toBeNull();
    expect(forfeitedBy(aborted({ endedAt: later(30_000) }))).toBe('white');
    expect(resultOf('white', { winner: null, aborted: aborted({ opponentCame: false }) })).toBe('aborted');
    expect(pointsOf('aborted')).toEqual({ home: 0, away: 0 });
  });
});
