import { STATS_API, type YearRecap } from '@kingside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { REPORT, STREAKS } from './stats.sample';

const as = (username: string) => ({ context: pageContext({ current: memberPayload(username) }) });

const RECAP: YearRecap = {
  username: 'Alice',
  year: 2026,
  totals: { games: 5, wins: 3, draws: 1, losses: 1 },
  seconds: 5400,
  bestWin: { gameId: 'Game0003', opponent: 'Bob', opponentRating: 1650, at: '2026-06-01T10:00:00.000Z' },
  favouriteOpening: { eco: 'C60', name: 'Ruy Lopez', games: 2, wins: 2, draws: 0, losses: 0 },
  ratingJourney: [{ speed: 'blitz', first: 1508, last: 1521, best: 1521, games: 5 }],
  opponents: [{ name: 'Bob', member: true, games: 4, wins: 2, draws: 1, losses: 1 }],
  longestStreak: 7,
  computedAt: '2026-06-02T10:00:00.000Z',
  final: false,
};

describe('StatsPage', () => {
  it('asks a guest without a username to sign in', async () => {
    renderApp('/stats');
    expect(await screen.findByText('Sign in to see your statistics.', {}, { timeout: 10_000 })).toBeTruthy();
    const prompt = screen.getByText('Sign in to see your statistics.');
    expect(within(prompt).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('shows a member’s numbers to anyone, the rating history also as a table', async () => {
    const api = fakeApi({ [`GET ${STATS_API.stats('alice')}`]: { body: REPORT } });
    renderApp('/stats/alice', { api });
    expect(
      await screen.findByRole('heading', { name: 'Statistics of Alice' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Rating history' });
    expect(within(history).getAllByRole('row')).toHaveLength(4);
    expect(within(history).getByText('1493')).toBeTruthy();
    const colors = screen.getByRole('table', { name: 'Results by colour' });
    expect(within(colors).getByRole('row', { name: /White/ }).textContent).toBe('White3210');
    expect(screen.getByRole('link', { name: /^1521 on/ }).getAttribute('href')).toBe('/game/Game0003');
    expect(screen.getByRole('link', { name: /^1493 on/ }).getAttribute('href')).toBe('/game/Game0002');
    expect(screen.getByText('C60 Ruy Lopez')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/member/bob');
    expect(screen.getByText('1.5 hours over 5 games')).toBeTruthy();
    expect(screen.getByTestId('streak-current').textContent).toBe('3 days');
    expect(screen.getByText('Longest: 7 · Played today')).toBeTruthy();
    // Not the visitor's own page: no year in chess is asked for.
    expect(api.received.some((r) => r.path.startsWith('/can-access/'))).toBe(false);
  });

  it('says so when there is no such member', async () => {
    const api = fakeApi({
      [`GET ${STATS_API.stats('ghost')}`]: {
        status: 404,
        body: { error: { code: 'not_found', message: 'x' } },
      },
    });
    renderApp('/stats/ghost', { api });
    expect(await screen.findByText('There is no member called ghost.', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('opens the member’s own year after its introduction, and says it was seen', async () => {
    const api = fakeApi({
      [`GET ${STATS_API.stats('Alice')}`]: { body: REPORT },
      [`GET ${STATS_API.canAccessYear('Alice')}`]: {
        body: { canAccess: true, year: 2026, bannerClosed: false },
      },
      [`GET ${STATS_API.getItem('introducedToYearInChess')}`]: {
        body: { item: 'introducedToYearInChess', value: false, offer: true },
      },
      [`GET ${STATS_API.year('Alice', 2026)}`]: { body: RECAP },
      [`POST ${STATS_API.setItem}`]: { body: { item: 'introducedToYearInChess', value: true } },
    });
    const { user } = renderApp('/stats', { api, ...as('Alice') });
    expect(await screen.findByText('New: your year in chess', {}, { timeout: 10_000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show me' }));
    expect(await screen.findByText('vs Bob (1650)')).toBeTruthy();
    expect(screen.getByText('Ruy Lopez')).toBeTruthy();
    expect(screen.getByText('1508 → 1521 (best 1521)')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Summary card' }).getAttribute('src')).toBe(
      STATS_API.yearCard('Alice', 2026, 'summary'),
    );
    await waitFor(() =>
      expect(api.received.find((r) => r.method === 'POST')?.body).toMatchObject({
        item: 'introducedToYearInChess',
      }),
    );
    expect(screen.queryByText('New: your year in chess')).toBeNull();
  });
});

describe('streaks on the home page', () => {
  it('shows the member’s streak, the streaks introduction and the closable year banner', async () => {
    const api = fakeApi({
      [`GET ${STATS_API.streaks('Alice')}`]: { body: STREAKS },
      [`GET ${STATS_API.canAccessYear('Alice')}`]: {
        body: { canAccess: true, year: 2026, bannerClosed: false },
      },
      [`GET ${STATS_API.getItem('introducedToStreaks')}`]: {
        body: { item: 'introducedToStreaks', value: false, offer: true },
      },
      [`POST ${STATS_API.setItem}`]: ({ body }) => ({ body: { item: body?.item, value: true } }),
    });
    const { user } = renderApp('/', { api, ...as('Alice') });
    expect((await screen.findByTestId('streak-current', {}, { timeout: 10_000 })).textContent).toBe('3 days');
    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(screen.queryByText('New: streaks')).toBeNull();
    expect(await screen.findByText('Your 2026 in chess is ready.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See it' }).getAttribute('href')).toBe('/stats/alice#year');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Your 2026 in chess is ready.')).toBeNull();
    await waitFor(() =>
      expect(api.received.filter((r) => r.method === 'POST').map((r) => r.body?.item)).toEqual([
        'introducedToStreaks',
        'closedYearInChessBanner',
      ]),
    );
  });

  it('shows the solving streak beside the playing one, each with its own hint', async () => {
    const api = fakeApi({
      [`GET ${STATS_API.streaks('Alice')}`]: {
        body: { ...STREAKS, solving: { current: 0, longest: 2, today: false, frozen: 0 } },
      },
      [`GET ${STATS_API.canAccessYear('Alice')}`]: {
        body: { canAccess: false, year: 2026, bannerClosed: true },
      },
      [`GET ${STATS_API.getItem('introducedToStreaks')}`]: {
        body: { item: 'introducedToStreaks', value: true, offer: false },
      },
    });
    renderApp('/', { api, ...as('Alice') });
    const counts = await screen.findAllByTestId('streak-current', {}, { timeout: 10_000 });
    expect(counts.map((count) => count.textContent)).toEqual(['3 days', '0 days']);
    expect(screen.getByText('Solving streak')).toBeTruthy();
    expect(screen.getByText(/Longest: 7 · Played today/)).toBeTruthy();
    expect(
      screen.getByText(/Longest: 2 · Solve a puzzle or a lesson position today to start a streak/),
    ).toBeTruthy();
  });

  it('shows no streak card, introduction or banner to a guest', async () => {
    const api = fakeApi();
    renderApp('/', { api });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('streak-current')).toBeNull();
    expect(api.received.some((r) => r.path.includes('stats') || r.path.includes('get-item'))).toBe(false);
  });
});
