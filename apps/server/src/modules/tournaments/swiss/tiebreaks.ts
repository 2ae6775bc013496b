/**
 * Swiss standings with their tie-breaks: Buchholz, Buchholz Cut-1 and Sonneborn-Berger, ranked by
 * score, then Buchholz Cut-1, then Buchholz, then Sonneborn-Berger, then pairing number.
 *
 * Unplayed games (byes, forfeits, absences, a late entrant's missed rounds, rounds after a withdrawal)
 * follow FIDE's tie-break rules with the virtual opponent (Handbook C.02, 2012 wording, art. 13.15–13.16):
 * - a player's own unplayed round R counts as a game against a virtual opponent whose score is
 *   Svon = SPR + (1 − SfPR) + 0.5 × (n − R): SPR the player's score before round R, SfPR the points the
 *   player got for round R, n the rounds played — an opponent who starts level, takes the other side
 *   of the round's result and draws every round after. The round's points count as a normal result,
 *   so for Sonneborn-Berger it adds SfPR × Svon;
 * - an opponent's score is adjusted: their unplayed rounds count as draws (0.5), whatever they scored.
 * Cut-1 drops the least of the contributions (a virtual opponent's included).
 */
import { fail, ok, type Result } from '../result';
import { readRecords } from './player-record';
import type { SwissError, SwissGameResult, SwissTournament } from './swiss.types';

export interface SwissStanding {
  readonly rank: number;
  readonly id: string;
  readonly score: number;
  readonly buchholz: number;
  readonly buchholzCut1: number;
  readonly sonnebornBerger: number;
}

interface RoundEntry {
  /** The opponent of a game actually played; null for any unplayed round. */
  readonly opponent: string | null;
  readonly points: number;
}

const PLAYED: ReadonlySet<SwissGameResult> = new Set(['white_won', 'black_won', 'draw']);
const WHITE_POINTS: Record<SwissGameResult, number> = {
  white_won: 1,
  black_won: 0,
  draw: 0.5,
  white_won_by_forfeit: 1,
  black_won_by_forfeit: 0,
  double_forfeit: 0,
};

export function standings(tournament: SwissTournament): Result<SwissStanding[], SwissError> {
  const read = readRecords(tournament);
  if (!read.ok) return read;
  const records = read.value;
  const { entrants, rounds, settings } = tournament;
  if (entrants.length === 0) return fail('too_few_players');

  const entries = new Map<string, RoundEntry[]>(entrants.map((e) => [e.id, []]));
  for (const [index, round] of rounds.entries()) {
    const number = index + 1;
    const seen = new Map<string, RoundEntry>();
    for (const game of round.games) {
      const played = PLAYED.has(game.result);
      const white = WHITE_POINTS[game.result];
      const black = game.result === 'double_forfeit' ? 0 : 1 - white;
      seen.set(game.white, { opponent: played ? game.black : null, points: white });
      seen.set(game.black, { opponent: played ? game.white : null, points: black });
    }
    if (round.bye !== null) seen.set(round.bye, { opponent: null, points: settings.byePoints });
    for (const e of entrants) {
      const missed = number < (e.entersRound ?? 1) ? settings.lateEntryPoints : 0;
      (entries.get(e.id) as RoundEntry[]).push(seen.get(e.id) ?? { opponent: null, points: missed });
    }
  }

  const n = rounds.length;
  const adjusted = new Map<string, number>();
  for (const [id, list] of entries)
    adjusted.set(
      id,
      list.reduce((s, r) => s + (r.opponent === null ? 0.5 : r.points), 0),
    );

  const rows = entrants.map((e) => {
    const list = entries.get(e.id) as RoundEntry[];
    const contributions: number[] = [];
    let sonnebornBerger = 0;
    let before = 0;
    list.forEach((entry, index) => {
      const opponentScore =
        entry.opponent === null
          ? before + (1 - entry.points) + 0.5 * (n - (index + 1))
          : (adjusted.get(entry.opponent) as number);
      contributions.push(opponentScore);
      sonnebornBerger += entry.points * opponentScore;
      before += entry.points;
    });
    const buchholz = contributions.reduce((s, c) => s + c, 0);
    const buchholzCut1 = contributions.length > 0 ? buchholz - Math.min(...contributions) : 0;
    const pairingNumber = records.get(e.id)?.pairingNumber ?? 0;
    return { id: e.id, score: before, buchholz, buchholzCut1, sonnebornBerger, pairingNumber };
  });
  rows.sort(
    (a, b) =>
      b.score - a.score ||
      b.buchholzCut1 - a.buchholzCut1 ||
      b.buchholz - a.buchholz ||
      b.sonnebornBerger - a.sonnebornBerger ||
      a.pairingNumber - b.pairingNumber,
  );
  return ok(rows.map(({ pairingNumber: _, ...row }, i) => ({ rank: i + 1, ...row })));
}
