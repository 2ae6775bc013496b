import { createHmac, timingSafeEqual } from 'node:crypto';
import { INVITE_TOKEN_PATTERN, ROUTES } from '@kingside/contract';
import type { Logger } from '../../platform/logger';
import { presentMemberProfile, type UserRow } from '../accounts';
import type { Relations } from './relations.service';

export interface InviteDeps {
  relations: Relations;
  /** The server secret; invite tokens are signed with a key derived from it. */
  serverSecret: () => Promise<string>;
  logger: Logger;
}

/**
 * Registration invite links: `/register?invite=<inviter id>.<signature>`. Signed, not stored: a
 * link is good for as long as its inviter's account is open, and names no one but them.
 */
export function createFriendInvites(deps: InviteDeps) {
  let key: Promise<Buffer> | undefined;
  const signature = async (inviterId: string) => {
    key ??= deps
      .serverSecret()
      .then((secret) => createHmac('sha256', secret).update('friend-invite').digest());
    return createHmac('sha256', await key)
      .update(inviterId)
      .digest()
      .subarray(0, 16);
  };

  return {
    async link(inviter: UserRow, baseUrl: string): Promise<string> {
      const id = inviter.userId.toString(36);
      const token = `${id}.${(await signature(id)).toString('base64url')}`;
      return `${baseUrl}${ROUTES.register.path}?invite=${token}`;
    },

    /** Makes the new member the inviter's friend; a forged token or a closed inviter changes nothing. */
    async accept(token: string, newcomer: UserRow): Promise<boolean> {
      if (!INVITE_TOKEN_PATTERN.test(token)) return false;
      const [id, given] = token.split('.') as [string, string];
      const expected = await signature(id);
      const sent = Buffer.from(given, 'base64url');
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return false;
      const inviter = await deps.relations.memberById(Number.parseInt(id, 36));
      if (!inviter || inviter.userId === newcomer.userId || presentMemberProfile(inviter).closed)
        return false;
      await deps.relations.befriend(inviter.userId, newcomer.userId);
      deps.logger.info(
        { inviter: inviter.userId, userId: newcomer.userId },
        'registered through a friend invite',
      );
      return true;
    },
  };
}

export type FriendInvites = ReturnType<typeof createFriendInvites>;
