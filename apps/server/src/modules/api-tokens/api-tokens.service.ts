import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_LABEL_MAX,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  type ApiTokenView,
} from '@kingside/contract';
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { badRequest, notFound } from '../../platform/errors';
import { type UserRow, users } from '../accounts/accounts.tables';
import { type ApiTokenRow, apiTokens } from './api-tokens.tables';

/** `ks_` + 43 base64url characters: recognisable in a leaked log, unguessable. */
const TOKEN_PATTERN = /^ks_[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface ApiCaller {
  user: UserRow;
  tokenId: number;
  scopes: ApiTokenScope[];
  expiresAt: Date | null;
}

/** The stored comma list, read back in the canonical order; unknown names are dropped. */
export const parseScopes = (stored: string): ApiTokenScope[] =>
  API_TOKEN_SCOPES.filter((scope) => stored.split(',').includes(scope));

const presentToken = (row: ApiTokenRow): ApiTokenView => ({
  id: row.id,
  label: row.label,
  scopes: parseScopes(row.scopes),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

export function createApiTokens(deps: { db: Db; clock: Clock }) {
  const live = () => {
    const now = deps.clock.now();
    return and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));
  };

  /** Unknown scope names are refused (the CLI passes what it was typed). */
  function checkScopes(scopes: readonly string[]): ApiTokenScope[] {
    const unknown = scopes.filter((scope) => !(API_TOKEN_SCOPES as readonly string[]).includes(scope));
    if (unknown.length > 0) {
      throw badRequest(
        'validation_failed',
        `Unknown scope ${unknown.join(', ')}: use ${API_TOKEN_SCOPES.join(', ')}.`,
        'scopes',
      );
    }
    return parseScopes(scopes.join(','));
  }

  return {
    /** Returns the token itself: the only time anyone sees it. */
    async create(
      username: string,
      label: string,
      ttlDays: number | null = null,
      scopes: readonly string[] = [],
    ): Promise<{ token: string; id: number; view: ApiTokenView }> {
      const trimmed = label.trim();
      if (trimmed.length === 0 || trimmed.length > API_TOKEN_LABEL_MAX) {
        throw badRequest(
          'validation_failed',
          `A token label is 1 to ${API_TOKEN_LABEL_MAX} characters.`,
          'label',
        );
      }
      const granted = checkScopes(scopes);
      const [user] = await deps.db.select().from(users).where(eq(users.usernameKey, username.toLowerCase()));
      if (!user) throw notFound(`No member is called ${username}.`);
      const token = `ks_${randomBytes(32).toString('base64url')}`;
      const now = deps.clock.now();
      const [row] = await deps.db
        .insert(apiTokens)
        .values({
          userId: user.userId,
          tokenHash: hashToken(token),
          label: trimmed,
          scopes: granted.join(','),
          createdAt: now,
          expiresAt: ttlDays ? new Date(now.getTime() + ttlDays * 86_400_000) : null,
        })
        .returning();
      return { token, id: row!.id, view: presentToken(row!) };
    },

    /** The live token's owner, or null for a malformed, unknown, expired or revoked token. */
    async authenticate(token: string): Promise<ApiCaller | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const [row] = await deps.db
        .select({ user: users, token: apiTokens })
        .from(apiTokens)
        .innerJoin(users, eq(users.userId, apiTokens.userId))
        .where(and(eq(apiTokens.tokenHash, hashToken(token)), live()))
        .limit(1);
      if (!row) return null;
      return {
        user: row.user,
        tokenId: row.token.id,
        scopes: parseScopes(row.token.scopes),
        expiresAt: row.token.expiresAt,
      };
    },

    /** lichess's `POST /api/token/test`: each token's owner and scopes, null for a dead one. */
    async test(tokens: string[]) {
      const wellFormed = tokens.filter((token) => TOKEN_PATTERN.test(token));
      const rows =
        wellFormed.length === 0
          ? []
          : await deps.db
              .select({ usernameKey: users.usernameKey, token: apiTokens })
              .from(apiTokens)
              .innerJoin(users, eq(users.userId, apiTokens.userId))
              .where(and(inArray(apiTokens.tokenHash, wellFormed.map(hashToken)), live()));
      const byHash = new Map(rows.map((row) => [row.token.tokenHash, row]));
      const answer: Record<string, { userId: string; scopes: string; expires: number | null } | null> = {};
      for (const token of tokens) {
        const row = TOKEN_PATTERN.test(token) ? byHash.get(hashToken(token)) : undefined;
        answer[token] = row
          ? {
              userId: row.usernameKey,
              scopes: parseScopes(row.token.scopes).join(','),
              expires: row.token.expiresAt?.getTime() ?? null,
            }
          : null;
      }
      return answer;
    },

    /** A member's live tokens, newest first (the settings page). */
    async list(userId: number): Promise<ApiTokenView[]> {
      const rows = await deps.db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), live()))
        .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
        .limit(200);
      return rows.map(presentToken);
    },

    async revoke(id: number): Promise<void> {
      await deps.db.update(apiTokens).set({ revokedAt: deps.clock.now() }).where(eq(apiTokens.id, id));
    },

    /** A member revokes one of their own tokens; anyone else's, or a dead one, is not found. */
    async revokeOwn(userId: number, id: number): Promise<void> {
      const done = await deps.db
        .update(apiTokens)
        .set({ revokedAt: deps.clock.now() })
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
        .returning({ id: apiTokens.id });
      if (done.length === 0) throw notFound('There is no such token.');
    },
  };
}

export type ApiTokens = ReturnType<typeof createApiTokens>;
