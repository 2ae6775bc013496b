import type { NotificationView } from '@kingside/contract';
import type { NotificationWithActor } from './notifications.repo';

export function presentNotification(row: NotificationWithActor): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    actor: row.actor,
    subject: row.subject,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
