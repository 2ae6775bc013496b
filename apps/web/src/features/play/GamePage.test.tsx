import type { GameView } from '@kingside/contract';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from './testing/fake-socket';
import { gameView } from './testing/fixtures';

const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
const AFTER_E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';

async function openGame(game: GameView, username = 'Alice', userId = 7) {
  const api = fakeApi({ [`GET /callback/game/${game.id}`]: { body: game } });
  const member = memberPayload(username);
  const context = pageContext({ current: { ...member, user: { ...member.user, userId } } });
  const app = renderApp(`/game/${game.id}`, { api, context });
  await screen.findByRole('timer', { name: 'White clock' });
  act(() => FakeWebSocket.last.open());
  return { ...app, ws: FakeWebSocket.last };
}

describe('GamePage', () => {
  withFakeSockets();

  it('shows no clocks for an untimed game against the computer', async () => {
    const game = gameView({
      id: 'cpu12345',
      status: 'resign',
      winner: 'black',
      rated: false,
      timeControl: { initial: 0, increment: 0 },
      clock: { white: 0, black: 0, running: null, at: 0 },
      moves: ['e2e4', 'e7e5'],
      san: ['e4', 'e5'],
      fen: AFTER_E5,
    });
    const api = fakeApi({ [`GET /callback/game/${game.id}`]: { body: game } });
    renderApp(`/game/${game.id}`, { api });
    expect(await screen.findByRole('list', { name: 'Moves' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows the game: players, clocks, moves, and follows it from its version', async () => {
    const game = gameView({
      version: 3,
      moves: ['e2e4', 'e7e5'],
      san: ['e4', 'e5'],
      fen: AFTER_E5,
      clock: { white: 175_000, black: 8_500, running: null, at: 0 },
    });
    const { ws } = await openGame(game);
    expect(ws.messages).toEqual([{ t: 'watch', gameId: 'abcdefgh', since: 3 }]);
    expect(screen.getByRole('timer', { name: 'White clock' }).textContent).toBe('2:55');
    expect(screen.getByRole('timer', { name: 'Black clock' }).textContent).toBe('0:08.5');
    const moves = screen.getByRole('list', { name: 'Moves' });
    expect(within(moves).getByText('e4')).toBeTruthy();
    expect(within(moves).getByText('e5').getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('link', { name: 'Alice' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bob' })).toBeTruthy();
    expect(screen.getByText('3+0 · Blitz · Rated')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Flip board' })).toBeTruthy();
  });

  it('sends a move with the game’s version and shows it once the server has it', async () => {
    const { ws, user } = await openGame(gameView());
    await user.type(screen.getByLabelText('Type a move'), 'e4{Enter}');
    expect(ws.messages.at(-1)).toMatchObject({ t: 'move', gameId: 'abcdefgh', uci: 'e2e4', version: 1 });
    // Shown at once, before the server answers.
    expect(within(screen.getByRole('list', { name: 'Moves' })).getByText('e4')).toBeTruthy();

    act(() =>
      ws.receive({
        t: 'game.event',
        gameId: 'abcdefgh',
        version: 2,
        event: {
          kind: 'move',
          uci: 'e2e4',
          san: 'e4',
          fen: AFTER_E4,
          clock: { white: 180_000, black: 180_000, at: 0 },
        },
      }),
    );
    act(() =>
      ws.receive({
        t: 'game.event',
        gameId: 'abcdefgh',
        version: 3,
        event: {
          kind: 'move',
          uci: 'e7e5',
          san: 'e5',
          fen: AFTER_E5,
          clock: { white: 180_000, black: 180_000, at: 0 },
        },
      }),
    );
    expect(within(screen.getByRole('list', { name: 'Moves' })).getByText('e5')).toBeTruthy();

    await user.type(screen.getByLabelText('Type a move'), 'Nf3{Enter}');
    expect(ws.messages.at(-1)).toMatchObject({ t: 'move', uci: 'g1f3', version: 3 });
  });

  it('reloads the full game when a move is refused as stale', async () => {
    const { ws, user } = await openGame(gameView());
    await user.type(screen.getByLabelText('Type a move'), 'd4{Enter}');
    const sent = ws.messages.at(-1) as { ref: number };
    act(() =>
      ws.receive({ t: 'error', code: 'stale_version', message: 'Stale.', ref: sent.ref, gameId: 'abcdefgh' }),
    );
    expect(ws.messages.at(-1)).toEqual({ t: 'watch', gameId: 'abcdefgh' });
    expect(screen.queryByText('d4')).toBeNull();

    act(() =>
      ws.receive({
        t: 'game.full',
        game: gameView({ version: 2, moves: ['e2e4'], san: ['e4'], fen: AFTER_E4, turn: 'black' }),
      }),
    );
    expect(within(screen.getByRole('list', { name: 'Moves' })).getByText('e4')).toBeTruthy();
  });

  it('resigns after a confirmation and shows the result with the rating changes', async () => {
    const { ws, user } = await openGame(
      gameView({ version: 3, moves: ['e2e4', 'e7e5'], san: ['e4', 'e5'], fen: AFTER_E5 }),
    );
    await user.click(screen.getByRole('button', { name: 'Resign' }));
    expect(ws.messages.some((message) => message.t === 'resign')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Yes, resign' }));
    expect(ws.messages.at(-1)).toMatchObject({ t: 'resign', gameId: 'abcdefgh' });

    act(() =>
      ws.receive({
        t: 'game.event',
        gameId: 'abcdefgh',
        version: 4,
        event: {
          kind: 'end',
          status: 'resign',
          winner: 'black',
          endReason: null,
          ratingDiffs: { white: -8, black: 8 },
        },
      }),
    );
    // The result comes in its own chunk once the game is over.
    expect(await screen.findByRole('heading', { name: 'Black wins by resignation' })).toBeTruthy();
    expect(screen.getAllByText('+8').length).toBeGreaterThan(0);
    expect(screen.getAllByText('\u22128').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Resign' })).toBeNull();
    expect(screen.getByRole('link', { name: 'New opponent' }).getAttribute('href')).toBe('/play?pool=3%2B0');
  });

  it('answers a draw offer and shows the agreed draw', async () => {
    const { ws, user } = await openGame(
      gameView({ version: 3, moves: ['e2e4', 'e7e5'], san: ['e4', 'e5'], fen: AFTER_E5 }),
    );
    act(() =>
      ws.receive({
        t: 'game.event',
        gameId: 'abcdefgh',
        version: 4,
        event: { kind: 'drawOffer', by: 'black' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Accept draw' }));
    expect(ws.messages.at(-1)).toMatchObject({ t: 'draw', action: 'accept' });
    act(() =>
      ws.receive({
        t: 'game.event',
        gameId: 'abcdefgh',
        version: 5,
        event: {
          kind: 'end',
          status: 'draw',
          winner: null,
          endReason: 'agreement',
          ratingDiffs: { white: 0, black: 0 },
        },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Draw by agreement' })).toBeTruthy();
  });

  it('lets either player abort before both have moved, and offers a draw later', async () => {
    const { ws, user } = await openGame(gameView());
    expect(screen.queryByRole('button', { name: 'Resign' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abort game' }));
    expect(ws.messages.at(-1)).toMatchObject({ t: 'abort', gameId: 'abcdefgh' });
  });

  it('is read-only for spectators', async () => {
    await openGame(
      gameView({ version: 3, moves: ['e2e4', 'e7e5'], san: ['e4', 'e5'], fen: AFTER_E5, you: null }),
      'carol',
      99,
    );
    expect(screen.getByText('You are watching this game.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resign' })).toBeNull();
    expect(screen.queryByLabelText('Type a move')).toBeNull();
  });

  it('shows the not-found page for a game that does not exist', async () => {
    renderApp('/game/zzzzzzzz', { api: fakeApi({}) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
