import type { Color, GameView } from '@kingside/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { BerserkButton } from './BerserkButton';
import { FakeWebSocket, withFakeSockets } from './testing/fake-socket';
import { gameView } from './testing/fixtures';

const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';

/** The game page for Alice (white, user 7). */
async function openGame(game: GameView) {
  const api = fakeApi({ [`GET /callback/game/${game.id}`]: { body: game } });
  const member = memberPayload('Alice');
  const context = pageContext({ current: { ...member, user: { ...member.user, userId: 7 } } });
  const app = renderApp(`/game/${game.id}`, { api, context });
  await screen.findByRole('timer', { name: 'White clock' });
  act(() => FakeWebSocket.last.open());
  return { ...app, ws: FakeWebSocket.last };
}

describe('GamePage berserk', () => {
  withFakeSockets();

  it('offers berserk in an arena game before the first move; the clock and the mark follow the server', async () => {
    const { ws, user } = await openGame(gameView({ berserkable: true }));
    expect(screen.queryByRole('img', { name: 'Berserk' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Berserk' }));
    expect(ws.messages.at(-1)).toMatchObject({ t: 'berserk', gameId: 'abcdefgh' });

    act(() =>
      ws.receive({
        t: 'game.event',
        gameId: 'abcdefgh',
        version: 2,
        event: { kind: 'berserk', color: 'white', clock: { white: 90_000, black: 180_000, at: 0 } },
      }),
    );
    expect(screen.getByRole('timer', { name: 'White clock' }).textContent).toBe('1:30');
    expect(screen.getByRole('timer', { name: 'Black clock' }).textContent).toBe('3:00');
    expect(screen.getAllByRole('img', { name: 'Berserk' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Berserk' })).toBeNull();
  });

  it('shows the opponent’s berserk beside their name', async () => {
    await openGame(
      gameView({
        berserkable: true,
        berserk: { white: false, black: true },
        moves: ['e2e4'],
        san: ['e4'],
        fen: AFTER_E4,
        turn: 'black',
      }),
    );
    expect(screen.getAllByRole('img', { name: 'Berserk' })).toHaveLength(1);
  });
});

describe('BerserkButton', () => {
  const show = (game: GameView, me: Color = 'white') =>
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <BerserkButton game={game} me={me} onBerserk={() => {}} />
      </I18nextProvider>,
    );

  it('is there for each side until its own first move, in arena games only', () => {
    const afterE4 = { moves: ['e2e4'], san: ['e4'], fen: AFTER_E4, turn: 'black' as const };
    show(gameView({ berserkable: true, ...afterE4 }), 'black');
    expect(screen.getByRole('button', { name: 'Berserk' })).toBeTruthy();
    cleanup();
    show(gameView({ berserkable: true, ...afterE4 }), 'white');
    expect(screen.queryByRole('button', { name: 'Berserk' })).toBeNull();
    cleanup();
    show(gameView({ berserkable: true, berserk: { white: true, black: false } }));
    expect(screen.queryByRole('button', { name: 'Berserk' })).toBeNull();
    cleanup();
    show(gameView({ berserkable: false }));
    expect(screen.queryByRole('button', { name: 'Berserk' })).toBeNull();
  });
});
