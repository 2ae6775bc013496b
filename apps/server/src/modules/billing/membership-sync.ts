import { membershipName, type ServerMessage } from '@kingside/contract';
import type { Tx } from '../../db/db';
import type { Bus } from '../../platform/bus';
import type { Logger } from '../../platform/logger';
import { USER_CHANGED } from '../../platform/session/session.cache';
import { levelOf, setTierFromBilling, type UserRow } from '../accounts';
import type { BillingRepo } from './billing.repo';
import { effectiveTier } from './effective-tier';

/** Pushes to a member's open sockets on every node (play's player hub). */
export interface MemberPush {
  send(player: { userId: number | null; guestId: string | null }, message: ServerMessage): Promise<void>;
}

/** Members whose tier changed in one transaction, announced once it commits. */
export type TierChanges = Map<number, UserRow>;

/**
 * Keeps `users.tier` equal to the highest live subscription or gift. `recompute` runs inside the
 * transaction that changed a subscription; `announce` runs after it commits: every node drops the
 * member's cached session, and their open pages get `{t:'membership'}` at once.
 */
export function createMembershipSync(deps: {
  repo: BillingRepo;
  bus: Bus;
  players: MemberPush | null;
  logger: Logger;
}) {
  return {
    async recompute(tx: Tx, userId: number, now: Date, changes: TierChanges): Promise<void> {
      const tier = effectiveTier(await deps.repo.subscriptionsOf(tx, userId), now);
      const changed = await setTierFromBilling(tx, userId, tier, now);
      if (changed) changes.set(userId, changed);
    },

    async announce(changes: TierChanges): Promise<void> {
      for (const [userId, user] of changes) {
        const level = levelOf(user);
        deps.logger.info({ userId, tier: user.tier }, 'membership changed');
        try {
          await deps.bus.publish(USER_CHANGED, { userId });
        } catch (error) {
          // The session cache's TTL heals a lost message; the push below still goes out.
          deps.logger.warn({ err: error, userId }, 'user changed publish failed');
        }
        await deps.players?.send(
          { userId, guestId: null },
          { t: 'membership', membership: membershipName(level) ?? 'basic', membershipLevel: level },
        );
      }
    },
  };
}

export type MembershipSync = ReturnType<typeof createMembershipSync>;
