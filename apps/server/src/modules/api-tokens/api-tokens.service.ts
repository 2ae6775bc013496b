import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { badRequest, notFound } from '../../platform/errors';
import { type UserRow, users } from '../accounts/accounts.tables';
import { apiTokens } from './api-tokens.tables';

/** `ks_` + 43 base64url characters: recognisable in a leaked log, unguessable. */
const TOKEN_PATTERN = /^ks_[A-Za-z0-9_-]{43}$/;
const LABEL_MAX = 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface ApiCaller {
  user: UserRow;
  tokenId: number;
}

export function createApiTokens(deps: { db: Db; clock: Clock }) {
  return {
    /** Returns the token itself: the only time anyone sees it. */
    async create(
      username: string,
      label: string,
      ttlDays: number | null = null,
    ): Promise<{ token: string; id: number }> {
      const trimmed = label.trim();
      if (trimmed.length === 0 || trimmed.length > LABEL_MAX) {
        throw badRequest('validation_failed', `A token label is 1 to ${LABEL_MAX} characters.`, 'label');
      }
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
          createdAt: now,
          expiresAt: ttlDays ? new Date(now.getTime() + ttlDays * 86_400_000) : null,
        })
        .returning({ id: apiTokens.id });
      return { token, id: row!.id };
    },

    /** The live token's owner, or null for a malformed, unknown, expired or revoked token. */
    async authenticate(token: string): Promise<ApiCaller | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const now = deps.clock.now();
      const [row] = await deps.db
        .select({ user: users, tokenId: apiTokens.id })
        .from(apiTokens)
        .innerJoin(users, eq(users.userId, apiTokens.userId))
        .where(
          and(
            eq(apiTokens.tokenHash, hashToken(token)),
            isNull(apiTokens.revokedAt),
            or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async revoke(id: number): Promise<void> {
      await deps.db.update(apiTokens).set({ revokedAt: deps.clock.now() }).where(eq(apiTokens.id, id));
    },
  };
}

export type ApiTokens = ReturnType<typeof createApiTokens>;
