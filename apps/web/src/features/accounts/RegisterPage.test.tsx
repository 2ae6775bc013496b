import { API } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guestPageContext } from '../../lib/page-context';
import { fakeApi } from '../../test/fake-api';
import { memberPayload } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('RegisterPage', () => {
  it('checks the username once typing pauses and says whether it is free', async () => {
    const api = fakeApi({
      [`GET ${API.usernameValid}`]: ({ query }) =>
        query.get('username') === 'magnus'
          ? { body: { valid: true, available: false, message: 'This username is already taken.' } }
          : { body: { valid: true, available: true } },
    });
    const { user } = renderApp('/register', { api });
    const field = await screen.findByLabelText('Username');
    await user.type(field, 'magnus');
    expect(await screen.findByText('This username is already taken.', {}, { timeout: 2000 })).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.received.filter((request) => request.path === API.usernameValid)).toHaveLength(1);

    await user.type(field, '2');
    expect(await screen.findByText('magnus2 is available.', {}, { timeout: 2000 })).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('creates the account, logs the member in and goes home', async () => {
    const api = fakeApi({
      [`GET ${API.usernameValid}`]: { body: { valid: true, available: true } },
      [`POST ${API.register}`]: { body: { ok: true } },
      [`GET ${API.currentUser}`]: { body: memberPayload('Hikaru') },
    });
    const { user, router } = renderApp('/register', { api });
    await user.type(await screen.findByLabelText('Username'), 'Hikaru');
    await user.type(screen.getByLabelText('Email'), 'hikaru@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('status')).textContent).toContain('Welcome to Kingside, Hikaru!');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Hikaru' })).toBeTruthy();
    expect(api.received.find((request) => request.path === API.register)?.body).toMatchObject({
      username: 'Hikaru',
      email: 'hikaru@example.com',
      password: 'correct horse',
      _token: 'test-token',
    });
  });

  it.each([
    ['/membership?c=SPRING25', '/membership?c=SPRING25'],
    ['https://evil.example/phish', '/'],
  ])('after signing up from ?target=%s, goes to %s (never off the site)', async (target, landing) => {
    const api = fakeApi({
      [`GET ${API.usernameValid}`]: { body: { valid: true, available: true } },
      [`POST ${API.register}`]: { body: { ok: true } },
      [`GET ${API.currentUser}`]: { body: memberPayload('Hikaru') },
    });
    const { user, router } = renderApp(`/register?target=${encodeURIComponent(target)}`, { api });
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login_and_go?target=${encodeURIComponent(target)}`,
    );
    await user.type(await screen.findByLabelText('Username'), 'Hikaru');
    await user.type(screen.getByLabelText('Email'), 'hikaru@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('status');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(landing);
  });

  it('shows why the server refused the account', async () => {
    const api = fakeApi({
      [`GET ${API.usernameValid}`]: { body: { valid: true, available: true } },
      [`POST ${API.register}`]: {
        status: 409,
        body: { error: { code: 'username_taken', message: 'This username is already taken.' } },
      },
    });
    const { user } = renderApp('/register', { api });
    await user.type(await screen.findByLabelText('Username'), 'newcomer');
    await user.type(screen.getByLabelText('Email'), 'newcomer@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This username is already taken.');
  });

  it('says to read the mail when the sign-up left no one logged in (a taken email)', async () => {
    const api = fakeApi({
      [`GET ${API.usernameValid}`]: { body: { valid: true, available: true } },
      [`POST ${API.register}`]: { body: { ok: true } },
      [`GET ${API.currentUser}`]: { body: guestPageContext().current },
    });
    const { user, router } = renderApp('/register', { api });
    await user.type(await screen.findByLabelText('Username'), 'newcomer');
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'We sent a message to taken@example.com. Open it to go on.',
    );
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.queryByText('Welcome to Kingside', { exact: false })).toBeNull();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});
