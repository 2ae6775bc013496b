import { DAILY_API, type GameView } from '@kingside/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from '../play/testing/fake-socket';
import { gameView } from '../play/testing/fixtures';

const DAY = 86_400_000;
// 1. e4 e5 2. Nf3: Bob (black) to move, Alice (white) waits.
const AFTER_NF3 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2';

function dailyGame(overrides: Partial<GameView> = {}): GameView {
  return gameView({
    speed: 'daily',
    timeControl: { initial: 4320 * 60, increment: 0 },
    daysPerMove: 3,
    moves: ['e2e4', 'e7e5', 'g1f3'],
    san: ['e4', 'e5', 'Nf3'],
    moveClocks: [3 * DAY, 3 * DAY, 3 * DAY],
    fen: AFTER_NF3,
    turn: 'black',
    clock: { white: 3 * DAY, black: 3 * DAY, running: 'black', at: Date.now() - 90 * 60_000 },
    ...overrides,
  });
}

async function openDailyGame(game: GameView, conditional: string[][] = []) {
  const api = fakeApi({
    [`GET /callback/game/${game.id}`]: { body: game },
    [`GET ${DAILY_API.conditional(game.id)}`]: { body: { lines: conditional } },
    [`POST ${DAILY_API.conditional(game.id)}`]: (request) => ({ body: { lines: request.body?.lines } }),
  });
  const member = memberPayload('Alice');
  const context = pageContext({ current: { ...member, user: { ...member.user, userId: 7 } } });
  const app = renderApp(`/game/${game.id}`, { api, context });
  // The daily parts come in chunks of their own: wait for both (a loaded machine transforms them slowly).
  await screen.findByRole('timer', { name: 'Time left to move' }, { timeout: 10_000 });
  await screen.findByTestId('conditional-lines', {}, { timeout: 10_000 });
  act(() => FakeWebSocket.last.open());
  return { ...app, api };
}

describe('a daily game on the game page', () => {
  withFakeSockets();

  it('says its terms in days, shows only the daily clock, and offers no takeback', async () => {
    await openDailyGame(dailyGame());
    expect(screen.getByText('3 days per move · Daily · Rated')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left to move' }).textContent).toContain(
      'Bob has 2 d 22 h to move',
    );
    expect(screen.queryByRole('timer', { name: 'White clock' })).toBeNull();
    expect(screen.queryByRole('timer', { name: 'Black clock' })).toBeNull();
    expect(screen.queryByRole('button', { name: /takeback/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Offer draw' })).toBeTruthy();
  });

  it('shows stored conditional lines in SAN and saves lines typed in SAN or UCI as UCI', async () => {
    const { user, api } = await openDailyGame(dailyGame(), [['b8c6', 'f1b5']]);
    const lines = (await screen.findByTestId('conditional-lines')) as HTMLTextAreaElement;
    await waitFor(() => expect(lines.value).toBe('Nc6 Bb5'));
    await user.clear(lines);
    await user.type(lines, 'Nc6 Bb5{Enter}g8f6 d2d3');
    await user.click(screen.getByRole('button', { name: 'Save lines' }));
    expect(await screen.findByText('2 lines saved.')).toBeTruthy();
    const saved = api.received.find(
      (r) => r.method === 'POST' && r.path === DAILY_API.conditional('abcdefgh'),
    );
    expect(saved?.body).toMatchObject({
      lines: [
        ['b8c6', 'f1b5'],
        ['g8f6', 'd2d3'],
      ],
    });
    expect(lines.value).toBe('Nc6 Bb5\nNf6 d3');
  });

  it('names the row and move that are not legal, and sends nothing', async () => {
    const { user, api } = await openDailyGame(dailyGame());
    await user.type(await screen.findByTestId('conditional-lines'), 'Nc6 Bb5{Enter}Nf6 Qh5');
    await user.click(screen.getByRole('button', { name: 'Save lines' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Row 2: Qh5 is not a legal move there.');
    expect(api.received.some((r) => r.method === 'POST' && r.path.endsWith('/conditional'))).toBe(false);
  });
});
