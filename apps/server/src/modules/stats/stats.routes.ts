/**
 * Statistics, streaks, the year in chess and §7's items. Web callbacks (web scope): the session says
 * who asks; the stats and streaks are public like the games they come from, a recap is its member's.
 */
import type { CanAccessResponse, StatsReport, StreaksSummary, UserItemResponse } from '@kingside/contract';
import {
  getItemParams,
  setItemRequest,
  statsMemberParams,
  yearCardParams,
  yearParams,
} from '@kingside/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import type { Stats } from './stats.service';
import type { UserItems } from './user-items';
import { cardPng } from './year-cards';
import type { YearInChess } from './year-in-chess';

/** Statistics pages read a member's whole history (grouped by the database): per address per minute. */
export const STATS_RATE = { limit: 60, windowMs: 60_000 };
/** Image cards are drawn on each request. */
export const CARD_RATE = { limit: 30, windowMs: 60_000 };

export interface StatsRouteDeps {
  stats: Stats;
  year: YearInChess;
  items: UserItems;
}

export function statsRoutes(app: FastifyInstance, ctx: RouteContext, deps: StatsRouteDeps): void {
  const noStore = { 'cache-control': 'private, no-store' };

  app.get('/callback/stats/:username', async (request, reply): Promise<StatsReport> => {
    const { username } = validate(statsMemberParams, request.params);
    await ctx.limits.enforce(reply, [[`stats:${request.ip}`, STATS_RATE]]);
    reply.headers(noStore);
    return deps.stats.report(username);
  });

  app.get('/callback/stats/:username/streaks', async (request, reply): Promise<StreaksSummary> => {
    const { username } = validate(statsMemberParams, request.params);
    reply.headers(noStore);
    return deps.stats.streaksOf(await deps.stats.memberNamed(username));
  });

  app.get('/can-access/:username/year-in-chess', async (request, reply): Promise<CanAccessResponse> => {
    const { username } = validate(statsMemberParams, request.params);
    reply.headers(noStore);
    return deps.year.canAccess(request.viewer.user, username);
  });

  app.get('/callback/year-in-chess/:username/:year', async (request, reply) => {
    const { username, year } = validate(yearParams, request.params);
    reply.headers(noStore);
    return deps.year.recap(request.viewer.user, username, year);
  });

  app.get('/callback/year-in-chess/:username/:year/card/:card', async (request, reply) => {
    const { username, year, card } = validate(yearCardParams, request.params);
    await ctx.limits.enforce(reply, [[`year-card:${request.ip}`, CARD_RATE]]);
    const recap = await deps.year.recap(request.viewer.user, username, year);
    return reply
      .headers(noStore)
      .header('content-type', 'image/png')
      .header('content-disposition', `inline; filename="kingside-${year}-${card}.png"`)
      .send(await cardPng(recap, card));
  });

  app.get('/callback/user/get-item/:item', async (request, reply): Promise<UserItemResponse> => {
    const { item } = validate(getItemParams, request.params);
    reply.headers(noStore);
    return deps.items.get(request.viewer.user, item);
  });

  app.post('/callback/user/set-item', async (request) => {
    const { item } = validate(setItemRequest, request.body);
    return deps.items.set(request.viewer.user, item);
  });
}
