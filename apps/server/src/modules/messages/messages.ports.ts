import type { ServerMessage } from '@kingside/contract';

/**
 * Tells the recipient of a message (modules/notifications' `notify`, wired in services.ts): the
 * subject is the thread's id. It never throws into the sender's request.
 */
export type MessageNotifier = (input: {
  userId: number;
  kind: 'message';
  actorId: number;
  subject: string;
  data: { preview: string };
}) => Promise<void>;

/** When a member's mute ends, null when they are not muted (modules/moderation's `mutedUntil`). */
export type MuteCheck = (userId: number) => Promise<Date | null>;

/** Whether a block stands between two members either way (modules/relations). */
export interface BlockCheck {
  isBlockedEither(a: number, b: number): Promise<boolean>;
}

/** Pushes to every open tab of a member on every node (play's player hub). */
export interface MemberPush {
  send(player: { userId: number; guestId: null }, message: ServerMessage): Promise<void>;
}
