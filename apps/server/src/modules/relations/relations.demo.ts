import type { AssignableLevel } from '@kingside/contract';
import type { DbOrTx } from '../../db/db';
import { follows, friendRequests, friendships } from './relations.tables';

type Pair = [AssignableLevel, AssignableLevel];
const FRIENDS: Pair[] = [
  ['basic', 'gold'],
  ['gold', 'platinum'],
  ['platinum', 'diamond'],
  ['basic', 'staff'],
];
const FOLLOWS: Pair[] = [
  ['basic', 'diamond'],
  ['gold', 'staff'],
  ['platinum', 'staff'],
  ['diamond', 'staff'],
];
/** Pending, so /social shows requests both ways at once: two wait for demo_basic, one is theirs. */
const REQUESTS: Pair[] = [
  ['moderator', 'basic'],
  ['diamond', 'basic'],
  ['basic', 'platinum'],
  ['staff', 'gold'],
];

/** The demo accounts' friends, follows and a pending request, so a newcomer sees relations at once. */
export async function seedDemoRelations(
  tx: DbOrTx,
  idOf: ReadonlyMap<AssignableLevel, number>,
  now: Date,
): Promise<void> {
  const pairs = (list: Pair[]) =>
    list.flatMap(([a, b]) => {
      const from = idOf.get(a);
      const to = idOf.get(b);
      return from && to ? [[from, to] as const] : [];
    });
  const friends = pairs(FRIENDS).flatMap(([a, b]) => [
    { userId: a, friendId: b, createdAt: now },
    { userId: b, friendId: a, createdAt: now },
  ]);
  if (friends.length) await tx.insert(friendships).values(friends).onConflictDoNothing();
  const followed = pairs(FOLLOWS).map(([a, b]) => ({ fromUserId: a, toUserId: b, createdAt: now }));
  if (followed.length) await tx.insert(follows).values(followed).onConflictDoNothing();
  const asked = pairs(REQUESTS).map(([a, b]) => ({ fromUserId: a, toUserId: b, createdAt: now }));
  if (asked.length) await tx.insert(friendRequests).values(asked).onConflictDoNothing();
}
