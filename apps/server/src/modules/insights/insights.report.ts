import {
  type BestWin,
  COLORS,
  DAY_PARTS,
  type DayPart,
  INSIGHTS_BEST_WINS,
  INSIGHTS_OPENINGS,
  type InsightsReport,
  type OpeningResults,
  type RatingTrend,
  type ResultCounts,
  SPEEDS,
  type Speed,
} from '@kingside/contract';
import { wallTime } from '../entitlements';
import type { OpeningCounts, PlayedGame } from '../play';

/** What the table does not name. */
export const OTHER_OPENING = { eco: null, name: 'Other' } as const;

const empty = (): ResultCounts => ({ games: 0, wins: 0, draws: 0, losses: 0 });

function count(into: ResultCounts, game: PlayedGame): void {
  into.games++;
  if (game.result === 'win') into.wins++;
  else if (game.result === 'draw') into.draws++;
  else into.losses++;
}

/** Six-hour parts of the member's day: night from midnight, morning from 6, and so on. */
export function dayPartOf(at: Date, zone: string): DayPart {
  return DAY_PARTS[Math.floor(wallTime(at, zone).hour / 6)]!;
}

/**
 * Folds a member's games (at most INSIGHTS_WINDOW of them, read by one query) into the report in
 * one pass. The day is the member's own, in `zone`, by when each game began.
 */
export function buildReport(
  played: PlayedGame[],
  context: { zone: string; filters: InsightsReport['filters']; capped: boolean },
): InsightsReport {
  const totals = empty();
  const bySpeed = new Map<Speed, ResultCounts>();
  const byColor = new Map(COLORS.map((color) => [color, empty()]));
  const byDayPart = new Map(DAY_PARTS.map((part) => [part, empty()]));
  const trend = new Map<Speed, RatingTrend['points']>();
  const wins: BestWin[] = [];
  let plies = 0;
  let seconds = 0;

  // Oldest first, so each speed's rating trend comes out in order.
  for (const game of [...played].sort((a, b) => a.endedAt.getTime() - b.endedAt.getTime())) {
    count(totals, game);
    if (!bySpeed.has(game.speed)) bySpeed.set(game.speed, empty());
    count(bySpeed.get(game.speed)!, game);
    count(byColor.get(game.color)!, game);
    count(byDayPart.get(dayPartOf(game.startedAt, context.zone))!, game);
    plies += game.plies;
    seconds += (game.endedAt.getTime() - game.startedAt.getTime()) / 1000;
    if (game.rated && game.rating !== null && game.ratingDiff !== null) {
      if (!trend.has(game.speed)) trend.set(game.speed, []);
      trend.get(game.speed)!.push({
        gameId: game.id,
        at: game.endedAt.toISOString(),
        rating: game.rating + game.ratingDiff,
      });
    }
    if (game.result === 'win' && game.opponentRating !== null) {
      wins.push({
        gameId: game.id,
        url: `/game/${game.id}`,
        opponent: game.opponent,
        opponentRating: game.opponentRating,
        color: game.color,
        speed: game.speed,
        at: game.endedAt.toISOString(),
      });
    }
  }

  const games = totals.games;
  return {
    timezone: context.zone,
    filters: context.filters,
    capped: context.capped,
    totals,
    bySpeed: SPEEDS.filter((speed) => bySpeed.has(speed)).map((speed) => ({ speed, ...bySpeed.get(speed)! })),
    byColor: COLORS.map((color) => ({ color, ...byColor.get(color)! })),
    byOpening: openingsOf(played),
    byDayPart: DAY_PARTS.map((part) => ({ part, ...byDayPart.get(part)! })),
    ratingTrend: SPEEDS.filter((speed) => trend.has(speed)).map((speed) => ({
      speed,
      points: trend.get(speed)!,
    })),
    averageLength:
      games === 0
        ? null
        : { moves: Math.round((plies / 2 / games) * 10) / 10, seconds: Math.round(seconds / games) },
    bestWins: wins
      .sort((a, b) => b.opponentRating - a.opponentRating || b.at.localeCompare(a.at))
      .slice(0, INSIGHTS_BEST_WINS),
  };
}

/** A member's results per opening (as stored at each game's end: the deepest known position). */
function openingsOf(played: PlayedGame[]): OpeningResults[] {
  return openingTotals(
    played.map((game) => {
      const one = empty();
      count(one, game);
      return { opening: game.opening, ...one };
    }),
  );
}

/**
 * Results per opening from counts (play's summary, or one game each): the most played ones, then
 * everything else together as `Other`, last. The statistics page and the year in chess use it too.
 */
export function openingTotals(rows: OpeningCounts[]): OpeningResults[] {
  const byOpening = new Map<string, OpeningResults>();
  for (const row of rows) {
    const opening = row.opening ?? OTHER_OPENING;
    // By name: one line, however many move orders (and codes) lead to it.
    if (!byOpening.has(opening.name)) byOpening.set(opening.name, { ...opening, ...empty() });
    const into = byOpening.get(opening.name)!;
    into.games += row.games;
    into.wins += row.wins;
    into.draws += row.draws;
    into.losses += row.losses;
  }
  return topOpenings([...byOpening.values()]);
}

/** The most played openings, then everything else (and the unknown) together as `Other`, last. */
function topOpenings(openings: OpeningResults[]): OpeningResults[] {
  const known = openings
    .filter((opening) => opening.eco !== null)
    .sort((a, b) => b.games - a.games || a.name.localeCompare(b.name));
  const shown = known.slice(0, INSIGHTS_OPENINGS);
  const other: OpeningResults = { ...OTHER_OPENING, ...empty() };
  for (const rest of [...known.slice(INSIGHTS_OPENINGS), ...openings.filter((o) => o.eco === null)]) {
    other.games += rest.games;
    other.wins += rest.wins;
    other.draws += rest.draws;
    other.losses += rest.losses;
  }
  return other.games > 0 ? [...shown, other] : shown;
}
