import { BILLING_API, type CheckoutResponse } from '@kingside/contract';
import { changePlanRequest, checkoutRequest, noticeParams, plansQuery } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/context';
import { siteOrigin } from '../../platform/http/site-origin';
import { validate } from '../../platform/http/validate';
import type { Checkouts } from './checkout.service';
import type { MemberBilling } from './member.service';

/** Checkouts opened per member: enough for people changing their mind, not for scripts. */
const CHECKOUT_LIMIT = { limit: 20, windowMs: 10 * 60_000 };

function member(request: FastifyRequest) {
  const user = request.viewer.user;
  if (!user) throw unauthenticated('Log in to manage your membership.');
  return user;
}

/** Membership web callbacks (inside the web scope: Origin, session, CSRF). Each is about the caller only. */
export function billingRoutes(
  app: FastifyInstance,
  ctx: RouteContext,
  billing: { member: MemberBilling; checkouts: Checkouts },
): void {
  app.get(BILLING_API.plans, async (request) => {
    const { c } = validate(plansQuery, request.query);
    return billing.member.plans(request.viewer.user, c || undefined);
  });

  app.post(BILLING_API.checkout, async (request, reply): Promise<CheckoutResponse> => {
    const input = validate(checkoutRequest, request.body);
    const user = member(request);
    await ctx.limits.enforce(reply, [[`checkout:${user.userId}`, CHECKOUT_LIMIT]]);
    return billing.checkouts.open(user, input, siteOrigin(ctx.config, request));
  });

  app.get(BILLING_API.billing, async (request) => billing.member.overview(member(request)));
  app.post(BILLING_API.cancel, async (request) => billing.member.cancel(member(request)));
  app.post(BILLING_API.resume, async (request) => billing.member.resume(member(request)));

  app.post(BILLING_API.change, async (request) => {
    const input = validate(changePlanRequest, request.body);
    return billing.member.change(member(request), input);
  });

  app.get(BILLING_API.portal, async (request) =>
    billing.member.portal(member(request), `${siteOrigin(ctx.config, request)}/settings/billing`),
  );

  app.get(BILLING_API.notices, async (request) => billing.member.notices(member(request)));

  app.post(`${BILLING_API.notices}/:id/seen`, async (request, reply) => {
    const { id } = validate(noticeParams, request.params);
    await billing.member.seen(member(request), id);
    return reply.code(204).send();
  });
}
