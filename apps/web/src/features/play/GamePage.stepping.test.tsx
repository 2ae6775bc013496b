import type { GameView } from '@kingside/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from './testing/fake-socket';
import { gameView } from './testing/fixtures';

const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
const AFTER_E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
const AFTER_NF3 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';

async function watch(game: GameView) {
  const api = fakeApi({ [`GET /callback/game/${game.id}`]: { body: game } });
  const app = renderApp(`/game/${game.id}`, { api, context: pageContext() });
  await screen.findByRole('timer', { name: 'White clock' });
  act(() => FakeWebSocket.last.open());
  return { ...app, ws: FakeWebSocket.last };
}

const currentMove = () =>
  within(screen.getByRole('list', { name: 'Moves' }))
    .queryAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'step')?.textContent ?? null;

describe('stepping through a game', () => {
  withFakeSockets();

  it('looks back with the keys and buttons, and a new move does not pull the view away', async () => {
    const { ws, user } = await watch(
      gameView({ version: 3, moves: ['e2e4', 'e7e5'], san: ['e4', 'e5'], fen: AFTER_E5 }),
    );
    expect(currentMove()).toBe('e5');
    expect(screen.queryByRole('button', { name: 'Back to the live position' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Previous move' }));
    expect(currentMove()).toBe('e4');
    act(() =>
      ws.receive({
        t: 'game.event',
        gameId: 'abcdefgh',
        version: 4,
        event: {
          kind: 'move',
          uci: 'g1f3',
          san: 'Nf3',
          fen: AFTER_NF3,
          clock: { white: 1, black: 1, at: 0 },
        },
      }),
    );
    expect(currentMove()).toBe('e4');

    fireEvent.keyDown(window, { key: 'Home' });
    expect(currentMove()).toBeNull();
    expect((screen.getByRole('button', { name: 'First move' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next move' }));
    expect(currentMove()).toBe('e4');
    await user.click(within(screen.getByRole('list', { name: 'Moves' })).getByRole('button', { name: 'e5' }));
    expect(currentMove()).toBe('e5');

    await user.click(screen.getByRole('button', { name: 'Back to the live position' }));
    expect(currentMove()).toBe('Nf3');
    expect(screen.queryByRole('button', { name: 'Back to the live position' })).toBeNull();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(currentMove()).toBe('Nf3');
  });

  it('offers a finished game’s PGN and the shown position’s FEN', async () => {
    const { user } = await watch(
      gameView({
        // A game of its own: the first test's game is still in the page's cache.
        id: 'fin1shed',
        version: 4,
        moves: ['e2e4', 'e7e5'],
        san: ['e4', 'e5'],
        fen: AFTER_E5,
        status: 'resign',
        winner: 'white',
      }),
    );
    // The downloads come in their own chunk once the game is over.
    const pgn = await screen.findByRole('link', { name: 'Download PGN' }, { timeout: 10_000 });
    expect(pgn.getAttribute('href')).toBe('/game/export/fin1shed');
    expect(screen.getByRole('link', { name: 'Analyse' }).getAttribute('href')).toBe(
      '/analysis?game=fin1shed',
    );
    const fen = screen.getByRole('textbox', { name: 'FEN of the shown position' }) as HTMLInputElement;
    expect(fen.value).toBe(AFTER_E5);
    await user.click(screen.getByRole('button', { name: 'Previous move' }));
    expect(currentMove()).toBe('e4');
    expect(
      (screen.getByRole('textbox', { name: 'FEN of the shown position' }) as HTMLInputElement).value,
    ).toBe(AFTER_E4);
    expect(decodeURIComponent(screen.getByRole('link', { name: 'Download FEN' }).getAttribute('href')!)).toBe(
      `data:text/plain;charset=utf-8,${AFTER_E4}\n`,
    );
    // A finished game has nothing live to go back to.
    expect(screen.queryByRole('button', { name: 'Back to the live position' })).toBeNull();
  });

  it('leaves the keys to a text field', async () => {
    await watch(gameView({ version: 3, moves: ['e2e4', 'e7e5'], san: ['e4', 'e5'], fen: AFTER_E5 }));
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'ArrowLeft' });
    expect(currentMove()).toBe('e5');
    field.remove();
  });
});
