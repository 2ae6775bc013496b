import type { ArchiveGame } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type Received } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const game = (id: string, result: ArchiveGame['result']): ArchiveGame => ({
  id,
  speed: 'blitz',
  rated: true,
  timeControl: '180+2',
  white: { name: 'demo_gold', rating: 1500 },
  black: { name: 'demo_silver', rating: 1480 },
  color: 'white',
  result,
  status: 'resign',
  plies: 20,
  fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
  endedAt: '2026-06-01T10:00:00.000Z',
});

describe('the game archive page', () => {
  it('lists in the member’s view, pages on, filters, and downloads the filter as PGN', async () => {
    const asked: Received[] = [];
    const api = fakeApi({
      'GET /callback/games/archive/demo_gold': (request) => {
        asked.push(request);
        const after = request.query.get('after');
        return {
          body: after
            ? { username: 'demo_gold', games: [game('bbbbbbbb', 'loss')], next: null }
            : { username: 'demo_gold', games: [game('aaaaaaaa', 'win')], next: '1.aaaaaaaa' },
        };
      },
      'POST /callback/user/archive-view': { body: { ok: true, archiveView: 'grid' } },
    });
    const member = memberPayload('demo_gold');
    const context = pageContext({ current: { ...member, state: { ...member.state, archiveView: 'list' } } });
    const { user } = renderApp('/games/archive/demo_gold', { api, context });

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'demo_gold – demo_silver' }).getAttribute('href')).toBe(
      '/game/aaaaaaaa',
    );
    expect(
      within(table).getByRole('link', { name: 'Analyse demo_gold – demo_silver' }).getAttribute('href'),
    ).toBe('/analysis?game=aaaaaaaa');
    await user.click(screen.getByRole('button', { name: 'Older games' }));
    expect(await within(table).findByText('Lost')).toBeTruthy();
    expect(asked.at(-1)!.query.get('after')).toBe('1.aaaaaaaa');

    await user.selectOptions(screen.getByLabelText('Result'), 'win');
    await user.type(screen.getByLabelText('Opponent'), 'demo_silver');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('table');
    expect(Object.fromEntries(asked.at(-1)!.query)).toEqual({ result: 'win', vs: 'demo_silver' });
    expect(screen.getByRole('link', { name: 'Download PGN' }).getAttribute('href')).toBe(
      '/api/games/user/demo_gold?result=win&vs=demo_silver&clocks=true&opening=true',
    );

    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      await screen.findByRole('link', { name: 'demo_gold (1500) vs demo_silver (1480), Won' }),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Analyse demo_gold (1500) vs demo_silver (1480), Won' })
        .getAttribute('href'),
    ).toBe('/analysis?game=aaaaaaaa');
    expect(api.received.some((r) => r.method === 'POST' && r.body?.archiveView === 'grid')).toBe(true);
  });
});
