import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { MAX_LINK_PGN, shareLink } from './AnalysisExport';

// chessground cannot be dragged in happy-dom: a stand-in board offers moves as buttons.
vi.mock('../play/Board', () => ({
  Board: (props: { onMove: (orig: string, dest: string) => void }) => (
    <div data-testid="board">
      {['f1c4', 'g1f3'].map((uci) => (
        <button key={uci} type="button" onClick={() => props.onMove(uci.slice(0, 2), uci.slice(2, 4))}>
          {`play ${uci}`}
        </button>
      ))}
    </div>
  ),
}));

const AFTER_BB5 = 'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';

/** The opening callback names the line by how many positions it was sent: 2+ is the King's Pawn, 6+ the Ruy Lopez. */
function openingApi(extra = {}) {
  return fakeApi({
    'GET /callback/analysis/opening': (request) => {
      const count = request.query.getAll('fen').length;
      const opening =
        count >= 6
          ? { eco: 'C60', name: 'Ruy Lopez' }
          : count >= 2
            ? { eco: 'B00', name: "King's Pawn Game" }
            : null;
      return { body: { opening } };
    },
    ...extra,
  });
}

const fenField = () => screen.getByRole('textbox', { name: 'FEN of the shown position' }) as HTMLInputElement;
const currentMove = () =>
  within(screen.getByRole('region', { name: 'Moves' }))
    .queryAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'step')?.textContent ?? null;

describe('the analysis board', () => {
  it('loads a pasted PGN, steps with the keys, names the opening and shows the FEN', async () => {
    const api = openingApi();
    const { user } = renderApp('/analysis', { api });
    const input = await screen.findByRole('textbox', { name: 'PGN or FEN' });
    await user.type(input, '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6');
    await user.click(screen.getByRole('button', { name: 'Load' }));

    expect(currentMove()).toBe('a6');
    expect(await screen.findByText('Ruy Lopez')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(currentMove()).toBe('Bb5');
    expect(fenField().value).toBe(AFTER_BB5);
    fireEvent.keyDown(window, { key: 'Home' });
    expect(currentMove()).toBeNull();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(currentMove()).toBe('e4');
    expect(fenField().value).toBe(AFTER_E4);
    expect(await screen.findByText("King's Pawn Game")).toBeTruthy();
    // The line up to e4 was asked for: the start and the position after it.
    const asked = api.received.filter((r) => r.path === '/callback/analysis/opening').at(-1)!;
    expect(asked.query.getAll('fen')).toEqual([
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      AFTER_E4,
    ]);

    const pgn = screen.getByRole('link', { name: 'Download PGN' }).getAttribute('href')!;
    expect(decodeURIComponent(pgn)).toContain('1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *');

    // Two keys pressed before the board renders again both count.
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    });
    expect(currentMove()).toBe('Nf3');
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' }));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' }));
    });
    expect(currentMove()).toBe('e4');
  });

  it('says what is wrong with a bad FEN or an illegal move, and keeps the board', async () => {
    const { user } = renderApp('/analysis', { api: openingApi() });
    const input = await screen.findByRole('textbox', { name: 'PGN or FEN' });
    await user.type(input, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByRole('alert').textContent).toBe('Each side needs exactly one king.');

    await user.clear(input);
    await user.type(input, '1. e4 e5 2. Ke3');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByRole('alert').textContent).toBe('Move 2. Ke3 is not legal in this position.');
    expect(fenField().value).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  });

  it('opens a finished game from ?game= and says so when there is none', async () => {
    const api = openingApi({
      'GET /game/export/fin1shed': {
        body: '[Event "Rated blitz game"]\n[White "demo_gold"]\n[Black "demo_silver"]\n[Result "1-0"]\n\n1. e4 e5 1-0\n',
        headers: { 'Content-Type': 'application/x-chess-pgn; charset=utf-8' },
      },
    });
    renderApp('/analysis?game=fin1shed', { api });
    expect(await screen.findByRole('button', { name: 'e5' })).toBeTruthy();
    expect(currentMove()).toBe('e5');
    const pgn = decodeURIComponent(screen.getByRole('link', { name: 'Download PGN' }).getAttribute('href')!);
    expect(pgn).toContain('[White "demo_gold"]');
    expect(pgn).toContain('1. e4 e5 1-0');
  });

  it('says when the game does not exist', async () => {
    renderApp('/analysis?game=nosuchgm', { api: openingApi() });
    expect((await screen.findByRole('alert')).textContent).toBe('This game could not be found.');
  });

  it('adds a variation played from an earlier move, shows it inline and keeps its comment in the PGN', async () => {
    const { user } = renderApp('/analysis', { api: openingApi() });
    const input = await screen.findByRole('textbox', { name: 'PGN or FEN' });
    await user.type(input, '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6');
    await user.click(screen.getByRole('button', { name: 'Load' }));
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(currentMove()).toBe('Nc6');
    await user.click(screen.getByRole('button', { name: 'play f1c4' }));

    expect(currentMove()).toBe('Bc4');
    expect(screen.getByRole('region', { name: 'Moves' }).textContent).toBe('1.e4e52.Nf3Nc63.Bb5(3.Bc4)3…a6');
    await user.type(screen.getByRole('textbox', { name: 'Comment on this move' }), 'The Italian');
    const pgn = decodeURIComponent(screen.getByRole('link', { name: 'Download PGN' }).getAttribute('href')!);
    expect(pgn).toContain('1. e4 e5 2. Nf3 Nc6 3. Bb5 ( 3. Bc4 { The Italian } ) 3... a6 *');

    // ↓ and ↑ switch between the sibling moves; the main line is kept.
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(currentMove()).toBe('Bb5');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(currentMove()).toBe('a6');
    await user.click(screen.getByRole('button', { name: 'Bc4' }));
    await user.click(screen.getByRole('button', { name: 'Make main line' }));
    const promoted = decodeURIComponent(
      screen.getByRole('link', { name: 'Download PGN' }).getAttribute('href')!,
    );
    expect(promoted).toContain('3. Bc4 { The Italian } ( 3. Bb5 a6 ) *');
  });

  it('reads a shared link back, and says when it cannot', async () => {
    const pgn = '1. e4 ( 1. d4 { solid } ) 1... e5 *';
    const link = shareLink('https://kingside.example', pgn)!;
    expect(link).toBe(`https://kingside.example/analysis?pgn=${encodeURIComponent(pgn)}`);
    expect(shareLink('https://kingside.example', 'e4 '.repeat(MAX_LINK_PGN))).toBeNull();

    renderApp(`/analysis?pgn=${encodeURIComponent(pgn)}`, { api: openingApi() });
    expect(await screen.findByRole('button', { name: 'd4' })).toBeTruthy();
    expect(currentMove()).toBe('e5');
    expect(screen.getByText('solid')).toBeTruthy();
  });

  it('says when a shared link holds no readable game', async () => {
    renderApp(`/analysis?pgn=${encodeURIComponent('1. e4 Ke7')}`, { api: openingApi() });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The shared analysis in this link could not be read.',
    );
  });
});
