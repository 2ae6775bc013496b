import { type ContentLanguageResponse, type FairPlayAgreeResponse, USER_VIEW_API } from '@kingside/contract';
import { contentLanguageBody, fairPlayAgreeParams } from '@kingside/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../platform/errors';
import { validate } from '../../platform/http/validate';
import type { AccountsService } from './accounts.service';

/**
 * §7 calls that change how the site shows for a member (§3 User state): fair-play agreement and
 * content language. Validated before anything else (§5); the web app applies them at once and
 * reverts if the save fails (§4). Inside the web scope: session, CSRF, no writes while impersonating.
 */
export function userViewRoutes(app: FastifyInstance, accounts: AccountsService): void {
  app.post(USER_VIEW_API.fairPlayAgreeRoute, async (request): Promise<FairPlayAgreeResponse> => {
    const { fairPlayAgree } = validate(fairPlayAgreeParams, request.params);
    const user = request.viewer.user;
    if (!user) throw unauthenticated('Log in to agree to fair play.');
    const value = fairPlayAgree === '1' ? 1 : 0;
    await accounts.setFairPlayAgree(user.userId, value);
    return { ok: true, fairPlayAgree: value };
  });

  app.post(USER_VIEW_API.contentLanguage, async (request): Promise<ContentLanguageResponse> => {
    const { contentLanguage } = validate(contentLanguageBody, request.body);
    const user = request.viewer.user;
    if (!user) throw unauthenticated('Log in to choose the language of what you read.');
    await accounts.setContentLanguage(user.userId, contentLanguage);
    return { ok: true, contentLanguage };
  });
}
