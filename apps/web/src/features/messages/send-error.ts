import type { ErrorCode } from '@kingside/contract';
import type { TFunction } from 'i18next';
import '../../lib/i18n/locales/en.messages';

const KNOWN = ['message_blocked', 'rate_limited', 'not_found', 'message_self', 'validation_failed'] as const;

/**
 * What to tell a member whose message was refused, saying what to do. A mute's end is only in the
 * server's message, so that one is shown as the server wrote it.
 */
export function sendErrorText(t: TFunction, refusal: { code: ErrorCode; message: string } | null): string {
  if (refusal?.code === 'member_muted') return refusal.message;
  const known = KNOWN.find((code) => code === refusal?.code);
  return t(known ? `dm.errors.${known}` : 'dm.errors.generic');
}
