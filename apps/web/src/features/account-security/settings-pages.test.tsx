import { ACCOUNT_SECURITY_MESSAGES, API, type SessionInfo } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const alice = () => pageContext({ current: memberPayload('Alice') });

const SESSIONS: SessionInfo[] = [
  {
    id: 'here',
    device: 'Chrome on Linux',
    createdAt: '2026-06-01T10:00:00Z',
    lastSeenAt: '2026-06-01T12:00:00Z',
    current: true,
  },
  {
    id: 'phone',
    device: 'Safari on iOS',
    createdAt: '2026-05-20T08:00:00Z',
    lastSeenAt: '2026-05-30T09:30:00Z',
    current: false,
  },
];

describe('SessionsPage', () => {
  it('lists the sessions with this device marked, and logs out one of the others', async () => {
    let sessions = SESSIONS;
    const api = fakeApi({
      [`GET ${API.sessions}`]: () => ({ body: { sessions } }),
      [`POST ${API.revokeSession}`]: () => {
        sessions = sessions.filter((s) => s.id !== 'phone');
        return { body: { ok: true } };
      },
    });
    const { user } = renderApp('/settings/sessions', { api, context: alice() });
    const phone = (await screen.findByText('Safari on iOS')).closest('li')!;
    const here = screen.getByText('Chrome on Linux').closest('li')!;
    expect(within(here).getByText('This device')).toBeTruthy();
    expect(within(phone).queryByText('This device')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Account settings' })).toBeTruthy();

    await user.click(within(phone).getByRole('button', { name: /^Log out Safari on iOS, last seen/ }));
    expect(await screen.findByText('That session is logged out.')).toBeTruthy();
    expect(api.received.find((r) => r.path === API.revokeSession)?.body).toEqual({
      id: 'phone',
      _token: 'test-token',
    });
    expect(screen.queryByText('Safari on iOS')).toBeNull();
    expect(screen.getByText('No other device is logged in.')).toBeTruthy();
  });

  it('logs out all other sessions', async () => {
    const api = fakeApi({
      [`GET ${API.sessions}`]: { body: { sessions: SESSIONS } },
      [`POST ${API.revokeOtherSessions}`]: { body: { ok: true } },
    });
    const { user } = renderApp('/settings/sessions', { api, context: alice() });
    await user.click(await screen.findByRole('button', { name: 'Log out all other sessions' }));
    expect(await screen.findByText('All other sessions are logged out.')).toBeTruthy();
    expect(api.received.some((r) => r.method === 'POST' && r.path === API.revokeOtherSessions)).toBe(true);
  });

  it('asks guests to log in and fetches nothing', async () => {
    const api = fakeApi();
    renderApp('/settings/sessions', { api });
    expect(await screen.findByText('Please log in to see this page.')).toBeTruthy();
    expect(api.received.some((r) => r.path === API.sessions)).toBe(false);
  });
});

describe('PasswordPage', () => {
  it('sends the current and the new password and shows a wrong current password', async () => {
    const api = fakeApi({
      [`POST ${API.changePassword}`]: {
        status: 403,
        body: { error: { code: 'password_wrong', message: ACCOUNT_SECURITY_MESSAGES.password_wrong } },
      },
    });
    const { user } = renderApp('/settings/password', { api, context: alice() });
    await user.type(await screen.findByLabelText('Current password'), 'old secret');
    await user.type(screen.getByLabelText('New password'), 'a new long secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_SECURITY_MESSAGES.password_wrong);
    expect(api.received.at(-1)?.body).toEqual({
      currentPassword: 'old secret',
      newPassword: 'a new long secret',
      _token: 'test-token',
    });
  });

  it('confirms a change', async () => {
    const api = fakeApi({ [`POST ${API.changePassword}`]: { body: { ok: true } } });
    const { user } = renderApp('/settings/password', { api, context: alice() });
    await user.type(await screen.findByLabelText('Current password'), 'old secret');
    await user.type(screen.getByLabelText('New password'), 'a new long secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed. Other devices are logged out.')).toBeTruthy();
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });
});

describe('CloseAccountPage', () => {
  it('says what closing keeps and how long reopening stays possible, then closes with the password', async () => {
    const api = fakeApi({
      [`POST ${API.closeAccount}`]: { body: { ok: true } },
      [`GET ${API.currentUser}`]: { body: pageContext().current },
    });
    const { user, router } = renderApp('/settings/close-account', { api, context: alice() });
    expect(
      await screen.findByText(
        'Changed your mind? Log in within 30 days and your account opens again. After that it stays closed.',
      ),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'my secret');
    await user.click(screen.getByRole('checkbox', { name: 'I understand that my account will be closed.' }));
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    expect(await screen.findByText('Your account is closed. We hope to see you again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(api.received.find((r) => r.path === API.closeAccount)?.body).toEqual({
      password: 'my secret',
      _token: 'test-token',
    });
  });
});

describe('LoginPage after closing', () => {
  it('says the account is open again when the login reopened it', async () => {
    const api = fakeApi({
      [`POST ${API.loginCheck}`]: { body: { ok: true, reopened: true } },
      [`GET ${API.currentUser}`]: { body: memberPayload('Alice') },
    });
    const { user } = renderApp('/login', { api });
    await user.type(await screen.findByLabelText('Username or email'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Welcome back! Your account is open again.')).toBeTruthy();
  });
});
