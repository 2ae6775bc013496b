import { NOTIFICATIONS_API, type NotificationView } from '@kingside/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from '../play/testing/fake-socket';

const at = '2026-03-09T12:00:00.000Z';
const note = (id: number, fields: Partial<NotificationView>): NotificationView => ({
  id,
  kind: 'friend_request',
  actor: { username: 'bob', avatarUrl: null },
  subject: null,
  data: {},
  createdAt: at,
  read: false,
  ...fields,
});

const LIST = [
  note(6, { kind: 'friend_request' }),
  note(5, {
    kind: 'challenge',
    subject: 'AbCdEfGh',
    data: { name: 'bob', initial: 300, increment: 3, rated: true },
  }),
  note(4, { kind: 'tracked_game_finished', subject: 'Game1234', data: { opponent: 'carol', result: 'win' } }),
  note(3, { kind: 'message', subject: '12', data: { preview: 'hi' } }),
  note(2, { kind: 'moderation', actor: null, data: { text: 'Your report was handled.' }, read: true }),
];

function member(
  api = fakeApi({
    [`GET ${NOTIFICATIONS_API.list}`]: { body: { notifications: LIST, nextCursor: null, unread: 4 } },
  }),
) {
  return renderApp('/about', { api, context: pageContext({ current: memberPayload('Alice') }) });
}

describe('NotificationBell', () => {
  withFakeSockets();

  it('is not there for guests', async () => {
    renderApp('/about');
    await screen.findByRole('link', { name: 'Log in' });
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });

  it('shows the unread count and lists each kind with its link', async () => {
    const { user } = member();
    const bell = await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    expect(bell.textContent).toBe('4');
    await user.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const link = (name: string) => within(panel).getByRole('link', { name }).getAttribute('href');
    expect(link('bob sent you a friend request')).toBe('/social');
    expect(link('bob challenged you to a rated 5+3 game')).toBe('/challenge/AbCdEfGh');
    expect(link('bob won against carol')).toBe('/game/Game1234');
    expect(link('bob sent you a message')).toBe('/messages/bob');
    expect(within(panel).getByText('Your report was handled.')).toBeTruthy();
    expect(link('See all notifications')).toBe('/notifications');
    // Only the unread ones offer Mark read.
    expect(within(panel).getAllByRole('button', { name: /^Mark read: / })).toHaveLength(4);
  });

  it('says which side never moved when a tracked game was aborted for it', async () => {
    const finished = (id: number, result: string) =>
      note(id, { kind: 'tracked_game_finished', subject: 'Game1234', data: { opponent: 'carol', result } });
    const { user } = member(
      fakeApi({
        [`GET ${NOTIFICATIONS_API.list}`]: {
          body: {
            notifications: [finished(2, 'no_show'), finished(1, 'opponent_no_show')],
            nextCursor: null,
            unread: 2,
          },
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(
      within(panel).getByRole('link', { name: 'bob never moved against carol: the game was aborted' }),
    ).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: 'bob’s game against carol was aborted: carol never moved' }),
    ).toBeTruthy();
  });

  it('takes new notifications live from the socket and announces them', async () => {
    member();
    await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    act(() => FakeWebSocket.last.open());
    act(() =>
      FakeWebSocket.last.receive({
        t: 'notification',
        notification: note(7, { kind: 'friend_accepted', actor: { username: 'dave', avatarUrl: null } }),
        unread: 5,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toBeTruthy();
    expect(screen.getByText('New notification: dave accepted your friend request')).toBeTruthy();
    // Another tab marked everything read.
    act(() => FakeWebSocket.last.receive({ t: 'notification.read', id: null, unread: 0 }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('keeps the count of a push that came while the first page was on its way', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = fakeApi({
      [`GET ${NOTIFICATIONS_API.list}`]: async () => {
        await held;
        return { body: { notifications: [], nextCursor: null, unread: 0 } };
      },
    });
    member(api);
    await waitFor(() => expect(FakeWebSocket.last).toBeTruthy());
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.receive({ t: 'notification', notification: note(7, {}), unread: 1 }));
    await act(async () => answer());
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Notifications$/ })).toBeNull();
  });

  it('marks one read, then all, on the server', async () => {
    const api = fakeApi({
      [`GET ${NOTIFICATIONS_API.list}`]: { body: { notifications: LIST, nextCursor: null, unread: 4 } },
      [`POST ${NOTIFICATIONS_API.read(6)}`]: { body: { unread: 3 } },
      [`POST ${NOTIFICATIONS_API.readAll}`]: { body: { unread: 0 } },
    });
    const { user } = member(api);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 4 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark read: bob sent you a friend request' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Mark read: / })).toHaveLength(0);
    await waitFor(() =>
      expect(api.received.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
        NOTIFICATIONS_API.read(6),
        NOTIFICATIONS_API.readAll,
      ]),
    );
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    const { user } = member();
    const bell = await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    await user.click(bell);
    await user.keyboard('{Escape}');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell);
  });
});
