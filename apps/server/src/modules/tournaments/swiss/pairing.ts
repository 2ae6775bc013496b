/**
 * The Swiss pairing engine: FIDE Dutch system (Handbook C.04.3, as in force since 2017), pure.
 *
 * What the code follows, by article:
 * - A.2 Ranking: score, then pairing number (initial ranking: rating, then entry order). Late entrants
 *   take their place by rating; the rounds they missed score `lateEntryPoints` (an absence 0 or a
 *   half-point bye), leave no colour and no opponent. A withdrawn player is no longer paired; the
 *   games played stay.
 * - A.3 Score groups, paired from the top; a bracket is a score group plus the players moved down to it.
 * - A.4 Floats: a player paired against a lower (higher) score downfloats (upfloats); a player given the
 *   bye downfloats.
 * - A.5/C.2 One pairing-allocated bye when the number is odd, to a player who has neither had it nor
 *   won by forfeit, chosen before the brackets are paired: of the lowest score whose removal leaves
 *   the others pairable, the lowest ranked (highest pairing number) who lets every other player be
 *   paired inside their score group, else the lowest ranked. (In the Dutch text the
 *   bye is whoever the last bracket leaves over; brackets above, minimising their own downfloaters'
 *   scores, can then leave it to a higher score. Choosing it first keeps it with the lowest score
 *   possible.) It scores
 *   `byePoints` (1, or 0.5 for events that say so).
 * - A.6 Colour preferences (colours.ts); A.7 topscorers: in the last round, more than half the points.
 * - C.1 No two players meet twice (forfeited games count as met: the pair is not paired again).
 * - C.3 Two players with the same absolute colour preference meet only if both are topscorers (the
 *   FIDE text exempts topscorers; we exempt the pair only when both are, so no non-topscorer is ever
 *   given a colour difference beyond ±2 or a third colour in a row).
 * - C.4 Completion: a bracket's downfloaters must leave every player below pairable (a perfect
 *   matching on the rest exists — Edmonds' algorithm, matching.ts).
 * - C.5–C.15 Quality, in that order (quality.ts); B/D candidate order and exchanges (bracket.ts).
 * - E.1–E.5 Colour allocation (colours.ts); round 1: top half against bottom half, the higher player
 *   of board 1 takes the colour drawn by lot from the seed, alternating down the boards.
 * Not modelled: C.7's look-ahead into the next bracket's pairing, C.16–C.19's score differences of
 * repeated floats, requested (half-point) byes during the event.
 *
 * Boards: the higher score of the pair, then the sum of scores, then the higher player's pairing number.
 * Complexity: O(n log n) to rank, then per bracket the bounded search of bracket.ts and one completion
 * check per candidate that improves on the best (usually one): O(n·d) for a greedy matching on a nearly
 * complete graph, Edmonds' augmentations only for the players greedy leaves free.
 */
import { fail, ok, type Result } from '../result';
import { type BracketPairing, searchBracket } from './bracket';
import { allocateColours, type ColourPreference, colourPreference, initialColourOf } from './colours';
import { hasPerfectMatching, maximumMatching } from './matching';
import { isActive, type PlayerRecord, readRecords } from './player-record';
import type { SwissError, SwissPairing, SwissRoundPairing, SwissTournament } from './swiss.types';

/** Nodes the search of one bracket may visit, beyond a share per player. */
const BASE_BUDGET = 4_000;
const BUDGET_PER_PLAYER = 20;

const higherRanked = (a: PlayerRecord, b: PlayerRecord) =>
  b.score - a.score || a.pairingNumber - b.pairingNumber;

export function pairNextRound(tournament: SwissTournament): Result<SwissRoundPairing, SwissError> {
  const { settings, rounds, entrants } = tournament;
  if (
    !Number.isInteger(settings.totalRounds) ||
    settings.totalRounds < 1 ||
    (settings.byePoints !== 1 && settings.byePoints !== 0.5) ||
    (settings.lateEntryPoints !== 0 && settings.lateEntryPoints !== 0.5)
  ) {
    return fail('invalid_settings');
  }
  const round = rounds.length + 1;
  if (round > settings.totalRounds) return fail('tournament_complete');
  const read = readRecords(tournament);
  if (!read.ok) return read;
  const records = read.value;
  const active = entrants
    .filter((e) => isActive(e.entersRound, e.withdrawsRound, round))
    .map((e) => records.get(e.id) as PlayerRecord)
    .sort(higherRanked);
  if (active.length < 2) return fail('too_few_players');

  const lastRound = round === settings.totalRounds;
  const topscorer = (p: PlayerRecord) => lastRound && p.score > (round - 1) / 2;
  const preferences = new Map<PlayerRecord, ColourPreference>(
    active.map((p) => [p, colourPreference(p.colours)]),
  );
  const preference = (p: PlayerRecord) => preferences.get(p) as ColourPreference;
  const compatible = (a: PlayerRecord, b: PlayerRecord): boolean => {
    if (a.opponents.has(b.id)) return false;
    const pa = preference(a);
    const pb = preference(b);
    const clash = pa.strength === 'absolute' && pb.strength === 'absolute' && pa.colour === pb.colour;
    return !clash || (topscorer(a) && topscorer(b));
  };
  /** C.4: can all these players be paired? */
  const pairable = (players: readonly PlayerRecord[]): boolean =>
    hasPerfectMatching(players.length, (u, v) =>
      compatible(players[u] as PlayerRecord, players[v] as PlayerRecord),
    );

  // A.5/C.2: the bye first (byeFor). Even fields need only be pairable.
  let bye: PlayerRecord | null = null;
  if (active.length % 2 === 1) {
    bye = byeFor(active, pairable, compatible);
    if (bye === null) return fail('no_legal_pairing');
  } else if (!pairable(active)) {
    return fail('no_legal_pairing');
  }
  const paired = active.filter((p) => p !== bye);

  const groups: PlayerRecord[][] = [];
  for (const player of paired) {
    const group = groups[groups.length - 1];
    if (group && (group[0] as PlayerRecord).score === player.score) group.push(player);
    else groups.push([player]);
  }

  const pairs: (readonly [PlayerRecord, PlayerRecord])[] = [];
  let moved: PlayerRecord[] = [];
  for (const [index, residents] of groups.entries()) {
    const below = groups.slice(index + 1).flat();
    const ctx = {
      compatible,
      preference,
      previousRound: round - 2,
      budget: BASE_BUDGET + BUDGET_PER_PLAYER * (moved.length + residents.length),
      // The last bracket has nobody below: whoever it leaves unpaired would stay unpaired.
      completes: (floaters: readonly PlayerRecord[]) =>
        below.length === 0 ? floaters.length === 0 : pairable([...floaters, ...below]),
    };
    const bracket =
      searchBracket(moved, residents, ctx) ?? matchedBracket([...moved, ...residents], below, compatible);
    pairs.push(...bracket.pairs);
    moved = [...bracket.floaters].sort(higherRanked);
  }
  if (moved.length > 0) return fail('no_legal_pairing');

  const initialColour = initialColourOf(settings.seed);
  const boards = pairs
    .map(([a, b]) => (higherRanked(a, b) <= 0 ? ([a, b] as const) : ([b, a] as const)))
    .sort(
      ([a1, b1], [a2, b2]) =>
        a2.score - a1.score ||
        a2.score + b2.score - (a1.score + b1.score) ||
        a1.pairingNumber - a2.pairingNumber,
    );
  const pairings: SwissPairing[] = boards.map(([higher, lower], i) => {
    const { white, black } = allocateColours(higher, lower, initialColour);
    return { board: i + 1, white: white.id, black: black.id };
  });
  return ok({ round, pairings, bye: bye?.id ?? null });
}

/**
 * The pairing-allocated bye: an eligible player (no bye, no forfeit win yet) of the lowest score that
 * leaves the others pairable; within that score, the lowest ranked whose absence lets every other
 * player be paired inside their own score group (so the bye does not cost a float the Dutch
 * brackets would avoid), else simply the lowest ranked.
 */
function byeFor(
  ranked: readonly PlayerRecord[],
  pairable: (players: readonly PlayerRecord[]) => boolean,
  compatible: (a: PlayerRecord, b: PlayerRecord) => boolean,
): PlayerRecord | null {
  const feasible: PlayerRecord[] = [];
  for (let i = ranked.length - 1; i >= 0; i--) {
    const candidate = ranked[i] as PlayerRecord;
    if (feasible.length > 0 && candidate.score !== (feasible[0] as PlayerRecord).score) break;
    if (!candidate.hadBye && pairable(ranked.filter((p) => p !== candidate))) feasible.push(candidate);
  }
  for (const candidate of feasible) {
    const rest = ranked.filter((p) => p !== candidate);
    const inGroups = hasPerfectMatching(rest.length, (u, v) => {
      const a = rest[u] as PlayerRecord;
      const b = rest[v] as PlayerRecord;
      return a.score === b.score && compatible(a, b);
    });
    if (inGroups) return candidate;
  }
  return feasible[0] ?? null;
}

/**
 * The fallback when the bounded search finds nothing: a maximum matching of the bracket and everyone
 * below (bracket players first, so greedy pairs them among themselves where it can), keeping the pairs
 * inside the bracket; the bracket's players matched below it downfloat. C.1–C.4 hold by construction.
 */
function matchedBracket(
  bracket: readonly PlayerRecord[],
  below: readonly PlayerRecord[],
  compatible: (a: PlayerRecord, b: PlayerRecord) => boolean,
): BracketPairing {
  const players = [...bracket, ...below];
  const mate = maximumMatching(players.length, (u, v) =>
    compatible(players[u] as PlayerRecord, players[v] as PlayerRecord),
  );
  const pairs: [PlayerRecord, PlayerRecord][] = [];
  const floaters: PlayerRecord[] = [];
  for (let u = 0; u < bracket.length; u++) {
    const v = mate[u] as number;
    if (v > u && v < bracket.length) pairs.push([bracket[u] as PlayerRecord, bracket[v] as PlayerRecord]);
    else if (v === -1 || v >= bracket.length) floaters.push(bracket[u] as PlayerRecord);
  }
  return { pairs, floaters };
}
