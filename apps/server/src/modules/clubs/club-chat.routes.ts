import type { ClubChatPage } from '@kingside/contract';
import { clubChatQuery, clubParams } from '@kingside/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { validate } from '../../platform/http/validate';
import type { ClubChat } from './club-chat.service';

/** Club chat's history callback (members only); new lines go over the socket. */
export function clubChatRoutes(app: FastifyInstance, chat: ClubChat): void {
  app.get('/callback/clubs/:slug/chat', async (request): Promise<ClubChatPage> => {
    const { slug } = validate(clubParams, request.params);
    const { before } = validate(clubChatQuery, request.query);
    return chat.history(slug, request.viewer.user?.userId ?? null, before);
  });
}
