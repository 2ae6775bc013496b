import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type EnginePort, UciEngine } from '../../../lib/engine/uci-engine';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { pvSan, whiteShare } from './engine-view';

/** A stand-in engine: every `go` gets the same two lines, for the side to move; commands are kept. */
const engine = vi.hoisted(() => ({ sent: [] as string[] }));

vi.mock('../../../lib/engine/engine', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/engine/engine')>();
  return {
    ...original,
    startEngine: () => {
      let position = '';
      const port: EnginePort = {
        onmessage: null,
        postMessage(command: string) {
          engine.sent.push(command);
          if (command.startsWith('position')) position = command;
          const white = position.includes(' w ') || position === 'position startpos';
          const answer =
            command === 'uci'
              ? 'uciok'
              : command === 'isready'
                ? 'readyok'
                : command.startsWith('go')
                  ? white
                    ? 'info depth 12 seldepth 14 multipv 1 score cp 35 nodes 90000 nps 150000 time 600 pv e1g1 f8e7\n' +
                      'info depth 12 seldepth 14 multipv 2 score cp 20 nodes 90000 nps 150000 time 600 pv d2d3 b7b5\n' +
                      'bestmove e1g1 ponder f8e7'
                    : 'info depth 12 seldepth 13 multipv 1 score mate 2 nodes 5000 nps 150000 time 30 pv a7a6\nbestmove a7a6'
                  : null;
          if (answer) setTimeout(() => port.onmessage?.({ data: answer }), 0);
        },
        terminate() {},
      };
      return new UciEngine(port);
    },
  };
});

const AFTER_NF6 = 'r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 2 5';

describe('the analysis board’s engine', () => {
  it('starts when asked: bar, score, depth and speed, and the best lines in SAN from White’s side', async () => {
    const api = fakeApi({ 'GET /callback/analysis/opening': () => ({ body: { opening: null } }) });
    const { user } = renderApp('/analysis', { api });
    const input = await screen.findByRole('textbox', { name: 'PGN or FEN' });
    await user.click(input);
    await user.paste('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await user.click(screen.getByRole('button', { name: 'Engine' }));

    const lines = await screen.findByRole('list', { name: 'Best lines' }, { timeout: 10_000 });
    expect((await within(lines).findAllByRole('listitem')).map((li) => li.textContent)).toEqual([
      '+0.35 5. O-O Be7',
      '+0.20 5. d3 b5',
    ]);
    expect(screen.getByRole('img', { name: 'Evaluation: +0.35' })).toBeTruthy();
    expect(screen.getByText(/depth 12 · 150 kN\/s/)).toBeTruthy();
    expect(engine.sent).toContain(`position fen ${AFTER_NF6}`);
    expect(engine.sent).toContain('setoption name MultiPV value 3');
    expect(engine.sent).toContain('go depth 20');

    // One move back: Black to move, a mate for Black is −# from White's side.
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('img', { name: 'Evaluation: −#2' })).toBeTruthy();
  });

  it('draws an evaluation graph over the whole line, each position in a table for screen readers', async () => {
    const api = fakeApi({ 'GET /callback/analysis/opening': () => ({ body: { opening: null } }) });
    const { user } = renderApp('/analysis', { api });
    const input = await screen.findByRole('textbox', { name: 'PGN or FEN' });
    await user.click(input);
    await user.paste('1. f3 e5 2. g4 Qh4#');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    await user.click(screen.getByRole('button', { name: 'Engine' }));
    expect(
      await screen.findByRole('img', { name: 'Evaluation: White is checkmated' }, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Evaluation graph' }));
    const table = await screen.findByRole('table');
    await vi.waitFor(() =>
      expect([...table.querySelectorAll('tbody td')].map((cell) => cell.textContent)).toEqual([
        '+0.35',
        '−#2',
        '+0.35',
        '−#2',
        'White is checkmated',
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Evaluation graph' })).toBeTruthy();
  });
});

describe('engine view helpers', () => {
  it('writes lines with move numbers, from either side to move', () => {
    expect(pvSan(AFTER_NF6, ['e1g1', 'f8e7', 'f1e1'])).toBe('5. O-O Be7 6. Re1');
    expect(pvSan('r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3', ['a7a6', 'b5a4'])).toBe(
      '3… a6 4. Ba4',
    );
    expect(pvSan(AFTER_NF6, ['e1g1', 'e1g1'])).toBe('5. O-O');
  });

  it('gives White half the bar at equality, all of it when Black is mated', () => {
    expect(whiteShare({ kind: 'cp', value: 0 }, AFTER_NF6)).toBe(0.5);
    expect(whiteShare({ kind: 'mate', value: -3 }, AFTER_NF6)).toBe(0);
    expect(whiteShare(null, '7k/6Q1/6K1/8/8/8/8/8 b - - 0 1')).toBe(1);
  });
});
