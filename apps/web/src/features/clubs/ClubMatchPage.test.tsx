import { CLUB_MATCHES_API, CLUBS_API, type ClubMatchView } from '@kingside/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const asAlice = { context: pageContext({ current: memberPayload('Alice') }) };
const timeout = { timeout: 10_000 };
const MATCH: ClubMatchView = {
  id: 7,
  name: 'Spring derby',
  status: 'registration',
  home: { slug: 'knights', name: 'Knights', avatarUrl: null },
  away: { slug: 'rooks', name: 'Rooks', avatarUrl: null },
  boards: 2,
  timeControl: { initial: 300, increment: 2 },
  days: null,
  rated: true,
  minRating: null,
  maxRating: 2000,
  startsAt: '2026-06-01T12:00:00Z',
  startedAt: null,
  finishedAt: null,
  score: { home: 0, away: 0 },
  registered: { home: [{ username: 'Bob', rating: 1700 }], away: [] },
  boardsPlayed: [],
  mySide: null,
  canRegister: 'home',
  adminOf: null,
};

describe('the club match page', () => {
  it('shows the terms and who registered; a member registers for their club', async () => {
    let registered = false;
    const api = fakeApi({
      [`GET ${CLUB_MATCHES_API.match(7)}`]: () => ({
        body: registered ? { ...MATCH, mySide: 'home', canRegister: null } : MATCH,
      }),
      [`POST ${CLUB_MATCHES_API.register(7)}`]: () => {
        registered = true;
        return { body: { ok: true, message: 'You are registered.', id: 7 } };
      },
    });
    renderApp('/club/matches/7', { api, ...asAlice });
    await screen.findByRole('heading', { name: 'Spring derby' }, timeout);
    expect(screen.getByText(/2 boards · Live 5\+2 · Rated · Ratings –2000/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/member/bob');
    fireEvent.click(screen.getByRole('button', { name: 'Register for Knights' }));
    await screen.findByText('You are registered.');
    await screen.findByText('You play for Knights.');
  });

  it('a daily match shows its days per move instead of a clock, one day in the singular', async () => {
    for (const [id, days, terms] of [
      [7, 3, /2 boards · Daily, 3 days per move · Rated/],
      [8, 1, /2 boards · Daily, 1 day per move · Rated/],
    ] as const) {
      const api = fakeApi({
        [`GET ${CLUB_MATCHES_API.match(id)}`]: { body: { ...MATCH, id, timeControl: null, days } },
      });
      renderApp(`/club/matches/${id}`, { api, ...asAlice });
      await screen.findByRole('heading', { name: 'Spring derby' }, timeout);
      expect(screen.getByText(terms)).toBeTruthy();
      expect(screen.queryByText(/Live/)).toBeNull();
      cleanup();
    }
  });

  it('a started match shows its boards, game links with results and the score', async () => {
    const api = fakeApi({
      [`GET ${CLUB_MATCHES_API.match(7)}`]: {
        body: {
          ...MATCH,
          status: 'in_progress',
          canRegister: null,
          startedAt: '2026-06-01T12:00:00Z',
          score: { home: 1.5, away: 0.5 },
          boardsPlayed: [
            {
              board: 1,
              home: { username: 'Bob', rating: 1700 },
              away: { username: 'Carol', rating: 1650 },
              games: [
                { id: 'AAAAAAAA', white: 'home', result: 'home' },
                { id: 'BBBBBBBB', white: 'away', result: 'draw' },
              ],
            },
            {
              board: 2,
              home: { username: 'Dan', rating: 1500 },
              away: { username: 'Erin', rating: 1450 },
              games: [{ id: 'CCCCCCCC', white: 'home', result: 'aborted' }],
            },
          ],
        },
      },
    });
    renderApp('/club/matches/7', { api, ...asAlice });
    expect((await screen.findByTestId('match-score', undefined, timeout)).textContent).toBe('1.5 – 0.5');
    const first = screen.getByRole('link', { name: 'Game 1, Knights with white: 1–0' });
    expect(first.getAttribute('href')).toBe('/game/AAAAAAAA');
    expect(screen.getByRole('link', { name: 'Game 2, Rooks with white: ½–½' })).toBeTruthy();
    // A game nobody came to scored nothing: shown as aborted, not as a draw.
    expect(screen.getByRole('link', { name: 'Game 1, Knights with white: aborted' })).toBeTruthy();
  });

  it('a club page lists its upcoming, live and finished matches with their scores', async () => {
    const api = fakeApi({
      [`GET ${CLUBS_API.club('knights')}`]: {
        body: {
          slug: 'knights',
          name: 'Knights',
          country: null,
          avatarUrl: null,
          joinPolicy: 'open',
          memberCount: 3,
          description: '',
          createdAt: '2026-06-01T12:00:00Z',
          myRole: null,
          pending: null,
          forumSlug: 'club-knights',
          news: [],
          requests: [],
        },
      },
      [`GET ${CLUBS_API.members('knights')}`]: { body: { members: [], nextCursor: null } },
      [`GET ${CLUB_MATCHES_API.ofClub('knights')}`]: {
        body: {
          upcoming: [MATCH],
          live: [],
          finished: [
            { ...MATCH, id: 8, name: 'Autumn friendly', status: 'finished', score: { home: 1.5, away: 0.5 } },
          ],
        },
      },
    });
    renderApp('/club/knights', { api, ...asAlice });
    const upcoming = await screen.findByRole('link', { name: 'Spring derby' }, timeout);
    expect(upcoming.getAttribute('href')).toBe('/club/matches/7');
    expect(screen.getByText(/Registration open · Starts/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Autumn friendly' }).getAttribute('href')).toBe(
      '/club/matches/8',
    );
    expect(screen.getByText('1.5 – 0.5')).toBeTruthy();
    expect(screen.getByText('None yet.')).toBeTruthy();
  });
});
