import { BILLING_API } from '@kingside/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { validate } from '../../platform/http/validate';
import { billingUnavailable } from './billing-errors';
import type { BillingProvider } from './provider';
import type { Webhooks } from './webhook.service';

/** Provider events are small; Stripe's biggest are well under this. */
export const WEBHOOK_BODY_LIMIT = 256 * 1024;
export const params = z.object({ provider: z.enum(['sandbox', 'stripe']) });

/**
 * Provider webhooks, in a scope of their own: no session, no CSRF — the signature over the exact raw
 * body is the proof, so every body is kept as a Buffer whatever its content type.
 */
export function webhookRoutes(
  app: FastifyInstance,
  billing: { provider: BillingProvider | null; webhooks: Webhooks },
): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(BILLING_API.webhook(':provider' as 'sandbox'), async (request, reply) => {
    const { provider: name } = validate(params, request.params);
    const provider = billing.provider;
    if (!provider) throw billingUnavailable();
    if (provider.name !== name) throw notFound('This payment provider is not in use.');
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const { status } = await billing.webhooks.receive(provider, raw, request.headers);
    return reply.code(status).send(status === 200 ? { received: true } : billingUnavailable().toBody());
  });
}
