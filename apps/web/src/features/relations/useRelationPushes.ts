import type { NotificationKind, ServerMessage } from '@kingside/contract';
import { useSocketMessages } from '../play/useSocket';

/** The bell's notifications that mean another member changed how they stand with the viewer. */
const RELATION_KINDS: ReadonlySet<NotificationKind> = new Set(['friend_request', 'friend_accepted']);

/**
 * Calls `handler` with the member's username when the tab's socket brings a friend request or an
 * acceptance from them (the bell's `{ t: 'notification' }` push), or a block or unblock between the
 * viewer and them (`{ t: 'relation' }`, whoever made it), so what shows the relation reloads.
 */
export function useRelationPushes(handler: (username: string) => void): void {
  useSocketMessages((message: ServerMessage) => {
    if (message.t === 'relation') return handler(message.username);
    if (message.t !== 'notification') return;
    const { kind, actor } = message.notification;
    if (actor && RELATION_KINDS.has(kind)) handler(actor.username);
  });
}
