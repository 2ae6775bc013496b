import {
  API,
  type MemberProfileView,
  type NotificationView,
  RELATIONS_API,
  type RelationState,
} from '@kingside/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, memberProfile, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from '../play/testing/fake-socket';

const NONE: RelationState = {
  friend: 'none',
  following: false,
  tracking: false,
  blocked: false,
  blockedBy: false,
};

/** Anna (the viewer, a member) looks at hikaru's profile, as the server embedded it in the page. */
function viewHikaru(relation: RelationState | null, api = fakeApi(), viewer = memberPayload('anna')) {
  const context = pageContext({
    current: viewer,
    route: { name: 'member', params: { username: 'hikaru' } },
    page: { member: memberProfile('hikaru', { relation }) },
  });
  return renderApp('/member/hikaru', { api, context });
}

const relationGroup = () => screen.findByRole('group', { name: 'You and hikaru' });
const profileAsked = (api: ReturnType<typeof fakeApi>) =>
  api.received.filter((r) => r.method === 'GET' && r.path === API.memberProfile('hikaru'));

describe('MemberPage: what a viewer does with the member', () => {
  withFakeSockets();

  it('offers a member challenge, message, report and the relation buttons', async () => {
    viewHikaru(NONE);
    const group = await relationGroup();
    expect(within(group).getByRole('button', { name: 'Add friend' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Track games' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Block' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Challenge' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Message' }).getAttribute('href')).toBe('/messages/hikaru');
    expect(screen.getByRole('button', { name: 'Report' })).toBeTruthy();
  });

  it('offers a guest the challenge only', async () => {
    renderApp('/member/hikaru', {
      context: pageContext({
        route: { name: 'member', params: { username: 'hikaru' } },
        page: { member: memberProfile('hikaru') },
      }),
    });
    expect(await screen.findByRole('button', { name: 'Challenge' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'You and hikaru' })).toBeNull();
  });

  it('offers neither challenge nor message when they blocked the viewer', async () => {
    viewHikaru({ ...NONE, blockedBy: true });
    const group = await relationGroup();
    expect(within(group).queryByRole('button', { name: 'Add friend' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Challenge' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Report' })).toBeTruthy();
  });

  it('offers neither challenge nor message when the viewer blocked them, but Unblock', async () => {
    viewHikaru({ ...NONE, blocked: true });
    expect(within(await relationGroup()).getByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Challenge' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
  });

  it('hides challenge and message as soon as the viewer blocks, and shows the friends the server has after a change', async () => {
    const api = fakeApi({
      [`POST ${RELATIONS_API.member('block', 'hikaru')}`]: { body: { ok: true, message: 'Blocked.' } },
      [`GET ${API.memberProfile('hikaru')}`]: {
        body: memberProfile('hikaru', { relation: { ...NONE, blocked: true } }),
      },
    });
    const { user } = viewHikaru(NONE, api);
    const group = await relationGroup();
    await user.click(within(group).getByRole('button', { name: 'Block' }));
    await user.click(within(group).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Challenge' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
    await waitFor(() => expect(profileAsked(api)).toHaveLength(1));
  });

  it('reloads the relation when the member’s friend request or acceptance is pushed, and only theirs', async () => {
    let friend: RelationState['friend'] = 'request_received';
    const api = fakeApi({
      [`GET ${API.memberProfile('hikaru')}`]: () => ({
        body: memberProfile('hikaru', { relation: { ...NONE, friend } }),
      }),
    });
    viewHikaru(NONE, api);
    await relationGroup();
    const push = (kind: NotificationView['kind'], username: string) =>
      act(() =>
        FakeWebSocket.last.receive({
          t: 'notification',
          notification: {
            id: 1,
            kind,
            actor: { username, avatarUrl: null },
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
    push('friend_request', 'someone_else');
    push('message', 'hikaru');
    push('friend_request', 'Hikaru');
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(profileAsked(api)).toHaveLength(1);

    friend = 'friends';
    push('friend_accepted', 'hikaru');
    expect(await screen.findByRole('button', { name: 'Remove friend' })).toBeTruthy();
    expect(profileAsked(api)).toHaveLength(2);
  });

  it('reloads the relation when a block or unblock between the viewer and the member is pushed', async () => {
    let blockedBy = true;
    const api = fakeApi({
      [`GET ${API.memberProfile('hikaru')}`]: () => ({
        body: memberProfile('hikaru', { relation: { ...NONE, blockedBy } }),
      }),
    });
    viewHikaru(NONE, api);
    expect(await screen.findByRole('button', { name: 'Challenge' })).toBeTruthy();
    await waitFor(() => expect(FakeWebSocket.last).toBeTruthy());
    act(() => FakeWebSocket.last.open());
    const push = (username: string) => act(() => FakeWebSocket.last.receive({ t: 'relation', username }));
    push('someone_else');
    expect(profileAsked(api)).toHaveLength(0);
    push('hikaru');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Challenge' })).toBeNull());
    expect(profileAsked(api)).toHaveLength(1);

    blockedBy = false;
    push('hikaru');
    expect(await screen.findByRole('button', { name: 'Challenge' })).toBeTruthy();
    expect(profileAsked(api)).toHaveLength(2);
  });

  it('shows the owner no relation buttons', async () => {
    const own: MemberProfileView = memberProfile('anna', { userId: 7 });
    renderApp('/member/anna', {
      context: pageContext({
        current: memberPayload('anna'),
        route: { name: 'member', params: { username: 'anna' } },
        page: { member: own },
      }),
    });
    expect(await screen.findByRole('button', { name: 'Edit profile' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /^You and/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Challenge' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Message' })).toBeNull();
  });
});

describe('UserPopup: the same actions on the hover card', () => {
  withFakeSockets();

  it('offers the relation buttons, message, challenge and report, and keeps a change', async () => {
    const card = {
      username: 'anish',
      userId: 3,
      chessTitle: null,
      firstName: null,
      lastName: null,
      country: null,
      flair: null,
      avatarUrl: null,
      membership: 'basic',
      closed: false,
      registerDate: '2020-01-01T00:00:00Z',
      presence: { status: 'online', gameId: null },
      ratings: [],
      friendsTotal: 0,
      relation: NONE,
    };
    const api = fakeApi({
      'POST /callback/user/popup/anish': { body: card },
      [`POST ${RELATIONS_API.member('follow', 'anish')}`]: { body: { ok: true, message: 'Followed.' } },
    });
    const sample = [
      { uuid: 'u', userId: 3, username: 'anish', avatarUrl: null, country: null, chessTitle: null },
    ];
    renderApp('/member/magnus', {
      api,
      context: pageContext({
        current: memberPayload('anna'),
        route: { name: 'member', params: { username: 'magnus' } },
        page: { member: memberProfile('magnus', { relation: NONE, friends: { total: 1, sample } }) },
      }),
    });
    fireEvent.focus(await screen.findByRole('link', { name: 'anish' }));
    const dialog = await screen.findByRole('dialog', { name: 'About anish' }, { timeout: 3000 });
    const group = await within(dialog).findByRole('group', { name: 'You and anish' });
    expect(within(dialog).getByRole('button', { name: 'Challenge' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(
      '/messages/anish',
    );
    expect(within(dialog).getByRole('button', { name: 'Report' })).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: 'Follow' }));
    expect(await within(dialog).findByRole('button', { name: 'Unfollow' })).toBeTruthy();
  });
});
