import { type DivisionView, LEAGUES_API, type MyLeagueView } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const asAlice = { context: pageContext({ current: memberPayload('Alice') }) };
const timeout = { timeout: 10_000 };
const inTwoDays = new Date(Date.now() + 2 * 86_400_000 + 3 * 3_600_000 + 90_000).toISOString();
const DIVISION: DivisionView = {
  league: 'bronze',
  division: 'a1b2c3d4e5',
  week: '2026-06-01',
  endsAt: inTwoDays,
  closedAt: null,
  yourWeekEndsAt: inTwoDays,
  standings: [
    { rank: 1, username: 'Bea', trophies: 20, zone: 'promotion', you: false },
    { rank: 2, username: 'Alice', trophies: 12, zone: 'stay', you: true },
    { rank: 3, username: 'Cid', trophies: 4, zone: 'relegation', you: false },
  ],
};

describe('the division page', () => {
  it('shows the league, the countdown to the member’s week end and the zones by name', async () => {
    const api = fakeApi({ [`GET ${LEAGUES_API.division('bronze', 'a1b2c3d4e5')}`]: { body: DIVISION } });
    renderApp('/leagues/bronze/a1b2c3d4e5', { api, ...asAlice });
    expect(await screen.findByRole('heading', { name: 'Bronze League' }, timeout)).toBeTruthy();
    expect(screen.getByText('Ends in 2d 3h 2m')).toBeTruthy();
    expect(screen.getByText('Your week ends at midnight on Sunday in your time zone.')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Bea20▲ Promotion',
      '2Alice (you)12Stays',
      '3Cid4▼ Relegation',
    ]);
    expect(within(rows[1]!).getByText('Alice').closest('tr')?.getAttribute('aria-current')).toBe('true');
  });

  it('says when a division does not exist', async () => {
    const api = fakeApi({
      [`GET ${LEAGUES_API.division('wood', 'zzzzzz')}`]: {
        status: 404,
        body: { error: { code: 'not_found' } },
      },
    });
    renderApp('/leagues/wood/zzzzzz', { api, ...asAlice });
    expect(await screen.findByText('There is no such division.', undefined, timeout)).toBeTruthy();
  });
});

describe('the leagues landing', () => {
  it('tells a member with no division this week how to join one', async () => {
    const mine: MyLeagueView = { league: 'wood', current: null, weekEndsAt: inTwoDays };
    const api = fakeApi({ [`GET ${LEAGUES_API.mine}`]: { body: mine } });
    renderApp('/leagues', { api, ...asAlice });
    expect(
      await screen.findByText(
        'You are in the Wood League. Play a rated live game this week to join a division.',
        undefined,
        timeout,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play a rated game' }).getAttribute('href')).toBe('/play');
  });

  it('links a member to their division with their rank and trophies', async () => {
    const mine: MyLeagueView = {
      league: 'bronze',
      current: { league: 'bronze', division: 'a1b2c3d4e5', trophies: 12, rank: 2, weekEndsAt: inTwoDays },
      weekEndsAt: inTwoDays,
    };
    const api = fakeApi({ [`GET ${LEAGUES_API.mine}`]: { body: mine } });
    renderApp('/leagues', { api, ...asAlice });
    expect(await screen.findByText('Rank 2 · 12 trophies', undefined, timeout)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your division' }).getAttribute('href')).toBe(
      '/leagues/bronze/a1b2c3d4e5',
    );
  });
});
