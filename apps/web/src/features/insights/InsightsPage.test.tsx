import { BILLING_MESSAGES, type InsightsReport } from '@kingside/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type Reply } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { SAMPLE_REPORT } from './sample-report';

const LOCKED: Reply = {
  status: 403,
  body: {
    error: {
      code: 'upgrade_required',
      message: BILLING_MESSAGES.upgrade_required,
      upgrade: { feature: 'insights', tier: 'platinum' },
    },
  },
};

const REPORT: InsightsReport = {
  ...SAMPLE_REPORT,
  timezone: 'America/Los_Angeles',
  bestWins: [
    {
      gameId: 'AbCd1234',
      url: '/game/AbCd1234',
      opponent: 'Magnus',
      opponentRating: 2100,
      color: 'black',
      speed: 'blitz',
      at: '2026-06-01T10:00:00Z',
    },
  ],
};

const as = (membership: 'gold' | 'platinum') => ({
  context: pageContext({ current: memberPayload('Alice', membership) }),
});

describe('InsightsPage', () => {
  it('shows the upsell when the server answers 403: sample data, what Platinum gives, its price', async () => {
    const api = fakeApi({ 'GET /callback/insights': LOCKED });
    renderApp('/insights', { api, ...as('gold') });
    expect(await screen.findByRole('heading', { name: 'Insights come with Platinum' })).toBeTruthy();
    expect(screen.getAllByText('Sample')).toHaveLength(2); // the tag and the stamp across the preview
    expect(screen.getByText('Illustrative data, not your games.')).toBeTruthy();
    expect(screen.getByText('Your openings with their win rate')).toBeTruthy();
    expect(screen.getByText('Platinum from $7.99 a month')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See membership plans' }).getAttribute('href')).toBe(
      '/membership',
    );
    // The preview is decoration: hidden from assistive technology, no real charts announced.
    expect(screen.queryByRole('img', { name: /Results by speed/ })).toBeNull();
  });

  it('draws the charts on 200, each with a summary for screen readers and its data as a table', async () => {
    const api = fakeApi({ 'GET /callback/insights': { body: REPORT } });
    const { user } = renderApp('/insights', { api, ...as('platinum') });
    const speed = await screen.findByRole('img', { name: /^Results by speed:/ });
    expect(speed.getAttribute('aria-label')).toBe(
      'Results by speed: Bullet: 12 wins, 2 draws, 16 losses; Blitz: 33 wins, 8 draws, 23 losses; Rapid: 13 wins, 4 draws, 9 losses',
    );
    expect(screen.getByRole('img', { name: /^Results by colour:/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Results by time of day:/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Rating trend: Blitz: from 1480 to/ })).toBeTruthy();
    expect(screen.getByText('In your timezone (America/Los_Angeles), by when each game began.')).toBeTruthy();

    const openings = screen.getByRole('table', { name: 'Openings' });
    const italian = within(openings).getByRole('row', { name: /Italian Game/ });
    expect(within(italian).getByText('59%')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Beat Magnus (2100) with Black' }).getAttribute('href')).toBe(
      '/game/AbCd1234',
    );
    expect(screen.getByText('120')).toBeTruthy();
    expect(screen.getByText('48%')).toBeTruthy();
    expect(screen.getByText('38.5 moves')).toBeTruthy();
    expect(screen.getByText('6:52')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Results by colour' });
    expect(table.className).toBe('visually-hidden');
    expect(within(table).getByRole('row', { name: 'White 33 7 21' })).toBeTruthy();
    const toggles = screen.getAllByRole('button', { name: 'Show as table' });
    await user.click(toggles[1]!);
    expect(table.className).toBe('insights-table');
  });

  it('asks again with the speed chosen', async () => {
    const api = fakeApi({ 'GET /callback/insights': { body: REPORT } });
    const { user } = renderApp('/insights', { api, ...as('platinum') });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Speed' }), 'Blitz');
    await screen.findByRole('img', { name: /^Results by speed:/ });
    const asked = api.received.filter((r) => r.path === '/callback/insights');
    expect(asked.map((r) => r.query.get('speed'))).toEqual([null, 'blitz']);
  });

  it('invites a member without games to play', async () => {
    const empty: InsightsReport = {
      ...REPORT,
      totals: { games: 0, wins: 0, draws: 0, losses: 0 },
      averageLength: null,
    };
    renderApp('/insights', {
      api: fakeApi({ 'GET /callback/insights': { body: empty } }),
      ...as('platinum'),
    });
    expect(await screen.findByRole('heading', { name: 'No finished games yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play a game' }).getAttribute('href')).toBe('/play');
  });

  it('turns from upsell to charts without a reload when the membership level changes', async () => {
    let tier: 'gold' | 'platinum' = 'gold';
    const api = fakeApi({ 'GET /callback/insights': () => (tier === 'gold' ? LOCKED : { body: REPORT }) });
    const { services } = renderApp('/insights', { api, ...as('gold') });
    await screen.findByRole('heading', { name: 'Insights come with Platinum' });

    // The membership push ({t:'membership'}) updates the current user; the page asks the server again.
    tier = 'platinum';
    await act(async () => services.currentUser.current.prime(memberPayload('Alice', 'platinum')));
    expect(await screen.findByRole('img', { name: /^Results by speed:/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Insights come with Platinum' })).toBeNull();
    expect(api.received.filter((r) => r.path === '/callback/insights')).toHaveLength(2);
  });

  it('asks guests to log in', async () => {
    renderApp('/insights', {
      api: fakeApi({
        'GET /callback/insights': { status: 401, body: { error: { code: 'unauthenticated', message: 'x' } } },
      }),
    });
    const notice = (await screen.findByText(/Log in to see insights into your games\./)).closest('p')!;
    expect(within(notice).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('offers a retry when the server fails', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /callback/insights': () =>
        fail ? { status: 500, body: { error: { code: 'internal', message: 'x' } } } : { body: REPORT },
    });
    const { user } = renderApp('/insights', { api, ...as('platinum') });
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /^Results by speed:/ })).toBeTruthy();
  });
});
