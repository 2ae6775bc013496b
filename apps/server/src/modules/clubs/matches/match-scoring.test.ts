import { describe, expect, it } from 'vitest';
import { pointsOf, resultOf } from './match-scoring';

const played = { aborted: false, noStart: null };

describe('club match scoring', () => {
  it('gives a played game to the winner’s club, a draw to both', () => {
    expect(resultOf('white', { winner: 'white', ...played })).toBe('home');
    expect(resultOf('black', { winner: 'white', ...played })).toBe('away');
    expect(resultOf('black', { winner: null, ...played })).toBe('draw');
    expect(pointsOf('draw')).toEqual({ home: 1, away: 1 });
    expect(pointsOf('away')).toEqual({ home: 0, away: 2 });
  });

  it('counts an aborted game against the side play recorded as never making its first move', () => {
    // Home had white and never moved: the away club's point.
    expect(resultOf('white', { winner: null, aborted: true, noStart: 'white' })).toBe('away');
    expect(resultOf('black', { winner: null, aborted: true, noStart: 'white' })).toBe('home');
    expect(resultOf('black', { winner: null, aborted: true, noStart: 'black' })).toBe('away');
    expect(resultOf('white', { winner: null, aborted: true, noStart: 'black' })).toBe('home');
  });

  it('scores nothing for an aborted game without a no-start side (called off, nobody waiting, or recorded before)', () => {
    expect(resultOf('white', { winner: null, aborted: true, noStart: null })).toBe('aborted');
    expect(pointsOf('aborted')).toEqual({ home: 0, away: 0 });
  });
});
