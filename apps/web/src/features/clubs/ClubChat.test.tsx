import { type ChatLine, CLUB_CHAT_API, CLUBS_API, type ClubView } from '@kingside/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from '../play/testing/fake-socket';
import { mergeLines } from './useClubChat';

const asAlice = { context: pageContext({ current: memberPayload('Alice') }) };
const timeout = { timeout: 10_000 };
const CLUB: ClubView = {
  slug: 'knights',
  name: 'Knights of the Square',
  country: null,
  avatarUrl: null,
  joinPolicy: 'open',
  memberCount: 2,
  description: '',
  createdAt: '2026-06-01T12:00:00Z',
  myRole: 'member',
  pending: null,
  forumSlug: 'club-knights',
  news: [],
  requests: [],
};
const line = (id: number, username: string, text: string): ChatLine => ({
  id,
  userId: id,
  username,
  text,
  at: '2026-06-01T12:00:00Z',
});

describe('club chat', () => {
  withFakeSockets();

  it('merges pages and pushes by id, each line once, oldest first', () => {
    expect(
      mergeLines([line(2, 'a', 'b'), line(5, 'a', 'e')], [line(1, 'a', 'a'), line(5, 'a', 'e')]),
    ).toEqual([line(1, 'a', 'a'), line(2, 'a', 'b'), line(5, 'a', 'e')]);
  });

  it('a member reads the history, older pages, new lines live, and sends with Enter', async () => {
    const befores: (string | null)[] = [];
    const api = fakeApi({
      [`GET ${CLUBS_API.club('knights')}`]: { body: CLUB },
      [`GET ${CLUBS_API.members('knights')}`]: { body: { members: [], nextCursor: null } },
      [`GET ${CLUB_CHAT_API.history('knights')}`]: ({ query }) => {
        befores.push(query.get('before'));
        return query.get('before') === '10'
          ? { body: { lines: [line(3, 'Carol', 'first!')], more: false } }
          : { body: { lines: [line(10, 'Bob', 'hello all')], more: true } };
      },
    });
    const { user } = renderApp('/club/knights', { api, ...asAlice });
    const panel = await screen.findByRole('region', { name: 'Club chat' }, timeout);
    await within(panel).findByText('hello all', {}, timeout);
    expect(within(panel).getByRole('list').getAttribute('aria-live')).toBe('polite');

    await user.click(within(panel).getByRole('button', { name: 'Show older messages' }));
    await within(panel).findByText('first!', {}, timeout);
    expect(befores).toContain('10');
    expect(within(panel).queryByRole('button', { name: 'Show older messages' })).toBeNull();

    act(() => FakeWebSocket.last.open());
    expect(FakeWebSocket.last.messages).toContainEqual({
      t: 'clubChat.join',
      slug: 'knights',
      subscribe: true,
    });
    act(() =>
      FakeWebSocket.last.receive({ t: 'clubChat.line', slug: 'knights', line: line(11, 'Bob', 'gg') }),
    );
    act(() =>
      FakeWebSocket.last.receive({ t: 'clubChat.line', slug: 'other', line: line(12, 'Eve', 'not here') }),
    );
    const texts = within(panel)
      .getAllByRole('listitem')
      .map((li) => li.lastChild?.textContent);
    expect(texts).toEqual(['first!', 'hello all', 'gg']);

    const box = within(panel).getByRole('textbox', { name: 'Message to the club' });
    await user.type(box, '  see you friday {Enter}');
    const said = FakeWebSocket.last.messages.find((m) => m.t === 'clubChat.say');
    expect(said).toMatchObject({ t: 'clubChat.say', slug: 'knights', text: 'see you friday' });
    act(() =>
      FakeWebSocket.last.receive({ t: 'error', code: 'rate_limited', message: 'x', ref: said!.ref! }),
    );
    expect(within(panel).getByRole('alert').textContent).toBe(
      'You are chatting too fast. Wait a few seconds.',
    );
    expect((box as HTMLInputElement).value).toBe('  see you friday ');
  });

  it('is not shown to someone who is not a member', async () => {
    const api = fakeApi({
      [`GET ${CLUBS_API.club('knights')}`]: { body: { ...CLUB, myRole: null } },
      [`GET ${CLUBS_API.members('knights')}`]: { body: { members: [], nextCursor: null } },
    });
    renderApp('/club/knights', { api, ...asAlice });
    await screen.findByRole('heading', { name: 'Knights of the Square' }, timeout);
    expect(screen.queryByRole('region', { name: 'Club chat' })).toBeNull();
  });
});
