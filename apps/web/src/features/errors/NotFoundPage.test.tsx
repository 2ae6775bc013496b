import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('not-found page', () => {
  it('answers unknown paths with a friendly page that leads home and to play', async () => {
    renderApp('/this/page/does-not-exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Play a game' }).getAttribute('href')).toBe('/play');
    await waitFor(() => expect(document.title).toBe('Page not found · Kingside'));
  });

  it('speaks the language of the prefix', async () => {
    renderApp('/es/no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la página de inicio' }).getAttribute('href')).toBe('/es');
  });

  it('treats an unknown language prefix as a missing page', async () => {
    renderApp('/xx/about');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('treats parameters the route table refuses as a missing page', async () => {
    renderApp('/club/matches/not-a-number');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('keeps the server’s 404 for the first page', async () => {
    renderApp('/article/view/gone', { context: pageContext({ status: 404 }) });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
