/**
 * `GET /game/export/{gameId}` and `GET /api/games/user/{username}` as lichess serves them: PGN by
 * default, JSON (one game) or NDJSON (a stream) when the Accept header asks, readable from any
 * origin, errors as `{"error": …}`. No session: these are public, like the games they show.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { siteOrigin } from '../../platform/http/site-origin';
import { validate } from '../../platform/http/validate';
import type { OpeningLookup } from '../openings';
import type { GameRow } from '../play';
import type { ExportContext, ExportSwitches } from './game-export.present';
import { exportJson, exportPgn } from './game-export.present';
import {
  type ExportGameQuery,
  exportGameParams,
  exportGameQuery,
  exportUserParams,
  exportUserQuery,
} from './game-export.schema';
import type { GameExport } from './game-export.service';

/** One game: requests per address per minute. */
export const GAME_EXPORT_RATE = { limit: 120, windowMs: 60_000 };
/** A member's games: streams started per address per minute, and at most one at a time. */
export const USER_EXPORT_RATE = { limit: 20, windowMs: 60_000 };
const IN_FLIGHT_TTL_MS = 10 * 60_000;

const PGN_TYPE = 'application/x-chess-pgn; charset=utf-8';

const accepts = (request: FastifyRequest, type: string) => (request.headers.accept ?? '').includes(type);

/** lichess's defaults differ: one game has clocks and the opening on, a member's games off. */
function switchesOf(query: ExportGameQuery, defaults: { clocks: boolean; opening: boolean }): ExportSwitches {
  return {
    moves: query.moves ?? true,
    tags: query.tags ?? true,
    clocks: query.clocks ?? defaults.clocks,
    opening: query.opening ?? defaults.opening,
    pgnInJson: query.pgnInJson ?? false,
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export function gameExportRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  deps: { service: GameExport; lookup: OpeningLookup },
): void {
  const context = (request: FastifyRequest): ExportContext => ({
    site: siteOrigin(ctx.config, request),
    lookup: deps.lookup,
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) return reply.code(error.status).send({ error: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ error: 'The request could not be understood.' });
    request.log.error({ err: error }, 'game export error');
    return reply.code(500).send({ error: 'An internal error has occurred.' });
  });

  app.get('/game/export/:gameId', async (request, reply) => {
    const { gameId } = validate(exportGameParams, request.params);
    const switches = switchesOf(validate(exportGameQuery, request.query), { clocks: true, opening: true });
    await ctx.limits.enforce(reply, [[`game-export:${request.ip}`, GAME_EXPORT_RATE]]);
    const game = await deps.service.game(gameId);
    if (accepts(request, 'application/json'))
      return reply.type('application/json; charset=utf-8').send(exportJson(game, switches, context(request)));
    return reply.type(PGN_TYPE).send(exportPgn(game, switches, context(request)));
  });

  app.get('/api/games/user/:username', async (request, reply) => {
    const { username } = validate(exportUserParams, request.params);
    const query = validate(exportUserQuery, request.query);
    const switches = switchesOf(query, { clocks: false, opening: false });
    const key = `games-export:${request.ip}`;
    await ctx.limits.enforce(reply, [[key, USER_EXPORT_RATE]]);
    const games = await deps.service.userGames(username, query);
    if (!(await ctx.limits.enter(key, 1, IN_FLIGHT_TTL_MS))) {
      reply.header('retry-after', '10');
      throw new AppError('rate_limited', 429, 'Please wait for your other download to finish.');
    }
    const leave = once(() => ctx.limits.leave(key));
    reply.raw.once('close', leave);
    const ndjson = accepts(request, 'application/x-ndjson');
    const site = context(request);
    const lines = (async function* () {
      try {
        for await (const game of games) yield formatted(game);
      } finally {
        await leave();
      }
    })();
    function formatted(game: GameRow): string {
      return ndjson
        ? `${JSON.stringify(exportJson(game, switches, site))}\n`
        : `${exportPgn(game, switches, site)}\n`;
    }
    if (!ndjson)
      reply.header(
        'content-disposition',
        `attachment; filename="kingside_${username}_${day(ctx.clock.now())}.pgn"`,
      );
    return reply.type(ndjson ? 'application/x-ndjson; charset=utf-8' : PGN_TYPE).send(Readable.from(lines));
  });
}

function once(f: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => {
    done ??= f();
    return done;
  };
}
