import {
  BILLING_API,
  BILLING_MESSAGES,
  SANDBOX_PAY_LIMITS,
  type SandboxPayResponse,
} from '@kingside/contract';
import { sandboxConfirmRequest, sandboxPayRequest } from '@kingside/contract/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteContext } from '../../platform/http/context';
import { validate } from '../../platform/http/validate';
import type { PayOutcome } from './sandbox-checkout';
import { presentCheckout } from './sandbox-pay.present';
import type { SandboxPay } from './sandbox-pay.service';

/** The contract builds paths from an id; Fastify wants a `:id` parameter in its place. */
const route = (path: (id: string) => string) => path('__id__').replace('__id__', ':id');
const PAY_BODY_LIMIT = 2 * 1024;

type WithId = FastifyRequest<{ Params: { id: string } }>;

function present(outcome: PayOutcome): SandboxPayResponse {
  return outcome.status === 'succeeded'
    ? outcome
    : { status: 'requires_action', message: BILLING_MESSAGES.payment_requires_action };
}

/**
 * The sandbox provider's own hosted-checkout API, registered in a scope of its own: a real
 * provider's page has no session of ours, so there is no cookie or CSRF here. The unguessable
 * checkout id is the capability; card attempts are limited per checkout and per address.
 */
export function sandboxPayRoutes(app: FastifyInstance, ctx: RouteContext, sandboxPay: SandboxPay): void {
  const limitAttempts = (request: WithId, reply: FastifyReply) =>
    ctx.limits.enforce(reply, [
      [
        `sandbox-pay:checkout:${request.params.id}`,
        { limit: SANDBOX_PAY_LIMITS.perCheckout, windowMs: SANDBOX_PAY_LIMITS.windowMs },
      ],
      [
        `sandbox-pay:ip:${request.ip}`,
        { limit: SANDBOX_PAY_LIMITS.perIp, windowMs: SANDBOX_PAY_LIMITS.windowMs },
      ],
    ]);

  app.get(route(BILLING_API.sandboxCheckout), async (request: WithId, reply) => {
    const session = await sandboxPay.hosted.view(request.params.id);
    return reply.header('cache-control', 'no-store').send(presentCheckout(session));
  });

  app.post(route(BILLING_API.sandboxPay), { bodyLimit: PAY_BODY_LIMIT }, async (request: WithId, reply) => {
    const card = validate(sandboxPayRequest, request.body);
    await limitAttempts(request, reply);
    const outcome = await sandboxPay.hosted.pay(request.params.id, card);
    return reply.header('cache-control', 'no-store').send(present(outcome));
  });

  app.post(
    route(BILLING_API.sandboxConfirm),
    { bodyLimit: PAY_BODY_LIMIT },
    async (request: WithId, reply) => {
      const { approve } = validate(sandboxConfirmRequest, request.body);
      await limitAttempts(request, reply);
      const outcome = await sandboxPay.hosted.confirm(request.params.id, approve);
      return reply.header('cache-control', 'no-store').send(present(outcome));
    },
  );
}
