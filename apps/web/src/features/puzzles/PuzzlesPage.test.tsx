import type { PuzzleNext, PuzzleShown, PuzzleStreakView } from '@kingside/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// chessground cannot be dragged in happy-dom: a stand-in board offers the moves as buttons.
vi.mock('../play/Board', () => ({
  Board: (props: {
    movableColor: string | null;
    onMove: (orig: string, dest: string, premove: boolean) => void;
  }) => (
    <div data-testid="board" data-movable={props.movableColor ?? 'none'}>
      {['b5c7', 'c7a8', 'b5d6'].map((uci) => (
        <button key={uci} type="button" onClick={() => props.onMove(uci.slice(0, 2), uci.slice(2, 4), false)}>
          {`play ${uci}`}
        </button>
      ))}
    </div>
  ),
}));

const FORK: PuzzleShown = {
  id: 7,
  fen: 'r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1',
  rating: 1480,
  themes: ['fork'],
  solverMoves: 2,
};
const NEXT: PuzzleNext = { puzzle: FORK, me: { rating: 1500, deviation: 500, provisional: true } };
const member = { context: pageContext({ current: memberPayload('Alice') }) };
const NO_DRILLS = { body: { drills: [], next: null } };

describe('PuzzlesPage', () => {
  it('asks guests to log in', async () => {
    renderApp('/puzzles');
    expect(
      await screen.findByText(
        'Log in to solve puzzles and keep your puzzle rating.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('plays a puzzle through the server: the reply comes back, then the solve and the rating change', async () => {
    const api = fakeApi({
      'GET /callback/puzzles/next': { body: NEXT },
      'GET /callback/puzzles/drills': NO_DRILLS,
      'POST /callback/puzzles/7/moves': (request) =>
        (request.body!.moves as string[]).length === 1
          ? { body: { status: 'continue', reply: 'e8d7' } }
          : {
              body: {
                status: 'solved',
                solution: ['b5c7', 'e8d7', 'c7a8'],
                rating: { before: 1500, after: 1689 },
              },
            },
    });
    const { user } = renderApp('/puzzles', { api, ...member });
    expect(
      await screen.findByText('White to move: find the best move.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('puzzle-rating').textContent).toBe('1500');
    expect(screen.getByText('Puzzle rated 1480')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'play b5c7' }));
    expect(await screen.findByText('Best move! Keep going.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'play c7a8' }));
    expect(await screen.findByText('Solved!')).toBeTruthy();
    expect(screen.getByText('Rating 1500 → 1689 (+189)')).toBeTruthy();
    expect(screen.getByTestId('puzzle-rating').textContent).toBe('1689');
    const sent = api.received
      .filter((request) => request.path === '/callback/puzzles/7/moves')
      .map((request) => request.body);
    expect(sent.map((body) => ({ moves: body!.moves, mode: body!.mode }))).toEqual([
      { moves: ['b5c7'], mode: 'rated' },
      { moves: ['b5c7', 'c7a8'], mode: 'rated' },
    ]);
    expect(screen.getByTestId('board').getAttribute('data-movable')).toBe('none');
  });

  it('shows the solution after a wrong move', async () => {
    const api = fakeApi({
      'GET /callback/puzzles/next': { body: NEXT },
      'GET /callback/puzzles/drills': NO_DRILLS,
      'POST /callback/puzzles/7/moves': {
        body: { status: 'failed', solution: ['b5c7', 'e8d7', 'c7a8'], rating: { before: 1500, after: 1320 } },
      },
    });
    const { user } = renderApp('/puzzles', { api, ...member });
    await user.click(await screen.findByRole('button', { name: 'play b5d6' }, { timeout: 10_000 }));
    expect(await screen.findByText('That is not the move.')).toBeTruthy();
    expect(screen.getByText('Solution: b5c7 e8d7 c7a8')).toBeTruthy();
    expect(screen.getByText('Rating 1500 → 1320 (-180)')).toBeTruthy();
  });

  it('sends the chosen rating range and theme, and offers due drills', async () => {
    const api = fakeApi({
      'GET /callback/puzzles/next': (request) => ({
        body: request.query.get('theme') === 'pin' ? { ...NEXT, puzzle: null } : NEXT,
      }),
      'GET /callback/puzzles/drills': {
        body: {
          drills: [{ puzzle: { ...FORK, id: 9 }, step: 0, dueAt: '2026-03-02T10:00:00Z' }],
          next: null,
        },
      },
    });
    const { user } = renderApp('/puzzles', { api, ...member });
    await screen.findByText('Puzzle rated 1480', {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText('Lowest rating'), '1200');
    await user.selectOptions(screen.getByLabelText('Theme'), 'pin');
    await user.click(screen.getByRole('button', { name: 'Find a puzzle' }));
    expect(await screen.findByText('No puzzle matches these filters yet.')).toBeTruthy();
    const asked = api.received.filter((request) => request.path === '/callback/puzzles/next').at(-1)!;
    expect(Object.fromEntries(asked.query)).toEqual({ min: '1200', theme: 'pin' });
    expect(screen.getByRole('button', { name: 'Drill puzzle 9' })).toBeTruthy();
  });
});

describe('StreakPage', () => {
  it('starts a run and shows its first puzzle', async () => {
    const none: PuzzleStreakView = { current: 0, best: 3, puzzle: null };
    const api = fakeApi({
      'GET /callback/puzzles/streak': { body: none },
      'POST /callback/puzzles/streak/start': { body: { current: 0, best: 3, puzzle: FORK } },
    });
    const { user } = renderApp('/puzzles/streak', { api, ...member });
    await user.click(await screen.findByRole('button', { name: 'Start a streak' }, { timeout: 10_000 }));
    expect(await screen.findByText('White to move: find the best move.')).toBeTruthy();
    expect(screen.getByTestId('streak-current').textContent).toBe('0');
  });
});

describe('ThemesPage', () => {
  it('lists every theme with its count, each a link to puzzles of it', async () => {
    const api = fakeApi({ 'GET /callback/puzzles/themes': { body: [{ theme: 'fork', count: 4 }] } });
    renderApp('/puzzles/themes', { api });
    const fork = await screen.findByRole('link', { name: /Fork/ }, { timeout: 10_000 });
    expect(fork.textContent).toContain('4 puzzles');
    expect(fork.getAttribute('href')).toBe('/puzzles?theme=fork');
    expect(screen.getByRole('link', { name: /Skewer/ }).textContent).toContain('0 puzzles');
  });
});
