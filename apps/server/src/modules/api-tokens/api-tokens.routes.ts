import { API_TOKENS_API, type ApiTokenListResponse, type CreatedApiToken } from '@kingside/contract';
import { apiTokenIdParams, createApiTokenRequest } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import type { ApiTokens } from './api-tokens.service';

/** Tokens a member makes in a minute at most: a page that loops cannot fill the table. */
const CREATE_LIMIT = { limit: 10, windowMs: 60_000 };

function member(request: FastifyRequest) {
  const { user } = request.viewer;
  if (!user) throw unauthenticated();
  return user;
}

/** The settings page's token section (web scope: session + CSRF). */
export function apiTokenRoutes(app: FastifyInstance, ctx: RouteContext, apiTokens: ApiTokens): void {
  app.get(API_TOKENS_API.list, async (request): Promise<ApiTokenListResponse> => {
    return { tokens: await apiTokens.list(member(request).userId) };
  });

  app.post(API_TOKENS_API.create, async (request, reply): Promise<CreatedApiToken> => {
    const user = member(request);
    const input = validate(createApiTokenRequest, request.body);
    await ctx.limits.enforce(reply, [[`api-token:create:${user.userId}`, CREATE_LIMIT]]);
    const { token, view } = await apiTokens.create(user.usernameKey, input.label, null, input.scopes);
    reply.code(201);
    return { token, view };
  });

  app.post('/callback/user/api-tokens/:id/revoke', async (request, reply) => {
    const user = member(request);
    const { id } = validate(apiTokenIdParams, request.params);
    await apiTokens.revokeOwn(user.userId, id);
    reply.code(204).send();
  });
}
