/** Hand-worked pairings: each expectation is reasoned out in the comments from the FIDE Dutch rules. */
import { describe, expect, it } from 'vitest';
import { pairNextRound } from './pairing';
import type { SwissEntrant, SwissRound, SwissSettings } from './swiss.types';

const settings = (overrides: Partial<SwissSettings> = {}): SwissSettings => ({
  totalRounds: 5,
  byePoints: 1,
  lateEntryPoints: 0,
  seed: 'a', // draws white for round 1 (see colours.test.ts)
  ...overrides,
});

/** Players p1…pN, rated so that pN is the lowest (pairing numbers 1…N). */
const field = (n: number): SwissEntrant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, rating: 2000 - i * 10 }));

const boards = (result: ReturnType<typeof pairNextRound>) => {
  if (!result.ok) throw new Error(result.error);
  return result.value.pairings.map((p) => `${p.white}-${p.black}`);
};

describe('round 1', () => {
  it('pairs the top half against the bottom half, colours alternating from the lot down the boards', () => {
    // S1 = p1…p4, S2 = p5…p8; E.5: odd pairing numbers (p1, p3) take the lot's colour (white), even
    // ones (p2, p4) the other, so their opponents p6 and p8 have white.
    expect(boards(pairNextRound({ entrants: field(8), rounds: [], settings: settings() }))).toEqual([
      'p1-p5',
      'p6-p2',
      'p3-p7',
      'p8-p4',
    ]);
    // A lot that draws black turns every board round.
    expect(
      boards(pairNextRound({ entrants: field(8), rounds: [], settings: settings({ seed: 'b' }) })),
    ).toEqual(['p5-p1', 'p2-p6', 'p7-p3', 'p4-p8']);
  });

  it('gives the bye to the lowest-rated player of an odd field', () => {
    // Seven players: p7, the lowest ranked, is left over; S1 = p1…p3 against S2 = p4…p6.
    const result = pairNextRound({ entrants: field(7), rounds: [], settings: settings() });
    expect(boards(result)).toEqual(['p1-p4', 'p5-p2', 'p3-p6']);
    expect(result.ok && result.value.bye).toBe('p7');
  });

  it('ranks by rating whatever the entry order', () => {
    const entrants = [...field(4)].reverse();
    expect(boards(pairNextRound({ entrants, rounds: [], settings: settings() }))).toEqual(['p1-p3', 'p4-p2']);
  });
});

describe('later rounds', () => {
  it('pairs round 2 by score groups, moving a player down and following colour preferences', () => {
    // Round 1 (white first): p1 beat p5, p6 beat p2, p3 drew p7, p8 beat p4.
    const round1: SwissRound = {
      bye: null,
      games: [
        { white: 'p1', black: 'p5', result: 'white_won' },
        { white: 'p6', black: 'p2', result: 'white_won' },
        { white: 'p3', black: 'p7', result: 'draw' },
        { white: 'p8', black: 'p4', result: 'white_won' },
      ],
    };
    // Score 1: p1, p6, p8 (all had white, all mildly prefer black). Odd: S1 = [p1], S2 = [p6, p8]; p1-p6
    // (one of them must miss the preference anyway), p8 floats down. E.2–E.3 cannot split them (same
    // strength, same history), E.4: p1, the higher ranked, gets black.
    // Score ½: MDP p8 (wants black) with S2 = [p3 (wants black), p7 (wants white)]: p8-p3 would deny a
    // preference, the transposition p8-p7 does not (C.10), so p8-p7 and p3 floats down; p7 white.
    // Score 0: MDP p3 (wants black) takes p2 (wants white); the remainder p4-p5 both want white (one
    // clash is unavoidable with three white-seekers in two pairs); E.3 finds no difference in their
    // histories (both black), E.4 gives p4, the higher ranked, white.
    const result = pairNextRound({ entrants: field(8), rounds: [round1], settings: settings() });
    expect(boards(result)).toEqual(['p6-p1', 'p7-p8', 'p2-p3', 'p4-p5']);
  });

  it('exchanges players between S1 and S2 when no transposition gives everyone their colour', () => {
    // Round 1: p1 (white) drew p3, p4 (white) drew p2: everyone has ½, one bracket of four.
    const round1: SwissRound = {
      bye: null,
      games: [
        { white: 'p1', black: 'p3', result: 'draw' },
        { white: 'p4', black: 'p2', result: 'draw' },
      ],
    };
    // S1 = [p1, p2], S2 = [p3, p4]. p1-p3 is a rematch (C.1); the transposition p1-p4, p2-p3 is legal but
    // both pairs clash (p1, p4 want black; p2, p3 want white). The first exchange (D.2: smallest BSN
    // difference, p2↔p3) gives S1 = [p1, p3], S2 = [p2, p4]: p1-p2 and p3-p4, every preference met.
    const result = pairNextRound({ entrants: field(4), rounds: [round1], settings: settings() });
    expect(boards(result)).toEqual(['p2-p1', 'p3-p4']);
  });

  it('never gives the bye twice, and counts a forfeit win as one', () => {
    // Round 1 of five: p5 had the bye; p4 won by forfeit against p2.
    const round1: SwissRound = {
      bye: 'p5',
      games: [
        { white: 'p1', black: 'p3', result: 'white_won' },
        { white: 'p4', black: 'p2', result: 'white_won_by_forfeit' },
      ],
    };
    // Scores: p1, p4, p5 1; p2, p3 0. The lowest ranked eligible is p3 (0, pairing number 3 > 2): bye.
    const result = pairNextRound({ entrants: field(5), rounds: [round1], settings: settings() });
    expect(result.ok && result.value.bye).toBe('p3');
    // Round 2 of the same event with p3 also given a bye already: only p1 and p2 are eligible; p2 (0)
    // is the lowest.
    const round2: SwissRound = {
      bye: 'p3',
      games: [
        { white: 'p5', black: 'p1', result: 'draw' },
        { white: 'p2', black: 'p4', result: 'black_won' },
      ],
    };
    const third = pairNextRound({ entrants: field(5), rounds: [round1, round2], settings: settings() });
    expect(third.ok && third.value.bye).toBe('p2');
  });

  it('gives the bye, among the lowest scores, to the player whose absence keeps score groups whole', () => {
    // Pairing numbers by rating: p1 1, p4 2, p3 3, p2 4, p5 5. After two rounds p4, p5 have 1½ and
    // p1, p3, p2 have 1; only p1 and p2 can still have the bye. p2, the lowest ranked, would leave
    // p1-p3, a rematch, so someone would have to float; with p1 out, p4-p5 and p3-p2 stay in groups.
    const entrants: SwissEntrant[] = [
      { id: 'p1', rating: 2036 },
      { id: 'p2', rating: 1324 },
      { id: 'p3', rating: 1729 },
      { id: 'p4', rating: 1939 },
      { id: 'p5', rating: 1009 },
    ];
    const rounds: SwissRound[] = [
      {
        bye: 'p5',
        games: [
          { white: 'p1', black: 'p3', result: 'white_won' },
          { white: 'p2', black: 'p4', result: 'draw' },
        ],
      },
      {
        bye: 'p3',
        games: [
          { white: 'p4', black: 'p1', result: 'white_won' },
          { white: 'p5', black: 'p2', result: 'draw' },
        ],
      },
    ];
    const result = pairNextRound({ entrants, rounds, settings: settings({ totalRounds: 7 }) });
    expect(result.ok && result.value.bye).toBe('p1');
    expect(result.ok && result.value.pairings.map((p) => [p.white, p.black].sort().join('-'))).toEqual([
      'p4-p5',
      'p2-p3',
    ]);
  });

  it('scores a late entrant’s missed rounds and pairs them from their first round', () => {
    // E (rated highest) enters in round 2 with a half-point for round 1.
    const entrants: SwissEntrant[] = [
      { id: 'A', rating: 2000 },
      { id: 'B', rating: 1900 },
      { id: 'C', rating: 1800 },
      { id: 'D', rating: 1700 },
      { id: 'E', rating: 2100, entersRound: 2 },
    ];
    const first = pairNextRound({ entrants, rounds: [], settings: settings({ lateEntryPoints: 0.5 }) });
    expect(first.ok && first.value.pairings.flatMap((p) => [p.white, p.black]).sort()).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
    const round1: SwissRound = {
      bye: null,
      games: [
        { white: 'A', black: 'C', result: 'white_won' },
        { white: 'D', black: 'B', result: 'draw' },
      ],
    };
    // Scores: A 1; E ½ (late), B ½, D ½; C 0. Five players: the bye to C, the lowest. A moves down to
    // the ½ group (E, B, D by pairing number); A-E first would leave B-D, a rematch, so A-B and E-D.
    const second = pairNextRound({
      entrants,
      rounds: [round1],
      settings: settings({ lateEntryPoints: 0.5 }),
    });
    expect(second.ok && second.value.bye).toBe('C');
    const pairs = second.ok ? second.value.pairings.map((p) => [p.white, p.black].sort().join('-')) : [];
    expect(pairs).toEqual(['A-B', 'D-E']);
  });

  it('no longer pairs a withdrawn player', () => {
    const entrants = field(4).map((e) => (e.id === 'p2' ? { ...e, withdrawsRound: 2 } : e));
    const round1: SwissRound = {
      bye: null,
      games: [
        { white: 'p1', black: 'p3', result: 'white_won' },
        { white: 'p4', black: 'p2', result: 'black_won' },
      ],
    };
    const result = pairNextRound({ entrants, rounds: [round1], settings: settings() });
    // p1 (1), p3 (0), p4 (0) remain. The lowest ranked, p4, would leave p1-p3, a rematch; so the bye
    // goes to p3 and p1 plays p4.
    expect(result.ok && result.value.bye).toBe('p3');
    expect(result.ok && result.value.pairings.map((p) => [p.white, p.black].sort().join('-'))).toEqual([
      'p1-p4',
    ]);
  });
});

describe('absolute colour preferences (C.3) and topscorers', () => {
  // p1 and p2 win twice with white (W W: both must have black next); p3 and p4 lose twice with black
  // (both must have white); p5 and p6 draw twice, one colour each.
  const rounds: SwissRound[] = [
    {
      bye: null,
      games: [
        { white: 'p1', black: 'p3', result: 'white_won' },
        { white: 'p2', black: 'p4', result: 'white_won' },
        { white: 'p5', black: 'p6', result: 'draw' },
      ],
    },
    {
      bye: null,
      games: [
        { white: 'p1', black: 'p4', result: 'white_won' },
        { white: 'p2', black: 'p3', result: 'white_won' },
        { white: 'p6', black: 'p5', result: 'draw' },
      ],
    },
  ];

  it('lets two topscorers with the same absolute preference meet in the last round', () => {
    // Round 3 of 3: p1 and p2 (2 points, more than half of 2) are topscorers, so p1-p2 may be paired
    // although one of them gets a third white; E.2 cannot split them (both CD +2), E.3 finds the same
    // history, E.4 gives p1, the higher ranked, black. p5-p6 have met: both float to p3 and p4, who
    // cannot meet each other (both must have white, not topscorers); p5 takes p3, p6 takes p4, and
    // p3 and p4 get their white.
    const result = pairNextRound({ entrants: field(6), rounds, settings: settings({ totalRounds: 3 }) });
    expect(boards(result)).toEqual(['p2-p1', 'p3-p5', 'p4-p6']);
  });

  it('keeps them apart before the last round, even if nothing else is left', () => {
    // Round 3 of 5: nobody is a topscorer, so neither p1-p2 nor p3-p4 may be paired; p1 and p2 would
    // have to take p5 and p6, leaving p3-p4: no legal pairing at all.
    expect(
      pairNextRound({ entrants: field(6), rounds, settings: settings({ totalRounds: 5 }) }),
    ).toMatchObject({
      ok: false,
      error: 'no_legal_pairing',
    });
  });
});

describe('errors as values', () => {
  const round1: SwissRound = { bye: null, games: [{ white: 'p1', black: 'p2', result: 'draw' }] };

  it('refuses bad settings and incoherent rounds with a stable code', () => {
    const entrants = field(2);
    expect(pairNextRound({ entrants, rounds: [], settings: settings({ totalRounds: 0 }) })).toMatchObject({
      ok: false,
      error: 'invalid_settings',
    });
    expect(
      pairNextRound({ entrants, rounds: [], settings: { ...settings(), byePoints: 2 as 1 } }),
    ).toMatchObject({ ok: false, error: 'invalid_settings' });
    expect(
      pairNextRound({
        entrants: [...entrants, entrants[0] as SwissEntrant],
        rounds: [],
        settings: settings(),
      }),
    ).toMatchObject({ ok: false, error: 'duplicate_entrant' });
    expect(
      pairNextRound({
        entrants,
        rounds: [{ bye: null, games: [{ white: 'p1', black: 'p9', result: 'draw' }] }],
        settings: settings(),
      }),
    ).toMatchObject({ ok: false, error: 'unknown_player', detail: 'p9' });
    expect(
      pairNextRound({ entrants, rounds: [{ bye: 'p1', games: round1.games }], settings: settings() }),
    ).toMatchObject({
      ok: false,
      error: 'player_paired_twice',
    });
    const late = [
      { id: 'p1', rating: 1 },
      { id: 'p2', rating: 1, entersRound: 2 },
    ];
    expect(pairNextRound({ entrants: late, rounds: [round1], settings: settings() })).toMatchObject({
      ok: false,
      error: 'inactive_player_paired',
    });
  });

  it('says when the tournament is over, too small, or cannot be paired', () => {
    expect(
      pairNextRound({ entrants: field(2), rounds: [round1], settings: settings({ totalRounds: 1 }) }),
    ).toMatchObject({ ok: false, error: 'tournament_complete' });
    expect(pairNextRound({ entrants: field(1), rounds: [], settings: settings() })).toMatchObject({
      ok: false,
      error: 'too_few_players',
    });
    // Two players who have met have nobody else to play.
    expect(pairNextRound({ entrants: field(2), rounds: [round1], settings: settings() })).toMatchObject({
      ok: false,
      error: 'no_legal_pairing',
    });
  });
});
