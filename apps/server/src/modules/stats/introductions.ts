import type { ReadableUserItem, UserItem } from '@kingside/contract';
import { READABLE_USER_ITEMS, USER_ITEMS } from '@kingside/contract';

/**
 * The introductions of spec §4. The streaks introduction is for members who were here before
 * streaks were (registered before the release day, UTC); newer members meet streaks from the start.
 * The year-in-chess introduction is for any signed-in member not yet introduced.
 */
export function offersStreaksIntro(registeredAt: Date, releaseDate: string, introduced: boolean): boolean {
  return !introduced && registeredAt.getTime() < Date.parse(`${releaseDate}T00:00:00Z`);
}

export function offersYearIntro(introduced: boolean): boolean {
  return !introduced;
}

export const isUserItem = (item: string): item is UserItem =>
  (USER_ITEMS as readonly string[]).includes(item);
export const isReadableUserItem = (item: string): item is ReadableUserItem =>
  (READABLE_USER_ITEMS as readonly string[]).includes(item);
