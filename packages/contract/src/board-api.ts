/**
 * The open play API, compatible with lichess's Board and Bot API (lichess-org/api, doc/specs):
 * personal tokens carry scopes, as lichess's do; the web app lists, creates and revokes them.
 */

/** lichess's scope names, the ones this API checks. */
export const API_TOKEN_SCOPES = ['board:play', 'bot:play', 'challenge:read', 'challenge:write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** A token label: 1 to this many characters. */
export const API_TOKEN_LABEL_MAX = 60;

/** One of the member's tokens as the settings page lists it (never the token itself). */
export interface ApiTokenView {
  id: number;
  label: string;
  scopes: ApiTokenScope[];
  createdAt: string;
  /** null: the token does not expire. */
  expiresAt: string | null;
}

/** `GET API_TOKENS_API.list`: the member's live tokens, newest first. */
export interface ApiTokenListResponse {
  tokens: ApiTokenView[];
}

/** `POST API_TOKENS_API.create` body. */
export interface CreateApiTokenRequest {
  label: string;
  scopes: ApiTokenScope[];
}

/** `POST API_TOKENS_API.create` → 201: the token itself, shown this once. */
export interface CreatedApiToken {
  token: string;
  view: ApiTokenView;
}

export const API_TOKENS_API = {
  list: '/callback/user/api-tokens',
  create: '/callback/user/api-tokens',
  /** POST → 204; a token that is not the member's → 404. */
  revoke: (id: number) => `/callback/user/api-tokens/${id}/revoke`,
} as const;

/** Errors of the open API, in lichess's shape (`{"error": "…"}`). */
export const BOARD_API_MESSAGES = {
  missingScope: 'Missing scope',
  rateLimited: 'Too many requests. Try again later.',
  clockOrDays: 'Send a clock (clock.limit and clock.increment, or time and increment) or days, not both.',
  variantNotSupported: 'Only the standard variant is played here.',
  fenNotSupported: 'Games from a custom position (fen) are not played here.',
  botCannotBoard: 'Bot accounts cannot use the Board API. Use /api/bot/*.',
  boardCannotBot: 'This is not a bot account. Upgrade it with POST /api/bot/account/upgrade.',
  botHasGames: 'Only an account that has played no game can become a bot account.',
  alreadyBot: 'This account is a bot account already.',
  ratingRange: 'ratingRange is two ratings, the lower first, as in 1500-1800.',
} as const;

/** lichess's days per move for correspondence (the same list as daily games'). */
