import { DAILY_API, DAILY_SEEKS_LIMIT, type DailySeeksResponse } from '@kingside/contract';
import {
  createDailySeekRequest,
  dailyGamesQuery,
  saveConditionalMovesRequest,
} from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../../platform/errors';
import type { RouteContext } from '../../../platform/http/context';
import { validate } from '../../../platform/http/validate';
import { guestIdOf } from '../../../platform/session/session.plugin';
import type { SessionUser } from '../../../platform/session/session-users';
import type { ChallengeService } from '../challenges';
import { gameParams } from '../challenges/challenge.routes';
import { playerOf } from '../player';
import type { DailyService } from './daily.service';

/** Daily seeks made per member: a few a day is plenty. */
const SEEK_LIMIT = { limit: 30, windowMs: 60 * 60_000 };

const memberOf = (request: FastifyRequest) => {
  const player = playerOf(request.viewer.user, null);
  if (!player || player.userId === null) throw unauthenticated('Log in to play daily chess.');
  return player;
};

/** What daily play asks of the entitlements module (wired in app.ts): a member's vacation days a year. */
export type VacationDaysOf = (user: SessionUser) => number;

/** The daily lobby and a member's daily games (web callbacks: session + CSRF scope). */
export function dailyRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  deps: { daily: DailyService; challenges: ChallengeService; vacationDaysOf: VacationDaysOf },
): void {
  app.get(DAILY_API.seeks, async (request): Promise<DailySeeksResponse> => {
    const viewer = playerOf(request.viewer.user, guestIdOf(request.viewer));
    return { seeks: await deps.challenges.dailySeeks(viewer, DAILY_SEEKS_LIMIT) };
  });

  app.post(DAILY_API.seek, async (request, reply) => {
    const input = validate(createDailySeekRequest, request.body);
    const player = memberOf(request);
    await ctx.limits.enforce(reply, [[`daily-seek:${player.userId}`, SEEK_LIMIT]]);
    const view = await deps.challenges.create(player, {
      destination: null,
      tc: { initial: 0, increment: 0 },
      rated: input.rated,
      color: input.color,
      daily: { days: input.days, weekendPause: input.weekendPause ?? false },
      lobby: true,
    });
    return reply.code(201).send(view);
  });

  app.get('/callback/daily/game/:id/conditional', async (request) => {
    const { id } = validate(gameParams, request.params);
    const player = memberOf(request);
    return deps.daily.conditionals.view(id, player.userId!);
  });

  app.post('/callback/daily/game/:id/conditional', async (request) => {
    const { id } = validate(gameParams, request.params);
    const { lines } = validate(saveConditionalMovesRequest, request.body);
    const player = memberOf(request);
    return deps.daily.conditionals.save(id, player, lines);
  });

  const vacationDays = (request: FastifyRequest) => deps.vacationDaysOf(request.viewer.user!);
  app.get(DAILY_API.vacation, async (request) =>
    deps.daily.vacations.status(memberOf(request).userId!, vacationDays(request)),
  );
  app.post(DAILY_API.vacationStart, async (request) =>
    deps.daily.vacations.start(memberOf(request).userId!, vacationDays(request)),
  );
  app.post(DAILY_API.vacationEnd, async (request) =>
    deps.daily.vacations.end(memberOf(request).userId!, vacationDays(request)),
  );

  app.get(DAILY_API.games(), async (request) => {
    const { page } = validate(dailyGamesQuery, request.query);
    const player = memberOf(request);
    return deps.daily.gamesOf(player.userId!, page);
  });
}
