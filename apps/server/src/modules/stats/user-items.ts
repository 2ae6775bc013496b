import {
  type ReadableUserItem,
  STATS_MESSAGES,
  type UserItem,
  type UserItemResponse,
} from '@kingside/contract';
import type { Clock } from '../../platform/clock';
import { AppError, unauthenticated } from '../../platform/errors';
import { isReadableUserItem, isUserItem, offersStreaksIntro, offersYearIntro } from './introductions';
import type { StatsRepo } from './stats.repo';

export interface UserItemsDeps {
  clock: Clock;
  repo: StatsRepo;
  /** §9: `YYYY-MM-DD` (config `STREAK_RELEASE_DATE`). */
  streakReleaseDate: string;
}

const unknownItem = () => new AppError('unknown_item', 400, STATS_MESSAGES.unknown_item, 'item');

/** §7's `get-item` and `set-item`: which introductions a member has met, and the closed banner. */
export function createUserItems(deps: UserItemsDeps) {
  return {
    /** The item (400 `unknown_item` for a name §7 does not list), then who asks (401 for guests). */
    async get(user: { userId: number; createdAt: Date } | null, item: string): Promise<UserItemResponse> {
      if (!isReadableUserItem(item)) throw unknownItem();
      if (!user) throw unauthenticated();
      const value = (await deps.repo.itemsOf(user.userId)).has(item);
      return { item, value, offer: offerOf(item, user.createdAt, value, deps.streakReleaseDate) };
    },

    async set(user: { userId: number } | null, item: string): Promise<{ item: UserItem; value: true }> {
      if (!isUserItem(item)) throw unknownItem();
      if (!user) throw unauthenticated();
      await deps.repo.setItem(user.userId, item, deps.clock.now());
      return { item, value: true };
    },
  };
}

function offerOf(item: ReadableUserItem, registeredAt: Date, value: boolean, releaseDate: string): boolean {
  return item === 'introducedToStreaks'
    ? offersStreaksIntro(registeredAt, releaseDate, value)
    : offersYearIntro(value);
}

export type UserItems = ReturnType<typeof createUserItems>;
