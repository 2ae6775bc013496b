import type { AssignableLevel, NotificationData, NotificationKind } from '@kingside/contract';
import type { DbOrTx } from '../../db/db';
import { notifications } from './notifications.tables';

interface Seed {
  to: AssignableLevel;
  kind: NotificationKind;
  from: AssignableLevel | null;
  data?: NotificationData;
  read?: boolean;
}

/** Oldest first; they match the demo relations and messages (two requests to demo_basic wait). */
const SEEDS: Seed[] = [
  { to: 'basic', kind: 'friend_accepted', from: 'gold', read: true },
  { to: 'basic', kind: 'friend_request', from: 'diamond' },
  // The demo's unread direct message (messages.demo.ts): demo_gold's last line to demo_basic.
  { to: 'basic', kind: 'message', from: 'gold', data: { preview: 'Rematch tonight at 8? Blitz, 5+3.' } },
  { to: 'basic', kind: 'friend_request', from: 'moderator' },
  { to: 'gold', kind: 'friend_accepted', from: 'platinum' },
  { to: 'diamond', kind: 'friend_accepted', from: 'platinum', read: true },
];

/** A few notifications for the demo accounts, so the bell has something to show at once. */
export async function seedDemoNotifications(
  tx: DbOrTx,
  idOf: ReadonlyMap<AssignableLevel, number>,
  now: Date,
): Promise<void> {
  const rows = SEEDS.flatMap((seed, i) => {
    const userId = idOf.get(seed.to);
    const actorId = seed.from ? idOf.get(seed.from) : null;
    if (!userId || actorId === undefined) return [];
    // A minute apart, the last one newest.
    const createdAt = new Date(now.getTime() - (SEEDS.length - i) * 60_000);
    return [
      {
        userId,
        kind: seed.kind,
        actorId,
        subject: null,
        data: seed.data ?? {},
        createdAt,
        readAt: seed.read ? createdAt : null,
      },
    ];
  });
  if (rows.length) await tx.insert(notifications).values(rows);
}
