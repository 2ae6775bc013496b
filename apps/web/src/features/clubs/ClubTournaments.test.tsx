import { CLUBS_API, type ClubView, TOURNAMENTS_API, type TournamentSummary } from '@kingside/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

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
const ARENA: TournamentSummary = {
  url: 'knights-club-arena',
  name: 'Knights Club Arena',
  kind: 'arena',
  status: 'started',
  official: false,
  tc: { initial: 300, increment: 0 },
  rated: true,
  startsAt: '2026-06-02T18:00:00Z',
  endsAt: '2026-06-02T18:45:00Z',
  players: 4,
};

function api(myRole: ClubView['myRole'], tournaments: TournamentSummary[]) {
  return fakeApi({
    [`GET ${CLUBS_API.club('knights')}`]: { body: { ...CLUB, myRole } },
    [`GET ${CLUBS_API.members('knights')}`]: { body: { members: [], nextCursor: null } },
    [`GET ${TOURNAMENTS_API.ofClub('knights')}`]: { body: { tournaments } },
    [`POST ${TOURNAMENTS_API.list}`]: {
      status: 409,
      body: { error: { code: 'slug_taken', message: 'Taken.' } },
    },
  });
}

describe("a club page's tournaments", () => {
  it('lists the running and upcoming ones, linked; a plain member has no form to create one', async () => {
    renderApp('/club/knights', { api: api('member', [ARENA]), ...asAlice });
    const link = await screen.findByRole('link', { name: 'Knights Club Arena' }, timeout);
    expect(link.getAttribute('href')).toBe('/tournament/knights-club-arena');
    expect(screen.getByText(/5\+0 · Arena · Playing now/)).toBeTruthy();
    expect(screen.queryByText('Create a tournament for the club')).toBeNull();
  });

  it('says when there are none; an admin creates one for the club from the page', async () => {
    const fake = api('admin', []);
    const { user } = renderApp('/club/knights', { api: fake, ...asAlice });
    await screen.findByText('No upcoming or running tournaments.', {}, timeout);
    await user.click(screen.getByText('Create a tournament for the club'));
    const forClub = screen.getByLabelText('For the club Knights of the Square (only its members may join)');
    expect((forClub as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByLabelText('Name'), 'Club night');
    await user.type(screen.getByLabelText('Address (letters, digits and dashes)'), 'club-night');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Taken.', {}, timeout);
    const sent = fake.received.find((r) => r.method === 'POST' && r.path === TOURNAMENTS_API.list)!.body!;
    expect(sent).toMatchObject({ club: 'knights', url: 'club-night', name: 'Club night' });
  });
});
