import { CLUB_LIVE_GAMES_FALLBACK_MS, CLUBS_API, type ClubLiveGame, type ClubView } from '@kingside/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from '../play/testing/fake-socket';

const CLUB: ClubView = {
  slug: 'knights',
  name: 'Knights of the Square',
  country: null,
  avatarUrl: null,
  joinPolicy: 'open',
  memberCount: 2,
  description: '',
  createdAt: '2026-06-01T12:00:00Z',
  myRole: null,
  pending: null,
  forumSlug: 'club-knights',
  news: [],
  requests: [],
};

function game(id: string, overrides: Partial<ClubLiveGame> = {}): ClubLiveGame {
  return {
    id,
    rated: true,
    speed: 'blitz',
    timeControl: { initial: 180, increment: 2 },
    white: { username: 'Bob', rating: 1650, isGuest: false },
    black: { username: 'Guest1a2b3c', rating: null, isGuest: true },
    startedAt: '2026-06-01T12:00:00Z',
    ...overrides,
  };
}

const timeout = { timeout: 10_000 };

describe('a club page’s live games', () => {
  withFakeSockets();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists members’ games with players, ratings, time control and a link to watch, and follows them over the socket', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let games = [game('abcdefgh')];
    let calls = 0;
    const api = fakeApi({
      [`GET ${CLUBS_API.club('knights')}`]: { body: CLUB },
      [`GET ${CLUBS_API.liveGames('knights')}`]: () => {
        calls++;
        return { body: { games } };
      },
    });
    renderApp('/club/knights', { api });
    const watch = await screen.findByRole('link', { name: 'Watch Bob (1650) vs Guest1a2b3c, 3+2' }, timeout);
    expect(watch.getAttribute('href')).toBe('/game/abcdefgh');
    expect(screen.getByText('3+2 · Blitz · Rated')).toBeTruthy();

    // Online, the page follows the club's games and reads the list once more (it may have changed meanwhile).
    act(() => FakeWebSocket.last.open());
    expect(FakeWebSocket.last.messages).toContainEqual({ t: 'clubGames', slug: 'knights', subscribe: true });
    await vi.waitFor(() => expect(calls).toBe(2));

    // The game ended and another began: the push brings the new list without a reload or a poll.
    games = [game('qrstuvwx', { rated: false, speed: 'rapid', timeControl: { initial: 600, increment: 0 } })];
    act(() => FakeWebSocket.last.receive({ t: 'clubGames.changed', slug: 'knights' }));
    const next = await screen.findByRole('link', { name: 'Watch Bob (1650) vs Guest1a2b3c, 10+0' });
    expect(next.getAttribute('href')).toBe('/game/qrstuvwx');
    expect(screen.queryByRole('link', { name: /3\+2/ })).toBeNull();
    expect(screen.getByText('10+0 · Rapid · Casual')).toBeTruthy();
    expect(calls).toBe(3);

    // Another club's news is not this page's.
    act(() => FakeWebSocket.last.receive({ t: 'clubGames.changed', slug: 'rooks' }));
    // With the socket gone, the slow poll still reads the list.
    act(() => FakeWebSocket.last.drop());
    games = [];
    await act(async () => vi.advanceTimersByTime(CLUB_LIVE_GAMES_FALLBACK_MS));
    await screen.findByText(
      'No member is playing a live game right now. Games the club’s members play show here while they last.',
    );
    expect(calls).toBe(4);
  });

  it('says what the list is when nobody is playing, in Spanish under /es', async () => {
    const api = fakeApi({
      [`GET ${CLUBS_API.club('knights')}`]: { body: CLUB },
      [`GET ${CLUBS_API.liveGames('knights')}`]: { body: { games: [] } },
    });
    renderApp('/es/club/knights', { api });
    expect(await screen.findByRole('heading', { name: 'Partidas en vivo' }, timeout)).toBeTruthy();
    expect(
      await screen.findByText(
        'Ningún miembro está jugando una partida en vivo ahora. Las partidas de los miembros del club aparecen aquí mientras duran.',
      ),
    ).toBeTruthy();
  });
});
