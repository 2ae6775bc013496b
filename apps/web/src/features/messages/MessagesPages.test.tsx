import { type DirectMessage, MESSAGES_API, type ThreadPage } from '@kingside/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from '../play/testing/fake-socket';

const asAlice = { context: pageContext({ current: memberPayload('Alice') }) };
const bob = { userId: 2, username: 'Bob', avatarUrl: null };
const message = (id: number, text: string, mine = false): DirectMessage => ({
  id,
  mine,
  text,
  html: `<p>${text}</p>`,
  createdAt: '2026-06-01T12:00:00Z',
});
const INBOX = {
  threads: [
    {
      threadId: 7,
      with: bob,
      lastMessage: { preview: 'Rematch?', mine: false, createdAt: '2026-06-01T12:00:00Z' },
      unread: 2,
    },
  ],
  page: 1,
  hasMore: false,
  unreadTotal: 2,
};
const thread = (over: Partial<ThreadPage> = {}): ThreadPage => ({
  with: bob,
  messages: [message(1, 'Hi Alice'), message(2, 'Hello Bob', true)],
  hasMore: false,
  blocked: false,
  ...over,
});

describe('the messages pages', () => {
  withFakeSockets();

  it('lists conversations with the other member, a preview and the unread count, and reloads on a push', async () => {
    let calls = 0;
    const api = fakeApi({
      [`GET ${MESSAGES_API.inbox}`]: () => {
        calls++;
        return { body: INBOX };
      },
    });
    renderApp('/messages', { api, ...asAlice });
    const link = await screen.findByRole('link', { name: /Bob.*Rematch\?.*2 unread messages/ });
    expect(link.getAttribute('href')).toBe('/messages/bob');
    act(() => FakeWebSocket.last.open());
    act(() =>
      FakeWebSocket.last.receive({
        t: 'dm',
        threadId: 7,
        with: bob,
        message: message(3, 'New'),
        unreadTotal: 3,
      }),
    );
    await waitFor(() => expect(calls).toBe(2));
  });

  it('asks guests to log in', async () => {
    renderApp('/messages', { api: fakeApi() });
    expect(await screen.findByText('Log in to read and send messages.')).toBeTruthy();
  });

  it('shows the conversation, marks it read, sends with Enter and shows live messages once', async () => {
    const api = fakeApi({
      [`GET ${MESSAGES_API.thread('bob')}`]: { body: thread() },
      [`POST ${MESSAGES_API.read('bob')}`]: { body: { unreadTotal: 0 } },
      [`POST ${MESSAGES_API.thread('bob')}`]: (request) => ({
        body: { message: message(5, String(request.body?.text), true) },
      }),
    });
    const { user } = renderApp('/messages/Bob', { api, ...asAlice });
    const list = await screen.findByRole('region', { name: 'Conversation with Bob' });
    expect(within(list).getByText('Hi Alice')).toBeTruthy();
    await waitFor(() => expect(api.received.some((r) => r.path === MESSAGES_API.read('bob'))).toBe(true));

    const box = screen.getByRole('textbox', { name: 'Message to Bob' });
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect((box as HTMLTextAreaElement).value).toBe('line one\nline two');
    await user.type(box, '{Enter}');
    await waitFor(() => expect(within(list).getByText('line one line two')).toBeTruthy());
    expect(
      api.received.find((r) => r.method === 'POST' && r.path === MESSAGES_API.thread('bob'))?.body,
    ).toMatchObject({ text: 'line one\nline two' });
    expect((box as HTMLTextAreaElement).value).toBe('');

    act(() => FakeWebSocket.last.open());
    const pushed = message(6, 'Pushed');
    act(() =>
      FakeWebSocket.last.receive({ t: 'dm', threadId: 7, with: bob, message: pushed, unreadTotal: 1 }),
    );
    act(() =>
      FakeWebSocket.last.receive({ t: 'dm', threadId: 7, with: bob, message: pushed, unreadTotal: 1 }),
    );
    expect(within(list).getAllByText('Pushed')).toHaveLength(1);
  });

  it('says what to do when a message is refused', async () => {
    const api = fakeApi({
      [`GET ${MESSAGES_API.thread('bob')}`]: { body: thread() },
      [`POST ${MESSAGES_API.read('bob')}`]: { body: { unreadTotal: 0 } },
      [`POST ${MESSAGES_API.thread('bob')}`]: {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many attempts.' } },
      },
    });
    const { user } = renderApp('/messages/Bob', { api, ...asAlice });
    await user.type(await screen.findByRole('textbox', { name: 'Message to Bob' }), 'hi{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are sending messages too quickly. Wait a little and try again.',
    );
  });

  it('shows why nothing can be sent across a block, without a send box', async () => {
    const api = fakeApi({
      [`GET ${MESSAGES_API.thread('bob')}`]: { body: thread({ blocked: true }) },
      [`POST ${MESSAGES_API.read('bob')}`]: { body: { unreadTotal: 0 } },
    });
    renderApp('/messages/Bob', { api, ...asAlice });
    expect(await screen.findByText(/one of you has blocked the other/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
