/**
 * Each player's record before the round being paired, read from the finished rounds: score, the
 * colours of the games actually played, opponents met, floats, and whether a bye (or a forfeit win,
 * which counts the same for C.2) was already received. Pure: everything comes from the arguments.
 */
import { fail, ok, type Result } from '../result';
import type { Colour, SwissError, SwissGameResult, SwissTournament } from './swiss.types';

export type Float = 'down' | 'up' | null;

export interface PlayerRecord {
  readonly id: string;
  readonly rating: number;
  /** Pairing number: 1 for the highest rating (A.2: rating, then entry order). */
  readonly pairingNumber: number;
  score: number;
  readonly opponents: Set<string>;
  /** Colours of games actually played, oldest first (forfeits and byes leave no colour). */
  readonly colours: Colour[];
  /** Per finished round: the float the player received in it (a bye is a downfloat, A.4). */
  readonly floats: Float[];
  hadBye: boolean;
}

const POINTS: Record<SwissGameResult, [number, number]> = {
  white_won: [1, 0],
  black_won: [0, 1],
  draw: [0.5, 0.5],
  white_won_by_forfeit: [1, 0],
  black_won_by_forfeit: [0, 1],
  double_forfeit: [0, 0],
};

export const isActive = (
  entersRound: number | undefined,
  withdrawsRound: number | undefined,
  round: number,
) => round >= (entersRound ?? 1) && (withdrawsRound === undefined || round < withdrawsRound);

/** Records of every entrant after the finished rounds (a validation error if the rounds are not coherent). */
export function readRecords(tournament: SwissTournament): Result<Map<string, PlayerRecord>, SwissError> {
  const { entrants, rounds, settings } = tournament;
  const ranked = entrants.map((e, index) => ({ e, index }));
  ranked.sort((a, b) => b.e.rating - a.e.rating || a.index - b.index);
  const records = new Map<string, PlayerRecord>();
  ranked.forEach(({ e }, i) => {
    if (records.has(e.id)) return;
    records.set(e.id, {
      id: e.id,
      rating: e.rating,
      pairingNumber: i + 1,
      score: 0,
      opponents: new Set(),
      colours: [],
      floats: [],
      hadBye: false,
    });
  });
  if (records.size !== entrants.length) return fail('duplicate_entrant');
  const entrantById = new Map(entrants.map((e) => [e.id, e]));

  for (const [index, round] of rounds.entries()) {
    const number = index + 1;
    const seen = new Set<string>();
    const scoreBefore = new Map([...records.values()].map((r) => [r.id, r.score]));
    const take = (id: string): Result<PlayerRecord, SwissError> => {
      const record = records.get(id);
      const entrant = entrantById.get(id);
      if (!record || !entrant) return fail('unknown_player', id);
      if (seen.has(id)) return fail('player_paired_twice', id);
      if (!isActive(entrant.entersRound, entrant.withdrawsRound, number))
        return fail('inactive_player_paired', id);
      seen.add(id);
      return ok(record);
    };
    for (const game of round.games) {
      if (game.white === game.black) return fail('player_paired_twice', game.white);
      const white = take(game.white);
      if (!white.ok) return white;
      const black = take(game.black);
      if (!black.ok) return black;
      const [whitePoints, blackPoints] = POINTS[game.result];
      white.value.score += whitePoints;
      black.value.score += blackPoints;
      white.value.opponents.add(game.black);
      black.value.opponents.add(game.white);
      if (game.result === 'white_won' || game.result === 'black_won' || game.result === 'draw') {
        white.value.colours.push('white');
        black.value.colours.push('black');
      }
      if (game.result === 'white_won_by_forfeit') white.value.hadBye = true;
      if (game.result === 'black_won_by_forfeit') black.value.hadBye = true;
      const ws = scoreBefore.get(game.white) as number;
      const bs = scoreBefore.get(game.black) as number;
      white.value.floats[index] = ws > bs ? 'down' : ws < bs ? 'up' : null;
      black.value.floats[index] = bs > ws ? 'down' : bs < ws ? 'up' : null;
    }
    if (round.bye !== null) {
      const bye = take(round.bye);
      if (!bye.ok) return bye;
      bye.value.score += settings.byePoints;
      bye.value.hadBye = true;
      bye.value.floats[index] = 'down';
    }
    for (const record of records.values()) {
      if (seen.has(record.id)) continue;
      record.floats[index] = null;
      const entrant = entrantById.get(record.id);
      if (number < (entrant?.entersRound ?? 1)) record.score += settings.lateEntryPoints;
    }
  }
  return ok(records);
}
