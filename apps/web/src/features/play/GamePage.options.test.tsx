import type { GameEvent, GameView } from '@kingside/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { BOARD_OPTIONS_KEY } from './board-options';
import { FakeWebSocket, withFakeSockets } from './testing/fake-socket';
import { gameView } from './testing/fixtures';

/** 1.e4 e5 2.Nf3 Nc6: each FEN after the move, and both clocks as the server's event carries them. */
const LINE: [string, string, string, number, number][] = [
  ['e2e4', 'e4', 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', 180_000, 180_000],
  ['e7e5', 'e5', 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2', 180_000, 180_000],
  ['g1f3', 'Nf3', 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2', 176_500, 180_000],
  ['b8c6', 'Nc6', 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3', 176_500, 168_000],
];

async function watchGame(game: GameView) {
  const api = fakeApi({ [`GET /callback/game/${game.id}`]: { body: game } });
  renderApp(`/game/${game.id}`, { api, context: pageContext() });
  await screen.findByRole('timer', { name: 'White clock' }, { timeout: 5000 });
  act(() => FakeWebSocket.last.open());
  const ws = FakeWebSocket.last;
  LINE.forEach(([uci, san, fen, white, black], index) => {
    const event: GameEvent = { kind: 'move', uci, san, fen, clock: { white, black, at: index * 1000 } };
    act(() => ws.receive({ t: 'game.event', gameId: game.id, version: game.version + index + 1, event }));
  });
}

/** What the settings page does in another tab: write the key, and the browser tells this tab. */
function saveInOtherTab(options: Record<string, unknown>) {
  const value = JSON.stringify(options);
  localStorage.setItem(BOARD_OPTIONS_KEY, value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: BOARD_OPTIONS_KEY, newValue: value }));
  });
}

describe('GamePage board options', () => {
  withFakeSockets();

  it('shows letters by default and figurines once chosen, with the letters kept for screen readers', async () => {
    await watchGame(gameView({ you: null }));
    const moves = () => screen.getByRole('list', { name: 'Moves' });
    expect(within(moves()).getByText('Nf3')).toBeTruthy();
    expect(within(moves()).queryByText('♘f3')).toBeNull();

    saveInOtherTab({ moveListDisplayType: 'figurines' });
    const figurine = within(moves()).getByText('♘f3');
    expect(figurine.getAttribute('aria-hidden')).toBe('true');
    expect(within(moves()).getByText('♘c6')).toBeTruthy();
    expect(within(moves()).getByText('Nf3').className).toBe('visually-hidden');
    // Pawn moves have no piece letter: written once, for everyone.
    expect(within(moves()).getAllByText('e4')).toHaveLength(1);
    expect(within(moves()).getByText('e4').getAttribute('aria-hidden')).toBeNull();
  });

  it('shows the time each move took once timestamps are on, from the clocks of the move events', async () => {
    await watchGame(gameView({ you: null }));
    expect(screen.queryByText('3.5s')).toBeNull();

    saveInOtherTab({ showTimestamps: true });
    const moves = screen.getByRole('list', { name: 'Moves' });
    expect(within(moves).getByText('3.5s')).toBeTruthy();
    expect(within(moves).getByText('12s')).toBeTruthy();
    expect(within(moves).getByText('3.5s spent')).toBeTruthy();
    // The first move of each side costs no time: nothing is shown for them.
    expect(within(moves).getAllByText(/spent$/)).toHaveLength(2);

    saveInOtherTab({ showTimestamps: false });
    expect(screen.queryByText('3.5s')).toBeNull();
  });

  it("shows the times of moves played before the page opened, from the game's clock history", async () => {
    const game = gameView({
      you: null,
      version: 4,
      moves: LINE.map(([uci]) => uci),
      san: LINE.map(([, san]) => san),
      moveClocks: LINE.map(([, , , white, black], index) => (index % 2 === 0 ? white : black)),
      fen: LINE[3]![2],
      turn: 'white',
    });
    const api = fakeApi({ [`GET /callback/game/${game.id}`]: { body: game } });
    renderApp(`/game/${game.id}`, { api, context: pageContext() });
    const moves = await screen.findByRole('list', { name: 'Moves' }, { timeout: 5000 });
    saveInOtherTab({ showTimestamps: true });
    expect(within(moves).getByText('3.5s spent')).toBeTruthy();
    expect(within(moves).getByText('12s spent')).toBeTruthy();
  });
});
