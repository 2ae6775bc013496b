/**
 * The managed bot challenge (spec §2, §4, §8). The spec names no header, so the challenge answer uses
 * the de-facto standard one: `cf-mitigated: challenge` on a 403.
 */
export const BOT_CHECK = {
  mitigationHeader: 'cf-mitigated',
  mitigationValue: 'challenge',
  /** Spec §9: the widget gives up after this many errors and the held calls are rejected. */
  maxWidgetErrors: 3,
  /** The verification page of the verify host takes these query parameters (§2). */
  redirectParam: 'referer',
  /** HttpOnly cookie: a passed challenge, bound to the IP, for a few minutes. */
  passCookie: 'kingside_human',
} as const;

export const BOT_CHECK_API = {
  challenge: '/callback/bot-check/challenge',
  verify: '/callback/bot-check/verify',
  /** The verify host's page; on one machine a path of the same server (VERIFY_URL). */
  verifyPage: '/verify',
} as const;

export const BOT_CHECK_MESSAGES = {
  dialog: 'Check the box to proceed.',
  bot_challenge_required: 'Please confirm you are human to continue.',
  bot_check_invalid: 'The verification could not be checked. Please try again.',
  bot_check_expired: 'The verification expired. Please try again.',
  bot_check_used: 'This verification was already used. Please try again.',
  gaveUp: 'The verification failed too many times. Please reload the page and try again.',
  cancelled: 'The verification was cancelled. Send the form again when you are ready.',
} as const;

/** `POST /callback/bot-check/verify`: the widget's payload (base64 JSON of challenge and solution). */
export interface BotCheckVerifyRequest {
  payload: string;
}

/** Where a page navigation goes once the challenge is passed (`?redirect=referer&path=…` is added). */
export interface BotCheckVerifyResponse {
  ok: true;
  verifyUrl: string;
}

/** True when a 403 is the challenge, not a CSRF or permission refusal. */
export function isBotChallenge(status: number, headers: Record<string, unknown>): boolean {
  return status === 403 && headers[BOT_CHECK.mitigationHeader] === BOT_CHECK.mitigationValue;
}
