import { API } from '@kingside/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('user menu', () => {
  it('offers Log in and Sign up to guests', async () => {
    renderApp('/');
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
  });

  it('opens on the username and logs out', async () => {
    const api = fakeApi({
      [`POST ${API.logout}`]: { body: { ok: true } },
      [`GET ${API.currentUser}`]: { body: pageContext().current },
    });
    const { user } = renderApp('/about', {
      api,
      context: pageContext({ current: memberPayload('Alice', 'diamond') }),
    });
    const button = await screen.findByRole('button', { name: 'Alice' });
    // The bell (its own chunk) has asked for the notifications by the time it shows.
    await screen.findByRole('button', { name: 'Notifications' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Diamond member')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    const before = api.received.length;
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('You have logged out.');
    expect(api.received.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST ${API.logout}`,
      `GET ${API.currentUser}`,
    ]);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user } = renderApp('/', { context: pageContext({ current: memberPayload('Alice') }) });
    const button = await screen.findByRole('button', { name: 'Alice' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
