import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { badRequest } from '../../platform/errors';
import type { Limits } from '../../platform/http/limits';
import { siteOrigin } from '../../platform/http/site-origin';
import { validate } from '../../platform/http/validate';
import { presentMemberProfile } from '../accounts';
import { callerOf, playerOfCaller, requireScope } from './api-guard';
import type { BoardApiDeps } from './board-api.deps';
import { playingQuery } from './board-api.schema';
import { gameEventInfo, lichessSpeed } from './lichess-present';

/** `GET /api/account` (lichess's UserExtended, our profile fields kept), `/playing`, the bot upgrade. */
export function accountRoutes(api: FastifyInstance, config: Config, deps: BoardApiDeps): void {
  api.get('/api/account', async (request) => {
    const { user } = callerOf(request);
    const [ratings, bot] = await Promise.all([
      deps.play.activity.ratings(user.userId),
      deps.bots.isBot(user.userId),
    ]);
    const perfs = Object.fromEntries(
      ratings.map((r) => [
        lichessSpeed(r.speed),
        { games: r.games, rating: r.rating, rd: 0, prog: 0, ...(r.provisional ? { prov: true } : {}) },
      ]),
    );
    return {
      ...presentMemberProfile(user),
      id: user.usernameKey,
      username: user.username,
      perfs,
      ...(bot ? { title: 'BOT' } : user.chessTitle ? { title: user.chessTitle } : {}),
      createdAt: user.createdAt.getTime(),
      seenAt: (user.lastLoginAt ?? user.createdAt).getTime(),
      url: `${siteOrigin(config, request)}/member/${user.usernameKey}`,
    };
  });

  api.get('/api/account/playing', async (request) => {
    const caller = callerOf(request);
    const { nb } = validate(playingQuery, request.query);
    const player = playerOfCaller(caller);
    const ids = await deps.play.activity.liveGamesOf(caller.user.userId, nb);
    const now = deps.clock.now().getTime();
    const views = (await Promise.all(ids.map((id) => deps.play.games.view(id, player)))).filter(
      (view) => view !== null && view.you !== null,
    );
    const nowPlaying = views
      .map((view) => gameEventInfo(view!, view!.you!, now))
      .sort((a, b) => Number(b.isMyTurn) - Number(a.isMyTurn) || a.secondsLeft - b.secondsLeft);
    return { nowPlaying, nbMyTurn: nowPlaying.filter((g) => g.isMyTurn).length };
  });

  api.post('/api/bot/account/upgrade', async (request) => {
    const caller = requireScope(request, 'bot:play');
    await deps.bots.upgrade(caller.user.userId);
    return { ok: true };
  });
}

/** lichess's `POST /api/token/test` takes up to this many tokens, comma-separated, as text. */
const TOKEN_TEST_MAX = 1000;
/** Calls per address a minute: it takes no token, so the address is all there is to count. */
const TOKEN_TEST_RATE = { limit: 30, windowMs: 60_000 };

/** Needs no token of its own (lichess: `security: []`). */
export function tokenTestRoute(
  api: FastifyInstance,
  limits: Limits,
  deps: Pick<BoardApiDeps, 'apiTokens'>,
): void {
  api.post('/api/token/test', async (request, reply) => {
    await limits.enforce(reply, [[`api:token-test:${request.ip}`, TOKEN_TEST_RATE]]);
    if (typeof request.body !== 'string')
      throw badRequest('bad_request', 'Send the tokens as text, comma-separated.');
    const tokens = [
      ...new Set(
        request.body
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ];
    if (tokens.length === 0 || tokens.length > TOKEN_TEST_MAX) {
      throw badRequest('bad_request', `Send 1 to ${TOKEN_TEST_MAX} tokens, comma-separated.`);
    }
    return deps.apiTokens.test(tokens.map((t) => t.slice(0, 200)));
  });
}
