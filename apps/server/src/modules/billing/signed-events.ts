import type { Clock } from '../../platform/clock';
import { AppError, badRequest } from '../../platform/errors';
import { billingError } from './billing-errors';
import { decodeBillingEvent } from './event-codec';
import type { BillingEvent } from './provider';
import { SIGNATURE_HEADER, verifySignature } from './webhook-signature';

/**
 * `parseWebhook` for providers that post normalised events (event-codec.ts) signed with
 * webhook-signature.ts: the sandbox, and the test provider. Verifies before reading anything.
 */
export function parseSignedEvent(
  secret: string,
  clock: Clock,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): BillingEvent {
  const header = headers[SIGNATURE_HEADER];
  const check = verifySignature(
    secret,
    rawBody,
    typeof header === 'string' ? header : undefined,
    clock.now(),
  );
  if (check !== 'ok') throw billingError('webhook_signature_invalid', 400);
  try {
    return decodeBillingEvent(JSON.parse(rawBody.toString('utf8')));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('bad_request', 'The webhook body is not a billing event.');
  }
}
