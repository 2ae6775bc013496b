import { CLUB_MATCHES_API, CLUBS_API, type ClubMatchView, type ClubView } from '@kingside/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const asAlice = { context: pageContext({ current: memberPayload('Alice') }) };
const timeout = { timeout: 10_000 };
const CLUB: ClubView = {
  slug: 'knights',
  name: 'Knights',
  country: null,
  avatarUrl: null,
  joinPolicy: 'open',
  memberCount: 2,
  description: '',
  createdAt: '2026-06-01T12:00:00Z',
  myRole: 'owner',
  pending: null,
  forumSlug: 'club-knights',
  news: [],
  requests: [],
};
const PROPOSED: ClubMatchView = {
  id: 9,
  name: 'Correspondence cup',
  status: 'proposed',
  home: { slug: 'knights', name: 'Knights', avatarUrl: null },
  away: { slug: 'rooks', name: 'Rooks', avatarUrl: null },
  boards: 4,
  timeControl: null,
  days: 7,
  rated: true,
  minRating: null,
  maxRating: null,
  startsAt: '2026-06-01T13:00:00Z',
  startedAt: null,
  finishedAt: null,
  score: { home: 0, away: 0 },
  registered: { home: [], away: [] },
  boardsPlayed: [],
  mySide: null,
  canRegister: 'home',
  adminOf: 'home',
};

describe('proposing a club match', () => {
  it('a daily match sends its days per move and no clock, and its page shows them', async () => {
    const api = fakeApi({
      [`GET ${CLUBS_API.club('knights')}`]: { body: CLUB },
      [`GET ${CLUBS_API.members('knights')}`]: { body: { members: [], nextCursor: null } },
      [`GET ${CLUB_MATCHES_API.ofClub('knights')}`]: { body: { upcoming: [], live: [], finished: [] } },
      [`POST ${CLUB_MATCHES_API.propose}`]: {
        body: { ok: true, message: 'The match was proposed to the other club.', id: 9 },
      },
      [`GET ${CLUB_MATCHES_API.match(9)}`]: { body: PROPOSED },
    });
    renderApp('/club/knights', { api, ...asAlice });
    const opponent = await screen.findByLabelText('Opponent club (address)', undefined, timeout);
    // The club page holds other forms too (a club tournament's has its own "Kind").
    const form = within(opponent.closest('form')!);
    fireEvent.input(opponent, { target: { value: 'Rooks' } });
    fireEvent.input(form.getByLabelText('Match name'), { target: { value: 'Correspondence cup' } });
    expect(form.getByLabelText('Minutes per player')).toBeTruthy();
    expect(form.queryByLabelText('Days per move')).toBeNull();
    fireEvent.change(form.getByLabelText('Kind'), { target: { value: 'daily' } });
    expect(form.queryByLabelText('Minutes per player')).toBeNull();
    expect(form.queryByLabelText('Increment (seconds)')).toBeNull();
    const days = form.getByLabelText('Days per move') as HTMLSelectElement;
    expect([...days.options].map((o) => o.value)).toEqual(['1', '2', '3', '5', '7', '10', '14']);
    expect(days.value).toBe('3');
    fireEvent.change(days, { target: { value: '7' } });
    fireEvent.click(form.getByRole('button', { name: 'Propose' }));

    await screen.findByRole('heading', { name: 'Correspondence cup' }, timeout);
    expect(screen.getByText('The match was proposed to the other club.')).toBeTruthy();
    const sent = api.received.find((r) => r.method === 'POST' && r.path === CLUB_MATCHES_API.propose);
    expect(sent?.body).toMatchObject({
      homeClub: 'knights',
      awayClub: 'rooks',
      boards: 4,
      days: 7,
      rated: 1,
    });
    expect(sent?.body).not.toHaveProperty('timeControl');
    expect(screen.getByText(/4 boards · Daily, 7 days per move · Rated/)).toBeTruthy();
  });
});
