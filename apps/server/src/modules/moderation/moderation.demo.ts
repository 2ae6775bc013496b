import type { AssignableLevel } from '@kingside/contract';
import type { DbOrTx } from '../../db/db';
import { reports } from './moderation.tables';

/** Two open reports of demo_silver, so demo_moderator finds work in the queue at first start. */
const REPORTS: {
  from: AssignableLevel;
  of: AssignableLevel;
  reason: 'abusive_chat' | 'sandbagging';
  details: string;
}[] = [
  {
    from: 'basic',
    of: 'silver',
    reason: 'abusive_chat',
    details: 'Insulted me in the chat after our blitz game.',
  },
  {
    from: 'gold',
    of: 'silver',
    reason: 'sandbagging',
    details: 'Resigned ten rated games in a row on move one.',
  },
];

export async function seedDemoReports(
  tx: DbOrTx,
  idOf: ReadonlyMap<AssignableLevel, number>,
  now: Date,
): Promise<void> {
  const rows = REPORTS.flatMap(({ from, of, reason, details }) => {
    const reporter = idOf.get(from);
    const target = idOf.get(of);
    if (!reporter || !target) return [];
    return [
      {
        reporterUserId: reporter,
        targetKind: 'user' as const,
        targetRef: String(target),
        targetUserId: target,
        reason,
        details,
        createdAt: now,
      },
    ];
  });
  if (rows.length) await tx.insert(reports).values(rows).onConflictDoNothing();
}
