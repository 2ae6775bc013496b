import { LOBBY_API } from '@kingside/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from './testing/fake-socket';
import { gameView, lobbySeek } from './testing/fixtures';

async function openLobby(options: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp('/play', options);
  await screen.findByRole('heading', { name: 'Play chess' });
  act(() => FakeWebSocket.last.open());
  return app;
}

describe('PlayPage', () => {
  withFakeSockets();

  it('offers every quick pairing as one button named by its time control and speed', async () => {
    await openLobby();
    for (const name of ['1+0 Bullet', '2+1 Bullet', '3+0 Blitz', '3+2 Blitz', '5+0 Blitz', '10+0 Rapid']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: '15+10 Rapid' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '30+20 Classical' })).toBeTruthy();
    expect(screen.getByText('Guest games are casual.')).toBeTruthy();
  });

  it('seeks with one click, shows the search with a way to cancel, and opens the game once paired', async () => {
    const api = fakeApi({ 'GET /callback/game/abcdefgh': { body: gameView() } });
    const { user, router } = await openLobby({ api });
    const ws = FakeWebSocket.last;

    await user.click(screen.getByRole('button', { name: '3+0 Blitz' }));
    expect(ws.messages).toEqual([
      { t: 'lobby', subscribe: true },
      { t: 'seek', pool: '3+0', rated: false },
    ]);
    expect(screen.getByText('Searching for an opponent…')).toBeTruthy();
    expect(screen.getByRole('button', { name: '3+0 Blitz' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(ws.messages.at(-1)).toEqual({ t: 'cancelSeek' });
    expect(screen.queryByText('Searching for an opponent…')).toBeNull();

    await user.click(screen.getByRole('button', { name: '10+5 Rapid' }));
    act(() => ws.receive({ t: 'seeking', pool: '10+5' }));
    act(() => ws.receive({ t: 'paired', gameId: 'abcdefgh' }));
    expect(router.state.location.pathname).toBe('/game/abcdefgh');
    // The game page is a chunk of its own: on a busy machine it takes more than the default second.
    expect(await screen.findByRole('timer', { name: 'White clock' }, { timeout: 5000 })).toBeTruthy();
  });

  it('seeks rated games for members and custom time controls from the form', async () => {
    const { user } = await openLobby({ context: pageContext({ current: memberPayload('alice') }) });
    const ws = FakeWebSocket.last;
    expect(screen.queryByText('Guest games are casual.')).toBeNull();

    await user.click(screen.getByRole('button', { name: '5+0 Blitz' }));
    expect(ws.messages.at(-1)).toEqual({ t: 'seek', pool: '5+0', rated: true });

    await user.selectOptions(screen.getByLabelText('Minutes per side'), '15');
    await user.selectOptions(screen.getByLabelText('Increment in seconds'), '10');
    await user.click(screen.getByRole('radio', { name: 'Casual' }));
    await user.click(screen.getByRole('button', { name: 'Seek a game' }));
    expect(ws.messages.slice(-2)).toEqual([
      { t: 'cancelSeek' },
      {
        t: 'seek',
        tc: { initial: 900, increment: 10 },
        rated: false,
        color: 'random',
        ratingRange: { min: -500, max: 500 },
      },
    ]);
    expect(screen.getByText(/15\+10 Rapid · Casual/)).toBeTruthy();
  });

  it('follows the open games while mounted, applies changes and joins one with a click', async () => {
    const api = fakeApi({ 'GET /callback/game/abcdefgh': { body: gameView() } });
    const { user, router } = await openLobby({
      api,
      context: pageContext({ current: memberPayload('alice') }),
    });
    const ws = FakeWebSocket.last;
    expect(ws.messages).toEqual([{ t: 'lobby', subscribe: true }]);
    act(() => ws.receive({ t: 'lobby.seeks', seeks: [] }));
    expect(screen.getByText(/No open games right now/)).toBeTruthy();

    act(() =>
      ws.receive({
        t: 'lobby.seeks',
        seeks: [lobbySeek(), lobbySeek({ id: 'seek0002', username: 'alice', rating: 1500, rated: false })],
      }),
    );
    const table = screen.getByRole('table', { name: 'Open games' });
    const carol = within(table).getByRole('row', { name: /Carol/ });
    expect(carol.textContent).toContain('1720');
    expect(carol.textContent).toContain('5+3 Blitz');
    expect(carol.textContent).toContain('Rated');
    const own = within(table).getByRole('row', { name: /alice/ });
    expect(own.textContent).toContain('Casual');
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).getByText('Your game')).toBeTruthy();

    act(() =>
      ws.receive({
        t: 'lobby.seek',
        seek: lobbySeek({
          id: 'seek0003',
          username: 'Guest1a2b3c',
          isGuest: true,
          rating: 1100,
          rated: false,
        }),
      }),
    );
    expect(screen.getByRole('button', { name: 'Join Guest1a2b3c’s game' })).toBeTruthy();
    act(() => ws.receive({ t: 'lobby.unseek', ids: ['seek0001'] }));
    expect(screen.queryByRole('button', { name: 'Join Carol’s game' })).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Join Guest1a2b3c’s game' }));
    expect(ws.messages.at(-1)).toEqual({ t: 'acceptSeek', seekId: 'seek0003' });
    act(() => ws.receive({ t: 'error', code: 'not_found', message: 'No such seek.' }));
    expect(screen.getByRole('alert').textContent).toBe('That game is no longer available.');

    await user.click(screen.getByRole('button', { name: 'Join Guest1a2b3c’s game' }));
    act(() => ws.receive({ t: 'paired', gameId: 'abcdefgh' }));
    expect(router.state.location.pathname).toBe('/game/abcdefgh');
    expect(ws.messages).toContainEqual({ t: 'lobby', subscribe: false });
  });

  it('lets guests pick their level, posting it and remembering it', async () => {
    const api = fakeApi({
      [`POST ${LOBBY_API.guestSkillLevel}`]: ({ body }) => ({
        body: { skillLevel: body?.skill_level, rating: 800 + ((body?.skill_level as number) - 1) * 200 },
      }),
    });
    const { user } = await openLobby({ api });
    const select = screen.getByLabelText('Your level') as HTMLSelectElement;
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Beginner (800)');
    expect(options).toContain('Expert (2200)');

    await user.selectOptions(select, '4');
    const post = api.received.find((request) => request.path === LOBBY_API.guestSkillLevel);
    expect(post?.method).toBe('POST');
    expect(post?.body).toMatchObject({ skill_level: 4 });
    expect(await screen.findByText('Saved: you will be paired around 1400.')).toBeTruthy();
    expect(localStorage.getItem('kingside.guestSkillLevel')).toBe('4');
    // The lobby asks again, for the ratings that say which open games the guest may join.
    const subscribes = FakeWebSocket.last.messages.filter((m) => (m as { t: string }).t === 'lobby');
    expect(subscribes).toEqual([
      { t: 'lobby', subscribe: true },
      { t: 'lobby', subscribe: true },
    ]);
  });

  it('offers members no level but everyone a link to play a friend', async () => {
    const { user } = await openLobby({ context: pageContext({ current: memberPayload('alice') }) });
    expect(screen.queryByLabelText('Your level')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play with a friend' }));
    const dialog = screen.getByRole('dialog', { name: 'Play with a friend' });
    expect(within(dialog).getByRole('button', { name: 'Create link' })).toBeTruthy();
  });

  it('speaks Spanish under /es', async () => {
    renderApp('/es/play');
    expect(await screen.findByRole('heading', { name: 'Jugar al ajedrez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '3+0 Blitz' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '30+0 Clásicas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar partida' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Partidas abiertas' })).toBeTruthy();
    expect(screen.getByLabelText('Tu nivel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jugar con un amigo' })).toBeTruthy();
  });
});
