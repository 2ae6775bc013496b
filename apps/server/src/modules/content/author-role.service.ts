import {
  type AuthorRoleResponse,
  CONTENT_MESSAGES,
  isAtLeast,
  type StaffContentAuthors,
} from '@kingside/contract';
import type { Db } from '../../db/db';
import type { Clock } from '../../platform/clock';
import { conflict, notFound } from '../../platform/errors';
import { createAuditRepo, levelOf, type UserRow } from '../accounts';
import { createContentRepo } from './content.repo';

export interface AuthorRoleDeps {
  db: Db;
  clock: Clock;
  /** Members by name (modules/accounts). */
  findByUsername(username: string): Promise<UserRow | null>;
}

/**
 * The author role (§6): staff list who may write articles and news, and grant the role to a member
 * or take it back. Each change and its audit row commit together; asking for what already stands is
 * a 409 that changes nothing. Staff write by their level, so the role is neither given to nor taken
 * from them.
 */
export function createAuthorRole(deps: AuthorRoleDeps) {
  const repo = createContentRepo(deps.db);

  async function list(): Promise<StaffContentAuthors> {
    return {
      authors: (await repo.authors()).map((row) => ({
        userId: row.userId,
        username: row.username,
        avatarUrl: row.avatarUrl,
        staff: row.role === 'staff',
        grantedAt: row.grantedAt?.toISOString() ?? null,
      })),
    };
  }

  async function memberNamed(username: string): Promise<UserRow> {
    const user = await deps.findByUsername(username);
    if (!user) throw notFound(CONTENT_MESSAGES.noSuchMember(username));
    return user;
  }

  /** Grants (or takes back) the role with its audit row; 409 when that is how it already stands. */
  async function change(actor: UserRow, username: string, grant: boolean): Promise<AuthorRoleResponse> {
    const member = await memberNamed(username);
    if (isAtLeast(levelOf(member), 'staff')) throw conflict('conflict', CONTENT_MESSAGES.staffWriteAlready);
    const at = deps.clock.now();
    const changed = await deps.db.transaction(async (tx) => {
      const done = grant
        ? await repo.grantAuthor(tx, member.userId, at)
        : await repo.revokeAuthor(tx, member.userId);
      if (!done) return false;
      await createAuditRepo(tx).insert({
        actorUserId: actor.userId,
        action: grant ? 'author_grant' : 'author_revoke',
        targetUserId: member.userId,
        details: {},
        at,
      });
      return true;
    });
    if (!changed)
      throw conflict(
        'conflict',
        grant ? CONTENT_MESSAGES.alreadyAuthor(member.username) : CONTENT_MESSAGES.notAuthor(member.username),
      );
    const message = grant
      ? CONTENT_MESSAGES.authorGranted(member.username)
      : CONTENT_MESSAGES.authorRevoked(member.username);
    return { ok: true, message, ...(await list()) };
  }

  return {
    list,
    grant: (actor: UserRow, username: string) => change(actor, username, true),
    revoke: (actor: UserRow, username: string) => change(actor, username, false),
  };
}

export type AuthorRole = ReturnType<typeof createAuthorRole>;
