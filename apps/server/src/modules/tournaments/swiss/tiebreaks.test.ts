import { describe, expect, it } from 'vitest';
import type { SwissTournament } from './swiss.types';
import { standings } from './tiebreaks';

const settings = { totalRounds: 3, byePoints: 1 as const, lateEntryPoints: 0 as const, seed: 'a' };

describe('standings', () => {
  it('computes Buchholz, Cut-1 and Sonneborn-Berger for played games', () => {
    // R1 A beat B, C drew D; R2 A drew C, B beat D; R3 A beat D, C beat B.
    // Scores A 2.5, C 2, B 1, D 0.5.
    // Buchholz: A = B1 + C2 + D½ = 3½; B = A2½ + D½ + C2 = 5; C = D½ + A2½ + B1 = 4; D = C2 + B1 + A2½ = 5½.
    // Cut-1 drops the least: A 3, B 4½, C 3½, D 4½.
    // SB: A = 1·1 + ½·2 + 1·½ = 2½; B = 1·½ = ½; C = ½·½ + ½·2½ + 1·1 = 2½; D = ½·2 = 1.
    const tournament: SwissTournament = {
      entrants: ['A', 'B', 'C', 'D'].map((id, i) => ({ id, rating: 2000 - i })),
      settings,
      rounds: [
        {
          bye: null,
          games: [
            { white: 'A', black: 'B', result: 'white_won' },
            { white: 'C', black: 'D', result: 'draw' },
          ],
        },
        {
          bye: null,
          games: [
            { white: 'C', black: 'A', result: 'draw' },
            { white: 'B', black: 'D', result: 'white_won' },
          ],
        },
        {
          bye: null,
          games: [
            { white: 'A', black: 'D', result: 'white_won' },
            { white: 'B', black: 'C', result: 'black_won' },
          ],
        },
      ],
    };
    const result = standings(tournament);
    expect(result.ok && result.value).toEqual([
      { rank: 1, id: 'A', score: 2.5, buchholz: 3.5, buchholzCut1: 3, sonnebornBerger: 2.5 },
      { rank: 2, id: 'C', score: 2, buchholz: 4, buchholzCut1: 3.5, sonnebornBerger: 2.5 },
      { rank: 3, id: 'B', score: 1, buchholz: 5, buchholzCut1: 4.5, sonnebornBerger: 0.5 },
      { rank: 4, id: 'D', score: 0.5, buchholz: 5.5, buchholzCut1: 4.5, sonnebornBerger: 1 },
    ]);
  });

  it('counts unplayed rounds against a virtual opponent and opponents’ unplayed games as draws', () => {
    // R1 A beat B, C had the bye; R2 A drew C, B had the bye. n = 2.
    // Adjusted scores (unplayed as ½): A 1½, B 0 + ½ = ½, C ½ + ½ = 1.
    // A: B ½ + C 1 = 1½; SB 1·½ + ½·1 = 1; Cut-1 1½ − ½ = 1.
    // C: round 1 virtual opponent 0 + (1 − 1) + ½·(2 − 1) = ½, round 2 A 1½: Buchholz 2, Cut-1 1½,
    //    SB 1·½ + ½·1½ = 1¼.
    // B: round 1 A 1½; round 2 virtual 0 + (1 − 1) + ½·0 = 0: Buchholz 1½, Cut-1 1½, SB 0.
    // A and C tie on 1½; C is ahead on Cut-1.
    const tournament: SwissTournament = {
      entrants: ['A', 'B', 'C'].map((id, i) => ({ id, rating: 2000 - i })),
      settings,
      rounds: [
        { bye: 'C', games: [{ white: 'A', black: 'B', result: 'white_won' }] },
        { bye: 'B', games: [{ white: 'C', black: 'A', result: 'draw' }] },
      ],
    };
    const result = standings(tournament);
    expect(result.ok && result.value).toEqual([
      { rank: 1, id: 'C', score: 1.5, buchholz: 2, buchholzCut1: 1.5, sonnebornBerger: 1.25 },
      { rank: 2, id: 'A', score: 1.5, buchholz: 1.5, buchholzCut1: 1, sonnebornBerger: 1 },
      { rank: 3, id: 'B', score: 1, buchholz: 1.5, buchholzCut1: 1.5, sonnebornBerger: 0 },
    ]);
  });

  it('treats a forfeit as unplayed for the tie-breaks but scores it', () => {
    const tournament: SwissTournament = {
      entrants: ['A', 'B'].map((id, i) => ({ id, rating: 2000 - i })),
      settings,
      rounds: [{ bye: null, games: [{ white: 'A', black: 'B', result: 'white_won_by_forfeit' }] }],
    };
    // n = 1. A: virtual 0 + (1 − 1) + 0 = 0; B: virtual 0 + (1 − 0) + 0 = 1.
    const result = standings(tournament);
    expect(result.ok && result.value.map((r) => [r.id, r.score, r.buchholz, r.sonnebornBerger])).toEqual([
      ['A', 1, 0, 0],
      ['B', 0, 1, 0],
    ]);
  });

  it('refuses incoherent rounds', () => {
    const tournament: SwissTournament = {
      entrants: [{ id: 'A', rating: 1 }],
      settings,
      rounds: [{ bye: null, games: [{ white: 'A', black: 'Z', result: 'draw' }] }],
    };
    expect(standings(tournament)).toMatchObject({ ok: false, error: 'unknown_player' });
  });
});
