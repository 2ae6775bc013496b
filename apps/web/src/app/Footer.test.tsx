import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Broadcast, BroadcastMessage } from '../lib/broadcast';
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

  it('tells the other tabs, and follows a switch made in another tab', async () => {
    const posted: BroadcastMessage[] = [];
    const listeners: ((message: BroadcastMessage) => void)[] = [];
    const broadcast: Broadcast = {
      post: (message) => posted.push(message),
      subscribe: (listener) => {
        listeners.push(listener);
        return () => {};
      },
    };
    const { user } = renderApp('/about', { broadcast });
    await user.click(await screen.findByRole('button', { name: 'Light theme' }));
    expect(posted).toContainEqual({ type: 'theme-changed', theme: 'light' });

    const count = posted.length;
    act(() => {
      for (const listener of listeners) listener({ type: 'theme-changed', theme: 'dark' });
    });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Light theme' })).toBeTruthy();
    // Following another tab is not news to tell the others.
    expect(posted).toHaveLength(count);
  });
});
