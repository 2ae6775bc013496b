import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('language switcher', () => {
  it('lists each language by its own name', async () => {
    renderApp('/about');
    const select = await screen.findByLabelText('Language');
    const names = [...(select as HTMLSelectElement).options].map((option) => option.textContent);
    expect(names.slice(0, 4)).toEqual(['English', 'Español', 'Français', 'Deutsch']);
    expect(names).toHaveLength(56);
  });

  it('opens the same page under the new prefix, in the new language', async () => {
    const { user, router } = renderApp('/about?from=nav');
    await screen.findByRole('heading', { name: 'About Kingside' });
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    expect(router.state.location.pathname).toBe('/es/about');
    expect(router.state.location.search).toBe('?from=nav');
    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    expect(nav.textContent).toContain('Jugar');
    expect(screen.getByRole('link', { name: 'Jugar' }).getAttribute('href')).toBe('/es/play');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrarse' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    await waitFor(() => expect(document.title).toBe('Acerca de · Kingside'));
  });

  it('goes back to the unprefixed English page', async () => {
    const { user, router } = renderApp('/es');
    await user.selectOptions(await screen.findByLabelText('Idioma'), 'en');
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Play' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
