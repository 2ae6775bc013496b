import { type DirectMessage, MESSAGE_PREVIEW_LENGTH, type MessageMember } from '@kingside/contract';
import type { UserRow } from '../accounts';
import type { MessageRow } from './messages.repo';

export function presentMessage(row: MessageRow, viewerId: number): DirectMessage {
  return {
    id: row.id,
    mine: row.senderId === viewerId,
    text: row.body,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
  };
}

export const presentMember = (user: Pick<UserRow, 'userId' | 'username' | 'avatarUrl'>): MessageMember => ({
  userId: user.userId,
  username: user.username,
  avatarUrl: user.avatarUrl,
});

/** The start of a message on one line, for the inbox and the notification. */
export function previewOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length <= MESSAGE_PREVIEW_LENGTH ? line : `${line.slice(0, MESSAGE_PREVIEW_LENGTH - 1)}…`;
}
