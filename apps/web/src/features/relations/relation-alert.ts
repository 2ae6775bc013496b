import { MESSAGES } from '@kingside/contract';
import { serverMessage } from '../../lib/server-error';
import type { RelationChange } from './relations.api';

export interface AlertText {
  kind: 'success' | 'error';
  message: string;
}

/**
 * §8: a change that worked shows the server's message, or our short generic success; an add that
 * failed shows the server's message; any other failure shows the generic error.
 */
export function relationAlert(
  change: RelationChange,
  outcome: { ok: true; message: string | null | undefined } | { ok: false; error: unknown },
  genericSuccess: string,
): AlertText {
  if (outcome.ok) return { kind: 'success', message: outcome.message || genericSuccess };
  const fromServer = change === 'add' ? serverMessage(outcome.error) : null;
  return { kind: 'error', message: fromServer ?? MESSAGES.genericError };
}
