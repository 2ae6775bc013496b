import { BOARD_API_MESSAGES, type DeclineReason } from '@kingside/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { badRequest, notFound } from '../../platform/errors';
import { siteOrigin } from '../../platform/http/site-origin';
import { validate } from '../../platform/http/validate';
import { presentMemberProfile } from '../accounts';
import { playerOfCaller, requireScope } from './api-guard';
import type { BoardApiDeps } from './board-api.deps';
import {
  challengeForm,
  challengeIdParams,
  DECLINE_KEYS,
  declineForm,
  usernameParams,
  withoutNulls,
} from './board-api.schema';
import { challengeJson } from './lichess-present';

/** A clock that starts at 0 flags at once: play's own challenges start at 15 s, and so do these. */
const MIN_LIMIT_SECONDS = 15;
const WRITE_SCOPES = ['challenge:write', 'bot:play', 'board:play'] as const;

/** `POST /api/challenge/{username}` and `/api/challenge/{id}/accept|decline|cancel`. */
export function challengeApiRoutes(api: FastifyInstance, config: Config, deps: BoardApiDeps): void {
  const { challenges } = deps.play;

  api.post('/api/challenge/:username', async (request) => {
    const { username } = validate(usernameParams, request.params);
    const form = validate(challengeForm, withoutNulls(request.body));
    const caller = requireScope(request, ...WRITE_SCOPES);
    if (form.variant !== 'standard')
      throw badRequest('bad_request', BOARD_API_MESSAGES.variantNotSupported, 'variant');
    if (form.fen !== undefined) throw badRequest('bad_request', BOARD_API_MESSAGES.fenNotSupported, 'fen');
    const limit = form['clock.limit'];
    const increment = form['clock.increment'];
    if (form.days !== undefined && (limit !== undefined || increment !== undefined)) {
      throw badRequest('bad_request', BOARD_API_MESSAGES.clockOrDays, 'days');
    }
    if (form.days === undefined && (limit === undefined || increment === undefined)) {
      throw badRequest(
        'bad_request',
        'Send clock.limit and clock.increment (unlimited games are not played here).',
      );
    }
    if (limit !== undefined && limit < MIN_LIMIT_SECONDS) {
      throw badRequest(
        'bad_request',
        `clock.limit is ${MIN_LIMIT_SECONDS} seconds at least here.`,
        'clock.limit',
      );
    }
    const user = await deps.accounts.findByUsername(username);
    if (!user) throw notFound(`No member is called ${username}.`);
    const view = await challenges.create(playerOfCaller(caller), {
      destination: {
        userId: user.userId,
        username: user.username,
        closed: presentMemberProfile(user).closed,
      },
      tc: { initial: limit ?? 0, increment: increment ?? 0 },
      ...(form.days === undefined ? {} : { daily: { days: form.days, weekendPause: false } }),
      rated: form.rated,
      color: form.color,
    });
    return challengeJson(view, siteOrigin(config, request));
  });

  api.post('/api/challenge/:challengeId/accept', async (request) => {
    const { challengeId } = validate(challengeIdParams, request.params);
    const caller = requireScope(request, ...WRITE_SCOPES);
    await challenges.accept(challengeId, playerOfCaller(caller));
    return { ok: true };
  });

  api.post('/api/challenge/:challengeId/decline', async (request) => {
    const { challengeId } = validate(challengeIdParams, request.params);
    const form = validate(declineForm, withoutNulls(request.body));
    const caller = requireScope(request, ...WRITE_SCOPES);
    const reason: DeclineReason = (form.reason && DECLINE_KEYS.get(form.reason.toLowerCase())) || 'generic';
    await challenges.decline(challengeId, playerOfCaller(caller), reason);
    return { ok: true };
  });

  api.post('/api/challenge/:challengeId/cancel', async (request) => {
    const { challengeId } = validate(challengeIdParams, request.params);
    const caller = requireScope(request, ...WRITE_SCOPES);
    await challenges.cancel(challengeId, playerOfCaller(caller));
    return { ok: true };
  });
}
