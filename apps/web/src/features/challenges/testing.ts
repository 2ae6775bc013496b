import type { ChallengeView } from '@kingside/contract';

/** A pending 5+3 challenge from Alice to Bob (user 7 is Bob in these tests). */
export function challengeView(overrides: Partial<ChallengeView> = {}): ChallengeView {
  return {
    id: 'chal1234',
    status: 'pending',
    challenger: { userId: 3, username: 'Alice', isGuest: false },
    destination: { userId: 7, username: 'Bob', isGuest: false },
    timeControl: { initial: 300, increment: 3 },
    speed: 'blitz',
    days: null,
    weekendPause: false,
    rated: true,
    color: 'white',
    declineReason: null,
    gameId: null,
    rematchOf: null,
    createdAt: '2026-01-01T10:00:00Z',
    expiresAt: '2999-01-01T10:10:00Z',
    you: 'destination',
    ...overrides,
  };
}
