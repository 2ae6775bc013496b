import type { LiveGameSummary } from '@kingside/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { INITIAL_FEN } from '../play/testing/fixtures';
import { WATCH_REFRESH_MS } from './WatchPage';

function live(id: string, overrides: Partial<LiveGameSummary> = {}): LiveGameSummary {
  return {
    id,
    rated: true,
    speed: 'blitz',
    timeControl: { initial: 180, increment: 0 },
    white: { username: 'Alice', rating: 1650, isGuest: false },
    black: { username: 'Bob', rating: 1580, isGuest: false },
    fen: INITIAL_FEN,
    lastMove: null,
    version: 0,
    ...overrides,
  };
}

/** The hover card's answer for a member (POST /callback/user/popup/{username}). */
const popup = (username: string) => ({
  username,
  userId: 2,
  chessTitle: null,
  firstName: null,
  lastName: null,
  country: null,
  flair: null,
  avatarUrl: null,
  membership: 'basic',
  closed: false,
  registerDate: '2020-01-01T00:00:00Z',
  presence: { status: 'playing', gameId: 'abcdefgh' },
  ratings: [],
  friendsTotal: 0,
  relation: null,
});

const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';

describe('WatchPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows skeletons, then each live game as a link named by its players, ratings and time control', async () => {
    let answer: ((value: { body: unknown }) => void) | undefined;
    const api = fakeApi({
      'GET /callback/games/live': () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/watch', { api });
    expect(await screen.findByRole('heading', { name: 'Watch live games' })).toBeTruthy();
    expect(screen.getByText('Loading live games…')).toBeTruthy();

    const guest = { username: 'Guest1a2b3c', rating: null, isGuest: true };
    // The list is asked for in an effect, which may run after the heading shows.
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    await act(async () =>
      answer!({
        body: {
          games: [
            live('abcdefgh'),
            live('ijklmnop', { rated: false, white: guest, timeControl: { initial: 600, increment: 5 } }),
          ],
        },
      }),
    );
    const top = await screen.findByRole('link', { name: 'Alice (1650) vs Bob (1580), 3+0' });
    expect(top.getAttribute('href')).toBe('/game/abcdefgh');
    expect(screen.getByRole('link', { name: 'Guest1a2b3c vs Bob (1580), 10+5' })).toBeTruthy();
    expect(screen.queryByText('Loading live games…')).toBeNull();
    // The board mounts in an effect, which runs after the frame is painted.
    await vi.waitFor(() => expect(top.querySelector('cg-board')).toBeTruthy());
  });

  it('names members with their profile link and hover card, guests as plain text', async () => {
    const guest = { username: 'Guest1a2b3c', rating: null, isGuest: true };
    const api = fakeApi({
      'GET /callback/games/live': () => ({ body: { games: [live('abcdefgh', { white: guest })] } }),
      'POST /callback/user/popup/Bob': () => ({ body: popup('Bob') }),
    });
    renderApp('/watch', { api });
    const bob = await screen.findByRole('link', { name: 'Bob' });
    expect(bob.getAttribute('href')).toBe('/member/bob');
    expect(bob.getAttribute('aria-haspopup')).toBe('dialog');
    expect(bob.closest('a[href="/game/abcdefgh"]')).toBeNull();
    expect(screen.getByText('Guest1a2b3c').closest('a')).toBeNull();
    fireEvent.focus(bob);
    expect(await screen.findByRole('dialog', { name: 'About Bob' }, { timeout: 3000 })).toBeTruthy();
  });

  it('refreshes the list every few seconds, so boards and games follow what is played', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const lists = [
      [live('abcdefgh')],
      [live('abcdefgh', { fen: AFTER_E4, lastMove: 'e2e4', version: 1 }), live('qrstuvwx')],
    ];
    let calls = 0;
    const api = fakeApi({
      'GET /callback/games/live': () => ({ body: { games: lists[Math.min(calls++, 1)] } }),
    });
    renderApp('/watch', { api });
    await screen.findByRole('link', { name: 'Alice (1650) vs Bob (1580), 3+0' });
    expect(screen.getAllByRole('link', { name: /vs/ })).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(WATCH_REFRESH_MS));
    await vi.waitFor(() => expect(screen.getAllByRole('link', { name: /vs/ })).toHaveLength(2));
    expect(calls).toBe(2);
  });

  it('says so when nothing is being played, and speaks Spanish under /es', async () => {
    const api = fakeApi({ 'GET /callback/games/live': { body: { games: [] } } });
    renderApp('/es/watch', { api });
    expect(await screen.findByRole('heading', { name: 'Partidas en directo' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Jugar una partida' })).toBeTruthy();
  });
});
