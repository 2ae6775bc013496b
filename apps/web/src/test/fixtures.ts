import type { CurrentUserPayload, MemberProfileView, MembershipName, PageContext } from '@kingside/contract';
import { MembershipLevel } from '@kingside/contract';
import { guestPageContext } from '../lib/page-context';

export function memberPayload(username: string, membership: MembershipName = 'basic'): CurrentUserPayload {
  const guest = guestPageContext().current;
  return {
    user: {
      ...guest.user,
      id: `uuid-${username}`,
      userId: 7,
      username,
      isGuest: false,
      isActivated: true,
      membership,
      membershipLevel: MembershipLevel[membership],
    },
    state: {
      ...guest.state,
      isLoggedIn: true,
      uuid: `uuid-${username}`,
      registerDate: '2024-03-01T10:00:00Z',
    },
  };
}

export function pageContext(overrides: Partial<PageContext> = {}): PageContext {
  return { ...guestPageContext(), csrfToken: 'test-token', release: '2026-01-01', ...overrides };
}

export function memberProfile(
  username: string,
  overrides: Partial<MemberProfileView> = {},
): MemberProfileView {
  return {
    uuid: `uuid-${username}`,
    userId: 9,
    username,
    membership: 'gold',
    membershipLevel: MembershipLevel.gold,
    closed: false,
    country: null,
    chessTitle: null,
    avatarUrl: null,
    registerDate: '2023-05-17T12:00:00Z',
    lastLoginDate: null,
    firstName: null,
    lastName: null,
    location: null,
    bio: null,
    flairCode: null,
    flair: null,
    avatarLargeUrl: null,
    presence: { status: 'offline', gameId: null },
    ratings: [],
    recentGames: [],
    friends: { total: 0, sample: [] },
    relation: null,
    computerBot: null,
    ...overrides,
  };
}
