/**
 * A division's zones at the week's end: the top PROMOTION_SHARE of the division move up a league, the
 * bottom RELEGATION_SHARE move down, the rest stay. The top league (Legend) promotes nobody, the bottom
 * one (Wood) relegates nobody, and a member with no trophy is never promoted. Ties go to whoever
 * reached the score first (then the member id, for a stable order).
 */
import { LEAGUES, type League, type LeagueZone } from '@kingside/contract';

export const PROMOTION_SHARE = 0.2;
export const RELEGATION_SHARE = 0.2;

export type Zone = LeagueZone;

export interface DivisionMember {
  readonly id: string;
  readonly trophies: number;
  /** When the member reached their score (platform clock, ms); earlier ranks higher on a tie. */
  readonly reachedAt: number;
}

export interface ZonedMember extends DivisionMember {
  readonly rank: number;
  readonly zone: Zone;
  /** The league the member plays in next week. */
  readonly nextLeague: League;
}

export function divisionZones(league: League, members: readonly DivisionMember[]): ZonedMember[] {
  const level = LEAGUES.indexOf(league);
  const ranked = [...members].sort(
    (a, b) =>
      b.trophies - a.trophies || a.reachedAt - b.reachedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const promoted = level === LEAGUES.length - 1 ? 0 : Math.round(ranked.length * PROMOTION_SHARE);
  const relegated = level === 0 ? 0 : Math.round(ranked.length * RELEGATION_SHARE);
  return ranked.map((member, i) => {
    const zone: Zone =
      i < promoted && member.trophies > 0
        ? 'promotion'
        : i >= ranked.length - relegated
          ? 'relegation'
          : 'stay';
    const nextLeague = LEAGUES[level + (zone === 'promotion' ? 1 : zone === 'relegation' ? -1 : 0)] as League;
    return { ...member, rank: i + 1, zone, nextLeague };
  });
}
