import { type PlatformScope, READ_SCOPES, STAFF_MESSAGES } from '@kingside/contract';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../platform/errors';
import { createBearerAuth } from '../../platform/http/bearer';
import type { ConnectAuth } from '../../platform/http/connect-service';
import { MAX_TOKEN_LENGTH } from './platform-token';
import type { PlatformCaller, PlatformTokens } from './platform-tokens.service';

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/i;

/** The token in an `Authorization: Bearer …` header, or null when it cannot be one of ours. */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header || header.length > MAX_TOKEN_LENGTH + 7) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

const MESSAGES = {
  invalid: 'This platform token is not valid (expired, revoked or forged). Ask /bff-token for a new one.',
  missing: 'Send a platform token: Authorization: Bearer <token> from POST /bff-token.',
};

/**
 * Platform services take only platform tokens (never personal API tokens, never the session
 * cookie): RFC 6750 answers, so the client knows to refresh and retry.
 */
export function createPlatformBearer(tokens: PlatformTokens) {
  return createBearerAuth((token) => tokens.authenticate(token), MESSAGES, bearerToken);
}

/** The same check for the Connect services, in the gate Connect runs before it reads a body. */
export function platformConnectAuth(tokens: PlatformTokens): ConnectAuth {
  return {
    async authenticate(authorization) {
      const token = bearerToken(authorization);
      return token ? tokens.authenticate(token) : null;
    },
    refusal: 'Send a valid platform token from POST /bff-token.',
  };
}

/**
 * A guest token reading is fine; writing needs a member's scope (RFC 6750 `insufficient_scope`).
 * Every platform write passes here, so this is where §4 holds for them all: while impersonating,
 * nothing is saved, whatever scopes the token carries.
 */
export function requireScope(caller: PlatformCaller, scope: PlatformScope, reply?: FastifyReply): void {
  if (caller.impersonating && !READ_SCOPES.includes(scope)) {
    throw new AppError('impersonation_read_only', 403, STAFF_MESSAGES.impersonation_read_only);
  }
  if (caller.scopes.includes(scope)) return;
  reply?.header('www-authenticate', `Bearer realm="kingside", error="insufficient_scope", scope="${scope}"`);
  throw new AppError('insufficient_scope', 403, `This needs the ${scope} scope: log in first.`);
}
