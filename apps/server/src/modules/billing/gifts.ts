import { isClosedLevel } from '@kingside/contract';
import { levelOf, type UserRow } from '../accounts';

/** §3 `userCanReceiveGifts`: an open member account (guests have none). The one rule for gifts. */
export function userCanReceiveGifts(user: UserRow | null): user is UserRow {
  return user !== null && !isClosedLevel(levelOf(user));
}
