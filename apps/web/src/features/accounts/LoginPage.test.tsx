import { API } from '@kingside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

async function fillIn(user: ReturnType<typeof renderApp>['user'], username: string, password: string) {
  await user.type(await screen.findByLabelText('Username or email'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('shows the server’s message when the login is refused', async () => {
    const api = fakeApi({
      [`POST ${API.loginCheck}`]: {
        status: 401,
        body: { error: { code: 'invalid_credentials', message: 'Invalid username or password.' } },
      },
    });
    const { user } = renderApp('/login', { api });
    await fillIn(user, 'alice', 'wrong password');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password.');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', false);
  });

  it('posts the credentials with the timezone and CSRF token', async () => {
    const api = fakeApi({ [`POST ${API.loginCheck}`]: { status: 401, body: {} } });
    const { user } = renderApp('/login', { api });
    await fillIn(user, 'alice', 'secret-pass');
    await screen.findByRole('alert');
    expect(api.received.at(-1)?.body).toEqual({
      _username: 'alice',
      _password: 'secret-pass',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      _token: 'test-token',
    });
  });

  it('says sorry in plain words when the server fails', async () => {
    const api = fakeApi({ [`POST ${API.loginCheck}`]: { status: 500, body: {} } });
    const { user } = renderApp('/login', { api });
    await fillIn(user, 'alice', 'secret-pass');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Oops. Looks like there was an error. Sorry! Please refresh.',
    );
  });

  it('reloads the current user and goes home once logged in', async () => {
    const api = fakeApi({
      [`POST ${API.loginCheck}`]: { body: { ok: true } },
      [`GET ${API.currentUser}`]: { body: memberPayload('Alice', 'gold') },
    });
    const { user, router } = renderApp('/login?target=/settings', { api });
    await fillIn(user, 'alice', 'secret-pass');
    const menuButton = await screen.findByRole('button', { name: 'Alice' });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    await user.click(menuButton);
    const account = within(menuButton.parentElement as HTMLElement);
    expect(account.getByText('Gold member')).toBeTruthy();
    expect(account.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/member/alice');
  });

  it('sends members with two-factor login to the 2fa page', async () => {
    const api = fakeApi({ [`POST ${API.loginCheck}`]: { body: { ok: true, twoFactor: true } } });
    const { user, router } = renderApp('/es/login', { api });
    await user.type(await screen.findByLabelText('Usuario o correo electrónico'), 'alice');
    await user.type(screen.getByLabelText('Contraseña'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await screen.findByRole('heading', { name: 'Inicio de sesión en dos pasos' });
    expect(router.state.location.pathname).toBe('/es/2fa');
  });

  describe('/login_and_go', () => {
    const loggedIn = () =>
      fakeApi({
        [`POST ${API.loginCheck}`]: { body: { ok: true } },
        [`GET ${API.currentUser}`]: { body: memberPayload('Alice') },
      });

    it('goes to a same-site target once logged in', async () => {
      const { user, router } = renderApp('/login_and_go?target=%2Fwatch%3Fpage%3D2', { api: loggedIn() });
      await fillIn(user, 'alice', 'secret-pass');
      await screen.findByRole('button', { name: 'Alice' });
      expect(router.state.location.pathname).toBe('/watch');
      expect(router.state.location.search).toBe('?page=2');
    });

    it.each(['//evil.com', 'https:%2F%2Fevil.com', '/%5Cevil.com', 'javascript:alert(1)'])(
      'goes home instead of to %j',
      async (target) => {
        const { user, router } = renderApp(`/login_and_go?target=${encodeURIComponent(target)}`, {
          api: loggedIn(),
        });
        await fillIn(user, 'alice', 'secret-pass');
        await screen.findByRole('button', { name: 'Alice' });
        expect(router.state.location.pathname).toBe('/');
      },
    );

    it('carries the target through the two-factor page', async () => {
      const api = fakeApi({ [`POST ${API.loginCheck}`]: { body: { ok: false, twoFactor: true } } });
      const { user, router } = renderApp('/login_and_go?target=/play', { api });
      await fillIn(user, 'alice', 'secret-pass');
      await screen.findByLabelText('Authentication code');
      expect(router.state.location.pathname).toBe('/2fa');
      expect(router.state.location.search).toBe('?target=%2Fplay');
    });

    it('sends a member who is already logged in straight to the target', async () => {
      const { router } = renderApp('/login_and_go?target=/watch', {
        context: pageContext({ current: memberPayload('Alice') }),
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/watch'));
    });
  });
});
