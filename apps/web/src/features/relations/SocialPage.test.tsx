import { RELATIONS_API } from '@kingside/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from '../play/testing/fake-socket';

const bob = {
  uuid: 'uuid-bob',
  userId: 8,
  username: 'bob',
  avatarUrl: null,
  country: null,
  chessTitle: null,
};

describe('SocialPage', () => {
  withFakeSockets();

  it('reloads requests and friends when a friend request or acceptance is pushed to the tab', async () => {
    let stage: 'none' | 'asked' | 'friends' = 'none';
    const api = fakeApi({
      [`GET ${RELATIONS_API.friendRequests}`]: () => ({
        body: { incoming: stage === 'asked' ? [bob] : [], outgoing: [] },
      }),
      [`GET ${RELATIONS_API.friends('anna')}`]: () => ({
        body: {
          friends: stage === 'friends' ? [{ ...bob, since: '2026-03-09T12:00:00.000Z' }] : [],
          page: 1,
          totalSize: stage === 'friends' ? 1 : 0,
          hasMore: false,
        },
      }),
      [`GET ${RELATIONS_API.followSuggestions}`]: { body: { users: [], notYetFollowing: false } },
      [`GET ${RELATIONS_API.inviteLink}`]: { body: { link: 'http://localhost/register?invite=x' } },
    });
    renderApp('/social', { api, context: pageContext({ current: memberPayload('anna') }) });
    expect(await screen.findByText('No one is waiting for your answer.')).toBeTruthy();
    const push = (kind: 'friend_request' | 'friend_accepted') =>
      act(() =>
        FakeWebSocket.last.receive({
          t: 'notification',
          notification: {
            id: kind === 'friend_request' ? 1 : 2,
            kind,
            actor: { username: 'bob', avatarUrl: null },
            subject: null,
            data: {},
            createdAt: '2026-03-09T12:00:00.000Z',
            read: false,
          },
          unread: 1,
        }),
      );
    await waitFor(() => expect(FakeWebSocket.last).toBeTruthy());
    act(() => FakeWebSocket.last.open());

    stage = 'asked';
    push('friend_request');
    const incoming = await screen.findByRole('list', { name: 'Waiting for you' });
    expect(within(incoming).getByRole('button', { name: 'Accept' })).toBeTruthy();

    stage = 'friends';
    push('friend_accepted');
    const friends = await screen.findByRole('list', { name: 'Friends' });
    expect(within(friends).getByText('bob')).toBeTruthy();
    expect(screen.getByText('No one is waiting for your answer.')).toBeTruthy();
    // The suggestions are not asked again for a friend push.
    expect(api.received.filter((r) => r.path === RELATIONS_API.followSuggestions)).toHaveLength(1);
  });
});
