import { TOURNAMENTS_API, type TournamentsPage } from '@kingside/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const asAlice = { context: pageContext({ current: memberPayload('Alice') }) };
const timeout = { timeout: 10_000 };
const LIST: TournamentsPage = {
  upcoming: [],
  started: [],
  finished: [],
  canCreateOfficial: false,
  hostClubs: [],
};

/** Fills the fields every kind shares and submits; answers the body the server was sent. */
async function create(kind: string, fill: (user: ReturnType<typeof renderApp>['user']) => Promise<void>) {
  const api = fakeApi({
    [`GET ${TOURNAMENTS_API.list}`]: { body: LIST },
    [`POST ${TOURNAMENTS_API.list}`]: {
      status: 409,
      body: { error: { code: 'slug_taken', message: 'Taken.' } },
    },
  });
  const { user } = renderApp('/tournaments', { api, ...asAlice });
  await user.click(await screen.findByText('Create a tournament', {}, timeout));
  await user.selectOptions(screen.getByLabelText('Kind'), kind);
  await user.type(screen.getByLabelText('Name'), 'Friday event');
  await user.type(screen.getByLabelText('Address (letters, digits and dashes)'), 'friday-event');
  await fill(user);
  await user.click(screen.getByRole('button', { name: 'Create' }));
  await screen.findByText('Taken.', {}, timeout);
  return api.received.find((r) => r.method === 'POST' && r.path === TOURNAMENTS_API.list)!.body!;
}

describe('the create form', () => {
  it('offers Swiss with its rounds and the minutes between them, and no arena length', async () => {
    const body = await create('swiss', async (user) => {
      expect(screen.queryByLabelText('Length (minutes)')).toBeNull();
      await user.clear(screen.getByLabelText('Rounds'));
      await user.type(screen.getByLabelText('Rounds'), '7');
      await user.clear(screen.getByLabelText('Minutes between round starts'));
      await user.type(screen.getByLabelText('Minutes between round starts'), '20');
    });
    expect(body).toMatchObject({ kind: 'swiss', rounds: 7, roundMinutes: 20, url: 'friday-event' });
    expect(body.matchGames).toBeUndefined();
  });

  it('offers knockout with its games per match', async () => {
    const body = await create('knockout', async (user) => {
      const games = screen.getByLabelText('Games per match (then an Armageddon tie-break)');
      await user.clear(games);
      await user.type(games, '4');
      expect(screen.getByLabelText('Expected length (minutes)')).toBeTruthy();
    });
    expect(body).toMatchObject({ kind: 'knockout', matchGames: 4, name: 'Friday event' });
    expect(body.rounds).toBeUndefined();
  });

  it('sends an arena as before, without a kind', async () => {
    const body = await create('arena', async () => {
      expect(screen.queryByLabelText('Rounds')).toBeNull();
    });
    expect(body).toMatchObject({ url: 'friday-event', durationMinutes: 30 });
    expect(body.kind).toBeUndefined();
  });
});

describe('the create form for a club admin', () => {
  async function createFor(pick: string | null) {
    const api = fakeApi({
      [`GET ${TOURNAMENTS_API.list}`]: {
        body: {
          ...LIST,
          hostClubs: [
            { slug: 'knights', name: 'Knights of the Square' },
            { slug: 'rooks', name: 'Rooks United' },
          ],
        },
      },
      [`POST ${TOURNAMENTS_API.list}`]: {
        status: 403,
        body: { error: { code: 'club_not_admin', message: 'Only club admins can do that.' } },
      },
    });
    const { user } = renderApp('/tournaments', { api, ...asAlice });
    await user.click(await screen.findByText('Create a tournament', {}, timeout));
    await user.type(screen.getByLabelText('Name'), 'Club night');
    await user.type(screen.getByLabelText('Address (letters, digits and dashes)'), 'club-night');
    const picker = screen.getByLabelText('Club') as HTMLSelectElement;
    expect([...picker.options].map((o) => o.text)).toEqual([
      'None (anyone may join)',
      'For the club Knights of the Square (only its members may join)',
      'For the club Rooks United (only its members may join)',
    ]);
    if (pick) await user.selectOptions(picker, pick);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    // The server's refusal (an admin no more) is shown as it said it.
    await screen.findByText('Only club admins can do that.', {}, timeout);
    return api.received.find((r) => r.method === 'POST' && r.path === TOURNAMENTS_API.list)!.body!;
  }

  it('picks one of the clubs they administer', async () => {
    expect(await createFor('rooks')).toMatchObject({ club: 'rooks', url: 'club-night' });
  });

  it('sends no club when none is picked', async () => {
    expect((await createFor(null)).club).toBeUndefined();
  });

  it('shows no picker to a member who administers no club', async () => {
    const api = fakeApi({ [`GET ${TOURNAMENTS_API.list}`]: { body: LIST } });
    const { user } = renderApp('/tournaments', { api, ...asAlice });
    await user.click(await screen.findByText('Create a tournament', {}, timeout));
    expect(screen.queryByLabelText('Club')).toBeNull();
  });
});
