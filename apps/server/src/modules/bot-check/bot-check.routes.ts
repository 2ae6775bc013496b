import {
  API,
  BOT_CHECK,
  BOT_CHECK_API,
  BOT_CHECK_MESSAGES,
  type BotCheckVerifyResponse,
  ROUTES,
  safeRedirectTarget,
} from '@kingside/contract';
import { text } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { isFormPost } from '../../platform/http/form-post';
import { validate } from '../../platform/http/validate';
import type { RateRule } from '../../platform/rate-limit';
import { type BotCheck, PASS_TTL_MS } from './bot-check.service';

/** The calls a bot would hammer: guessing passwords and making accounts. */
const GUARDED = new Set<string>([API.loginCheck, API.register]);
/** Issuing costs one hash, verifying one more: generous for people, a wall for floods. */
const CHALLENGE_LIMIT: RateRule = { limit: 30, windowMs: 10 * 60_000 };
const VERIFY_LIMIT: RateRule = { limit: 20, windowMs: 10 * 60_000 };

export const verifyBody = z.object({ payload: text(8192).min(1) });
export const verifyPageQuery = z.object({
  redirect: z.literal(BOT_CHECK.redirectParam).optional(),
  path: text(2048).optional(),
});

/** The path a plain form came from, to return to after the interstitial. */
function refererPath(request: FastifyRequest): string {
  const referer = request.headers.referer;
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    return safeRedirectTarget(`${url.pathname}${url.search}`);
  } catch {
    return '/';
  }
}

function interstitialUrl(path: string): string {
  return `${ROUTES.bot_check.path}?${new URLSearchParams({ path })}`;
}

function verifyPageUrl(config: Config): string {
  return config.verifyUrl ?? BOT_CHECK_API.verifyPage;
}

/**
 * Web-scope preHandler, after CSRF: a risky login or registration without a pass gets the challenge.
 * The app's calls get a 403 with the mitigation header (the client holds and retries them); a plain
 * form goes to the interstitial page.
 */
export function createBotCheckGuard(botCheck: BotCheck) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (request.method !== 'POST' || !GUARDED.has(request.routeOptions.url ?? '')) return;
    if (botCheck.hasPass(request.ip, request.cookies[BOT_CHECK.passCookie])) return;
    if (!(await botCheck.isRisky(request.ip))) return;
    return challenge(request, reply);
  };
}

function challenge(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isFormPost(request)) return reply.code(303).redirect(interstitialUrl(refererPath(request)));
  reply.header(BOT_CHECK.mitigationHeader, BOT_CHECK.mitigationValue);
  throw new AppError('bot_challenge_required', 403, BOT_CHECK_MESSAGES.bot_challenge_required);
}

/**
 * For a route that wants a person now, whatever BOT_CHECK says (an account under a guess spread over
 * many addresses): undefined when this address holds a pass, else the challenge as the guard answers it
 * (a reply to return, or a thrown 403).
 */
export type DemandChallenge = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;

export function createChallengeDemand(botCheck: BotCheck): DemandChallenge {
  return (request, reply) =>
    botCheck.hasPass(request.ip, request.cookies[BOT_CHECK.passCookie])
      ? undefined
      : challenge(request, reply);
}

export function botCheckRoutes(app: FastifyInstance, ctx: RouteContext, botCheck: BotCheck): void {
  app.get(BOT_CHECK_API.challenge, async (request, reply) => {
    await ctx.limits.enforce(reply, [[`bot-check:challenge:${request.ip}`, CHALLENGE_LIMIT]]);
    reply.header('cache-control', 'no-store');
    return botCheck.issue();
  });

  app.post(BOT_CHECK_API.verify, async (request, reply) => {
    const { payload } = validate(verifyBody, request.body);
    await ctx.limits.enforce(reply, [[`bot-check:verify:${request.ip}`, VERIFY_LIMIT]]);
    await botCheck.verify(payload);
    reply.setCookie(BOT_CHECK.passCookie, botCheck.makePass(request.ip), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.secureCookies || request.protocol === 'https',
      maxAge: PASS_TTL_MS / 1000,
    });
    return { ok: true, verifyUrl: verifyPageUrl(ctx.config) } satisfies BotCheckVerifyResponse;
  });

  // The verify page (§2): back to `path` once passed, else to the interstitial; same-site paths only.
  app.get(BOT_CHECK_API.verifyPage, async (request, reply) => {
    const query = validate(verifyPageQuery, request.query);
    const path = safeRedirectTarget(query.path);
    const passed = botCheck.hasPass(request.ip, request.cookies[BOT_CHECK.passCookie]);
    return reply.code(303).redirect(passed ? path : interstitialUrl(path));
  });
}
