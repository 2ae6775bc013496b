import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render-app';
import { PREFERENCES_KEY } from './services';

describe('theme switch', () => {
  it('starts dark and remembers the light theme', async () => {
    const { user, services } = renderApp('/about');
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(await screen.findByRole('button', { name: 'Light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toBeTruthy();
    services.preferences.flush();
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}').state).toEqual({ theme: 'light' });
  });
});
