import type { ChallengeView, DailyGamesPage } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { challengeView } from '../challenges/testing';
import { INITIAL_FEN } from '../play/testing/fixtures';

const asAlice = { context: pageContext({ current: memberPayload('Alice') }) };
const HOUR = 3_600_000;

const page: DailyGamesPage = {
  games: [
    {
      id: 'game0001',
      daysPerMove: 3,
      weekendPause: false,
      rated: true,
      color: 'white',
      opponent: { username: 'Bob', rating: 1500 },
      myTurn: true,
      deadline: '2026-01-02T00:00:00Z',
      timeLeftMs: 2 * 24 * HOUR + 5 * HOUR,
      fen: INITIAL_FEN,
      lastMove: null,
      plies: 0,
    },
    {
      id: 'game0002',
      daysPerMove: 1,
      weekendPause: false,
      rated: false,
      color: 'black',
      opponent: { username: 'Carol', rating: 1400 },
      myTurn: false,
      deadline: '2026-01-02T00:00:00Z',
      timeLeftMs: 3 * HOUR + 20 * 60_000,
      fen: INITIAL_FEN,
      lastMove: 'e2e4',
      plies: 1,
    },
  ],
  myTurnCount: 1,
  page: 1,
  hasMore: false,
};

const seek = (overrides: Partial<ChallengeView>) =>
  challengeView({ destination: null, speed: 'daily', days: 5, you: null, ...overrides });

describe('DailyPage', () => {
  it("lists the member's games with whose move and the time left, and the open seeks", async () => {
    const api = fakeApi({
      'GET /callback/daily/seeks': () => ({
        body: { seeks: [seek({ id: 'seek0001' }), seek({ id: 'seek0002', you: 'challenger' })] },
      }),
      'GET /callback/daily/games': () => ({ body: page }),
      'GET /callback/daily/vacation': () => ({ body: { onVacation: false, endsAt: null, daysLeft: 14 } }),
      'POST /callback/daily/vacation/start': () => ({
        body: { onVacation: true, endsAt: '2026-01-15T10:00:00Z', daysLeft: 0 },
      }),
    });
    renderApp('/play/daily', { ...asAlice, api });
    expect(await screen.findByRole('heading', { name: 'Daily chess' })).toBeTruthy();
    const games = await screen.findAllByTestId('daily-game');
    expect(within(games[0]!).getByRole('link').getAttribute('aria-label')).toBe(
      'Your move against Bob, 2 d 5 h left',
    );
    expect(within(games[1]!).getByRole('link').getAttribute('aria-label')).toBe(
      'Their move against Carol, 3 h 20 min left',
    );
    expect(screen.getByText('1 game waits for your move.')).toBeTruthy();
    const seeks = screen.getAllByTestId('daily-seek');
    expect(within(seeks[0]!).getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(within(seeks[1]!).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('starts a vacation and shows the days left', async () => {
    const api = fakeApi({
      'GET /callback/daily/seeks': () => ({ body: { seeks: [] } }),
      'GET /callback/daily/games': () => ({ body: page }),
      'GET /callback/daily/vacation': () => ({ body: { onVacation: false, endsAt: null, daysLeft: 14 } }),
      'POST /callback/daily/vacation/start': () => ({
        body: { onVacation: true, endsAt: '2026-01-15T10:00:00Z', daysLeft: 0 },
      }),
    });
    const { user } = renderApp('/play/daily', { ...asAlice, api });
    expect(await screen.findByText(/14 vacation days left this year\./)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start vacation' }));
    expect(await screen.findByText(/0 vacation days left this year\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End vacation' })).toBeTruthy();
  });

  it('creates a lobby seek with the chosen days', async () => {
    const posted = vi.fn();
    const api = fakeApi({
      'GET /callback/daily/seeks': () => ({ body: { seeks: [] } }),
      'GET /callback/daily/games': () => ({ body: { ...page, games: [], myTurnCount: 0 } }),
      'POST /callback/daily/seek': (request) => {
        posted(request.body);
        return { status: 201, body: seek({ id: 'seek0003', you: 'challenger' }) };
      },
    });
    const { user } = renderApp('/play/daily', { ...asAlice, api });
    await user.selectOptions(await screen.findByLabelText('Days per move'), '7');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Your daily seek is in the lobby.')).toBeTruthy();
    // The web client sends booleans as 0/1 (§5).
    expect(posted).toHaveBeenCalledWith(
      expect.objectContaining({ days: 7, weekendPause: 0, rated: 1, color: 'random' }),
    );
  });

  it('asks a guest to log in', async () => {
    const api = fakeApi({ 'GET /callback/daily/seeks': () => ({ body: { seeks: [] } }) });
    renderApp('/play/daily', { api });
    expect(await screen.findByText('Log in to play daily chess.')).toBeTruthy();
  });
});
