import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { isFirstDay } from './HomePage';

const HOUR = 60 * 60_000;

describe('home page', () => {
  it('links only pages that work, in the tiles and in the menu', async () => {
    renderApp('/');
    const tiles = await screen.findByRole('region', { name: 'Everything a chess player needs' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/puzzles',
      '/learn',
      '/watch',
      '/videos',
      '/social',
      '/stats',
      '/insights',
      '/settings/board',
    ]);
    const menu = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/play');
    expect(hrefs).toContain('/watch');
    expect(hrefs).toContain('/social');
    expect(hrefs).toContain('/news');
    expect(hrefs).toContain('/puzzles');
    expect(hrefs).toContain('/learn');
    for (const unbuilt of ['/leagues', '/tournament'])
      expect(hrefs.some((href) => href?.startsWith(unbuilt))).toBe(false);
  });

  it('welcomes a member who joined today, and welcomes back the others', async () => {
    const fresh = memberPayload('newcomer');
    fresh.state.registerDate = new Date(Date.now() - HOUR).toISOString();
    renderApp('/', { context: pageContext({ current: fresh }) });
    expect(
      await screen.findByText('Welcome to Kingside, newcomer. Your first game is one click away.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    cleanup();

    renderApp('/', { context: pageContext({ current: memberPayload('regular') }) });
    expect(await screen.findByText('Welcome back, regular.')).toBeTruthy();
  });

  it('counts the first day from the moment of joining', () => {
    const joined = '2026-03-01T10:00:00Z';
    const at = (hours: number) => Date.parse(joined) + hours * HOUR;
    expect(isFirstDay(joined, at(0))).toBe(true);
    expect(isFirstDay(joined, at(23.9))).toBe(true);
    expect(isFirstDay(joined, at(24))).toBe(false);
    expect(isFirstDay(null, at(1))).toBe(false);
  });
});
