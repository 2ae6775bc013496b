import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type EnginePort, UciEngine } from '../../lib/engine/uci-engine';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** The engine's replies, one per `go`, in order; every command sent is kept. */
const engine = vi.hoisted(() => ({ replies: [] as string[], sent: [] as string[] }));

vi.mock('../../lib/engine/engine', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/engine/engine')>();
  return {
    ...original,
    startEngine: () => {
      const port: EnginePort = {
        onmessage: null,
        postMessage(command: string) {
          engine.sent.push(command);
          const answer =
            command === 'uci'
              ? 'uciok'
              : command === 'isready'
                ? 'readyok'
                : command.startsWith('go')
                  ? `info depth 1 seldepth 1 multipv 1 score cp 20 nodes 20 nps 2000 time 1 pv ${engine.replies[0]}\nbestmove ${engine.replies.shift()}`
                  : null;
          if (answer) setTimeout(() => port.onmessage?.({ data: answer }), 0);
        },
        terminate() {},
      };
      return new UciEngine(port);
    },
  };
});

const asAlice = { context: pageContext({ current: memberPayload('Alice') }) };

describe('ComputerPage', () => {
  it('shows the bots and the level table', async () => {
    renderApp('/play/computer', { api: fakeApi() });
    expect(await screen.findByRole('heading', { name: 'Play the computer' })).toBeTruthy();
    for (const name of [/^Stockfish/, /^Pip/, /^Rosa/, /^Basil/, /^Vex/])
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Rosa/ }).closest('label')?.textContent).toContain(
      'Level 3 · about 1200 · Aggressive',
    );
    const rows = screen.getByRole('table').querySelectorAll('tbody tr');
    expect(rows).toHaveLength(8);
    expect([...rows[4]!.children].map((cell) => cell.textContent)).toEqual([
      '5',
      '1700',
      '10',
      '1700',
      '8',
      '300 ms',
    ]);
    expect(screen.getByText(/You are not logged in/)).toBeTruthy();
  });

  it('plays the engine’s moves at the chosen level, gives a hint, and keeps the resigned game', async () => {
    engine.replies = ['e2e4', 'g1f3', 'b8c6'];
    engine.sent = [];
    const posted = vi.fn();
    const api = fakeApi({
      'POST /callback/computer/games': (request) => {
        posted(request.body);
        return {
          status: 201,
          body: { id: 'cpu00001', status: 'resign', winner: 'white', endReason: null, rated: false },
        };
      },
    });
    const { user } = renderApp('/play/computer', { ...asAlice, api });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Level' }), '5');
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await user.click(screen.getByRole('button', { name: 'Play' }));

    const moves = await screen.findByRole('list', { name: 'Moves' }, { timeout: 10_000 });
    expect(await screen.findByRole('button', { name: 'e4' }, { timeout: 10_000 })).toBeTruthy();
    expect(engine.sent).toContain('setoption name UCI_Elo value 1700');
    expect(engine.sent).toContain('go depth 8 movetime 300');
    await user.type(screen.getByLabelText('Type a move'), 'e5{Enter}');
    expect(await screen.findByRole('button', { name: 'Nf3' })).toBeTruthy();
    expect(engine.sent).toContain('position startpos moves e2e4 e7e5');

    await user.click(screen.getByRole('button', { name: 'Hint' }));
    expect(await screen.findByText('Hint: Nc6')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resign' }));
    expect(await screen.findByText('You lost by resignation')).toBeTruthy();
    expect(await screen.findByText(/The game is in your archive\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Analyse this game' }).getAttribute('href')).toBe(
      '/analysis?game=cpu00001',
    );
    expect(posted).toHaveBeenCalledWith({
      _token: 'test-token',
      bot: 'stockfish',
      level: 5,
      color: 'black',
      moves: ['e2e4', 'e7e5', 'g1f3'],
      end: 'resign',
    });
    expect(moves.textContent).toContain('Nf3');
  });

  it('comes with a bot chosen from its profile link', async () => {
    renderApp('/play/computer?bot=basil', { api: fakeApi() });
    expect(((await screen.findByRole('radio', { name: /^Basil/ })) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Level' })).toBeNull();
  });

  it('takes back the member’s move with the computer’s reply', async () => {
    engine.replies = ['e7e5', 'b8c6'];
    const { user } = renderApp('/play/computer', { api: fakeApi() });
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    await user.type(await screen.findByLabelText('Type a move', {}, { timeout: 10_000 }), 'e4{Enter}');
    expect(await screen.findByRole('button', { name: 'e5' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Take back' }));
    expect(screen.queryByRole('button', { name: 'e4' })).toBeNull();
    expect(screen.getByText('Takebacks: 1 · Hints: 0', { exact: false })).toBeTruthy();
  });
});
