import { text } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { siteOrigin } from '../../platform/http/site-origin';
import { validate } from '../../platform/http/validate';
import { countryName } from './countries';
import type { Pub, PubAnswer } from './pub.service';
import { installPubManners, sendCacheable } from './pub-http';
import type { PubBases } from './public-api.present';

export const playerParams = z.object({ username: text(64).min(1) });
export const monthParams = playerParams.extend({
  year: z.string().regex(/^\d{4}$/, 'The year has four digits.'),
  month: z.string().regex(/^(0[1-9]|1[0-2])$/, 'The month is 01 to 12.'),
});
/** chess.com's url-ID of a club: our club slugs. */
export const pubClubParams = z.object({
  slug: z.string().regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{1,38}[A-Za-z0-9])$/, 'A club is named by its url-ID.'),
});
/** A club match and one of its boards: numeric (anything else is a 404, as an unknown id). */
export const pubMatchParams = z.object({
  id: z.string().regex(/^[1-9]\d{0,8}$/, 'A match is a number.'),
  board: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, 'A board is a number.')
    .optional(),
});
export const countryParams = z.object({
  iso: z.string().regex(/^[A-Za-z]{2}$/, 'A country is two letters.'),
});

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * chess.com's published-data API (spec §2's public API host): registered under the `/pub` prefix,
 * served on the main host and on PUBLIC_API_HOST. No credentials; the manners are in pub-http.ts.
 */
export function pubRoutes(pub: FastifyInstance, ctx: RouteContext, service: Pub): void {
  installPubManners(pub, ctx.limits);
  const host = ctx.config.publicApiHost;
  const scheme = ctx.config.publicUrl ? new URL(ctx.config.publicUrl).protocol.slice(0, -1) : null;

  /** `@id`s name the public-API host when there is one; pages are on the site. */
  function bases(request: FastifyRequest): PubBases {
    const site = siteOrigin(ctx.config, request);
    if (!host) return { site, api: site };
    if (request.hostname.toLowerCase() === host)
      return { site, api: `${request.protocol}://${request.host}` };
    return { site, api: `${scheme ?? request.protocol}://${host}` };
  }
  const json = (request: FastifyRequest, reply: FastifyReply, answer: PubAnswer<unknown>) =>
    sendCacheable(request, reply, { ...answer, body: JSON.stringify(answer.payload), type: JSON_TYPE });
  const monthOf = (params: unknown) => {
    const { username, year, month } = validate(monthParams, params);
    return { username, year: Number(year), month: Number(month) };
  };

  pub.get('/player/:username', async (request, reply) => {
    const { username } = validate(playerParams, request.params);
    return json(request, reply, await service.player(username, bases(request)));
  });
  pub.get('/player/:username/stats', async (request, reply) => {
    const { username } = validate(playerParams, request.params);
    return json(request, reply, await service.stats(username, bases(request)));
  });
  pub.get('/player/:username/is-online', async (request, reply) => {
    const { username } = validate(playerParams, request.params);
    return json(request, reply, await service.isOnline(username));
  });
  pub.get('/player/:username/games/archives', async (request, reply) => {
    const { username } = validate(playerParams, request.params);
    return json(request, reply, await service.archives(username, bases(request)));
  });
  pub.get('/player/:username/games/:year/:month', async (request, reply) => {
    const { username, year, month } = monthOf(request.params);
    return json(request, reply, await service.monthGames(username, year, month, bases(request)));
  });
  pub.get('/player/:username/games/:year/:month/pgn', async (request, reply) => {
    const { username, year, month } = monthOf(request.params);
    const answer = await service.monthPgn(username, year, month, bases(request));
    reply.header('content-disposition', `attachment; filename="${answer.fileName}"`);
    return sendCacheable(request, reply, {
      ...answer,
      body: answer.payload,
      type: 'text/plain; charset=utf-8',
    });
  });
  pub.get('/player/:username/leagues', async (request, reply) => {
    const { username } = validate(playerParams, request.params);
    return json(request, reply, await service.leagues(username, bases(request)));
  });
  pub.get('/player/:username/clubs', async (request, reply) => {
    const { username } = validate(playerParams, request.params);
    return json(request, reply, await service.clubs(username, bases(request)));
  });
  const clubPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    answer: (slug: string, bases: PubBases) => Promise<PubAnswer<unknown> | null> | undefined,
  ) => {
    const { slug } = validate(pubClubParams, request.params);
    const found = await answer(slug.toLowerCase(), bases(request));
    if (!found) throw notFound(`Club "${slug}" not found.`);
    return json(request, reply, found);
  };
  pub.get('/club/:slug', (request, reply) =>
    clubPage(request, reply, (s, b) => service.clubPages?.club(s, b)),
  );
  pub.get('/club/:slug/members', (request, reply) =>
    clubPage(request, reply, (s) => service.clubPages?.members(s)),
  );
  pub.get('/club/:slug/matches', (request, reply) =>
    clubPage(request, reply, (s, b) => service.clubPages?.matches(s, b)),
  );
  const matchPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = pubMatchParams.safeParse(request.params);
    const pages = service.matchPages;
    const found =
      parsed.success && pages
        ? await (parsed.data.board === undefined
            ? pages.match(Number(parsed.data.id), bases(request))
            : pages.board(Number(parsed.data.id), Number(parsed.data.board), bases(request)))
        : null;
    if (!found) throw notFound('Match not found.');
    return json(request, reply, found);
  };
  pub.get('/match/:id', matchPage);
  pub.get('/match/:id/:board', matchPage);
  pub.get('/player/:username/tournaments', async (request, reply) => {
    const { username } = validate(playerParams, request.params);
    return json(request, reply, await service.tournaments(username));
  });
  pub.get('/country/:iso', async (request, reply) => {
    const code = validate(countryParams, request.params).iso.toUpperCase();
    const name = countryName(code);
    if (!name) throw notFound(`Country "${code}" not found.`);
    const payload = { '@id': `${bases(request).api}/pub/country/${code}`, name, code };
    return json(request, reply, { payload, lastModified: null, maxAge: 86_400 });
  });
}
