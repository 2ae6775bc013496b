import { INSIGHTS_WINDOW, type InsightsReport, type Speed } from '@kingside/contract';
import type { Entitlements, Member } from '../entitlements';
import { zoneOrUtc } from '../entitlements';
import type { Play } from '../play';
import { buildReport } from './insights.report';

export interface InsightsDeps {
  entitlements: Entitlements;
  play: Pick<Play, 'finishedGames'>;
}

export interface InsightsFilters {
  speed: Speed | null;
  since: Date | null;
}

/** Insights, the first paid feature: a member's own games, summed up. */
export function createInsights(deps: InsightsDeps) {
  return {
    /** 401 for guests, 403 `upgrade_required` below platinum: both before a single game is read. */
    async reportFor(user: Member | null, filters: InsightsFilters): Promise<InsightsReport> {
      deps.entitlements.require(user, 'insights');
      const played = await deps.play.finishedGames.of(
        user!.userId,
        { speed: filters.speed ?? undefined, since: filters.since ?? undefined },
        INSIGHTS_WINDOW + 1,
      );
      return buildReport(played.slice(0, INSIGHTS_WINDOW), {
        zone: zoneOrUtc(user!.timezone),
        filters: { speed: filters.speed, since: filters.since?.toISOString() ?? null },
        capped: played.length > INSIGHTS_WINDOW,
      });
    },
  };
}

export type Insights = ReturnType<typeof createInsights>;
