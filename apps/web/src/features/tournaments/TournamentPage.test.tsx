import { TOURNAMENTS_API, type TournamentLive, type TournamentView } from '@kingside/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from '../play/testing/fake-socket';
import { formatCountdown } from './Countdown';

const asAlice = { context: pageContext({ current: memberPayload('Alice') }) };
const timeout = { timeout: 10_000 };

const row = (rank: number, username: string, score: number, sheet: number[]) => ({
  rank,
  username,
  score,
  performance: sheet.length ? 1500 : null,
  games: sheet.length,
  onFire: false,
  sheet,
  paused: false,
  withdrawn: false,
  buchholz: null,
  sonnebornBerger: null,
});

const live = (
  standings: TournamentLive['standings'],
  status: TournamentLive['status'] = 'started',
): TournamentLive => ({
  url: 'evening-arena',
  status,
  players: 2,
  standings,
  page: 1,
  pages: 1,
  podium: status === 'finished' ? standings.slice(0, 3) : [],
  bracket: null,
});

const VIEW: TournamentView = {
  url: 'evening-arena',
  name: 'Evening arena',
  kind: 'arena',
  status: 'started',
  official: false,
  tc: { initial: 180, increment: 2 },
  rated: true,
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  endsAt: new Date(Date.now() + 20 * 60_000).toISOString(),
  players: 2,
  conditions: { minRating: null, maxRating: null, minTier: null },
  durationMinutes: 30,
  rounds: null,
  round: null,
  matchGames: null,
  createdBy: 'Bob',
  club: null,
  live: live([row(1, 'Alice', 0, []), row(2, 'Bob', 0, [])]),
  me: null,
  joinRefusal: null,
};

describe('the tournament page', () => {
  withFakeSockets();

  it('joins, follows the standings over the socket, and offers the game it is paired in', async () => {
    const api = fakeApi({
      [`GET ${TOURNAMENTS_API.one('evening-arena')}`]: { body: VIEW },
      [`POST ${TOURNAMENTS_API.join('evening-arena')}`]: {
        body: { ...VIEW, me: { paused: false, withdrawn: false, gameId: null } },
      },
    });
    const { user } = renderApp('/tournament/evening-arena', { api, ...asAlice });
    await screen.findByRole('heading', { name: 'Evening arena' }, timeout);
    expect(screen.getByRole('timer').textContent).toMatch(/^Ends in (19:5\d|20:00)$/);
    act(() => FakeWebSocket.last.open());
    expect(FakeWebSocket.last.messages).toContainEqual({
      t: 'tournament',
      url: 'evening-arena',
      subscribe: true,
    });

    await user.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText('You are in: waiting for your next opponent.');
    act(() => FakeWebSocket.last.receive({ t: 'paired', gameId: 'abcdefgh' }));
    expect(screen.getByRole('link', { name: 'Play your game' }).getAttribute('href')).toBe('/game/abcdefgh');

    act(() =>
      FakeWebSocket.last.receive({
        t: 'tournament',
        live: live([row(1, 'Bob', 2, [2]), row(2, 'Alice', 0, [0])]),
      }),
    );
    const rows = within(screen.getByRole('region', { name: 'Standings' })).getAllByRole('row');
    expect(rows[1]!.textContent).toBe('1Bob215002');
    expect(rows[2]!.textContent).toBe('2Alice015000');
  });

  it('shows the podium once over', async () => {
    const finished = live([row(1, 'Bob', 6, [2, 2, 2]), row(2, 'Alice', 2, [2, 0])], 'finished');
    const api = fakeApi({
      [`GET ${TOURNAMENTS_API.one('evening-arena')}`]: {
        body: { ...VIEW, status: 'finished', live: finished },
      },
    });
    renderApp('/tournament/evening-arena', { api, ...asAlice });
    const podium = await screen.findByRole('region', { name: 'Podium' }, timeout);
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bob6', 'Alice2']);
    expect(screen.getByText('This tournament is over.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it("names a club's tournament's club, linked, and why an outsider may not join", async () => {
    const refusal = 'Only members of the club Knights of the Square may join this tournament.';
    const api = fakeApi({
      [`GET ${TOURNAMENTS_API.one('evening-arena')}`]: {
        body: { ...VIEW, club: { slug: 'knights', name: 'Knights of the Square' }, joinRefusal: refusal },
      },
    });
    renderApp('/tournament/evening-arena', { api, ...asAlice });
    const link = await screen.findByRole('link', { name: 'Club: Knights of the Square' }, timeout);
    expect(link.getAttribute('href')).toBe('/club/knights');
    expect(screen.getByText(refusal)).toBeTruthy();
  });

  it('counts down in minutes and seconds, hours only when there are some', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(3_909_000)).toBe('1:05:09');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
