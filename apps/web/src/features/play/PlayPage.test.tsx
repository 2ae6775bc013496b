import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { resetTabSocket } from './socket';
import { FakeWebSocket } from './testing/fake-socket';
import { gameView } from './testing/fixtures';

async function openLobby(options: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp('/play', options);
  await screen.findByRole('heading', { name: 'Play chess' });
  act(() => FakeWebSocket.last.open());
  return app;
}

describe('PlayPage', () => {
  beforeEach(() => {
    FakeWebSocket.reset();
    vi.stubGlobal('WebSocket', FakeWebSocket);
  });
  afterEach(() => {
    resetTabSocket();
    vi.unstubAllGlobals();
  });

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
    expect(ws.messages).toEqual([{ t: 'seek', pool: '3+0', rated: false }]);
    expect(screen.getByText('Searching for an opponent…')).toBeTruthy();
    expect(screen.getByRole('button', { name: '3+0 Blitz' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(ws.messages.at(-1)).toEqual({ t: 'cancelSeek' });
    expect(screen.queryByText('Searching for an opponent…')).toBeNull();

    await user.click(screen.getByRole('button', { name: '10+5 Rapid' }));
    act(() => ws.receive({ t: 'seeking', pool: '10+5' }));
    act(() => ws.receive({ t: 'paired', gameId: 'abcdefgh' }));
    expect(router.state.location.pathname).toBe('/game/abcdefgh');
    expect(await screen.findByRole('timer', { name: 'White clock' })).toBeTruthy();
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
      { t: 'seek', tc: { initial: 900, increment: 10 }, rated: false },
    ]);
    expect(screen.getByText(/15\+10 Rapid · Casual/)).toBeTruthy();
  });

  it('speaks Spanish under /es', async () => {
    renderApp('/es/play');
    expect(await screen.findByRole('heading', { name: 'Jugar al ajedrez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '3+0 Blitz' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '30+0 Clásicas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar partida' })).toBeTruthy();
  });
});
