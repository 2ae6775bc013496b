import {
  type ChallengeColor,
  type ChallengePlayer,
  type ChallengeStatus,
  type ChallengeView,
  type DeclineReason,
  speedOf,
} from '@kingside/contract';
import { type PlayerRef, playerKey } from '../player';
import type { ChallengeRow } from './challenge.tables';

const side = (userId: number | null, name: string): ChallengePlayer => ({
  userId,
  username: name,
  isGuest: userId === null,
});

export const challengerOf = (row: ChallengeRow): PlayerRef => ({
  userId: row.challengerUserId,
  guestId: row.challengerUserId === null ? row.challengerGuestId : null,
  name: row.challengerName,
});

/** The destination as a player; null for an open challenge. */
export function destinationOf(row: ChallengeRow): PlayerRef | null {
  if (row.destUserId === null && row.destGuestId === null) return null;
  return {
    userId: row.destUserId,
    guestId: row.destUserId === null ? row.destGuestId : null,
    name: row.destName ?? '',
  };
}

/** Pending past its expiry reads as expired: the platform clock decides, not a sweeper. */
export function statusOf(row: ChallengeRow, now: Date): ChallengeStatus {
  if (row.status === 'pending' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status as ChallengeStatus;
}

export function roleOf(row: ChallengeRow, viewer: PlayerRef | null): ChallengeView['you'] {
  if (!viewer) return null;
  const key = playerKey(viewer);
  if (key === playerKey(challengerOf(row))) return 'challenger';
  const destination = destinationOf(row);
  if (destination && key === playerKey(destination)) return 'destination';
  return null;
}

export function presentChallenge(row: ChallengeRow, now: Date, viewer: PlayerRef | null): ChallengeView {
  const tc = { initial: row.initialSeconds, increment: row.incrementSeconds };
  const destination = destinationOf(row);
  return {
    id: row.id,
    status: statusOf(row, now),
    challenger: side(row.challengerUserId, row.challengerName),
    destination: destination && side(destination.userId, destination.name),
    timeControl: tc,
    speed: row.days === null ? speedOf(tc) : 'daily',
    days: row.days,
    weekendPause: row.weekendPause,
    rated: row.rated,
    color: row.color as ChallengeColor,
    declineReason: row.declineReason as DeclineReason | null,
    gameId: row.gameId,
    rematchOf: row.rematchOf,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    you: roleOf(row, viewer),
  };
}
