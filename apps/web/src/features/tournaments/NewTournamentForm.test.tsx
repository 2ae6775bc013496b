import { TOURNAMENTS_API, type TournamentsPage } from '@kingside/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const asAlice = { context: pageContext({ current: memberPayload('Alice') }) };
const timeout = { timeout: 10_000 };
const LIST: TournamentsPage = { upcoming: [], started: [], finished: [], canCreateOfficial: false };

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
