import { ACCOUNT_SECURITY_MESSAGES, API } from '@kingside/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const TOKEN = 'A'.repeat(43);

describe('ForgotPasswordPage', () => {
  it('is linked from the login page, posts the email and shows the same answer for any address', async () => {
    const api = fakeApi({
      [`POST ${API.forgotPassword}`]: {
        body: { ok: true, message: ACCOUNT_SECURITY_MESSAGES.reset_requested },
      },
    });
    const { user, router } = renderApp('/login', { api });
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_SECURITY_MESSAGES.reset_requested);
    expect(api.received.at(-1)?.body).toEqual({ email: 'alice@example.com', _token: 'test-token' });
    await waitFor(() => expect(document.title).toBe('Forgot password · Kingside'));
  });

  it('shows the rate-limit message', async () => {
    const message = 'Too many attempts. Please wait 3600 seconds and try again.';
    const api = fakeApi({
      [`POST ${API.forgotPassword}`]: { status: 429, body: { error: { code: 'rate_limited', message } } },
    });
    const { user } = renderApp('/es/forgot-password', { api });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});

describe('ResetPasswordPage', () => {
  it('sets the new password with the token of the link, then goes to log in', async () => {
    const api = fakeApi({
      [`POST ${API.resetPassword}`]: { body: { ok: true } },
      [`GET ${API.currentUser}`]: { body: pageContext().current },
    });
    const { user, router } = renderApp(`/reset-password?token=${TOKEN}`, { api });
    const input = await screen.findByLabelText('New password');
    expect(input.getAttribute('aria-describedby')).toBe('reset-password-hint');
    await user.type(input, 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('Your password is changed. Log in with the new one.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.received.find((r) => r.path === API.resetPassword)?.body).toEqual({
      token: TOKEN,
      password: 'a brand new secret',
      _token: 'test-token',
    });
  });

  it('says when the link is invalid or expired', async () => {
    const api = fakeApi({
      [`POST ${API.resetPassword}`]: {
        status: 400,
        body: { error: { code: 'token_invalid', message: ACCOUNT_SECURITY_MESSAGES.token_invalid } },
      },
    });
    const { user } = renderApp(`/reset-password?token=${TOKEN}`, { api });
    await user.type(await screen.findByLabelText('New password'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_SECURITY_MESSAGES.token_invalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('has no form without a token', async () => {
    renderApp('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link is incomplete. Please ask for a new one.',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});

describe('VerifyEmailPage', () => {
  it('verifies with a POST of the token and says so', async () => {
    const api = fakeApi({
      [`POST ${API.verifyEmail}`]: { body: { ok: true } },
      [`GET ${API.currentUser}`]: { body: pageContext().current },
    });
    renderApp(`/verify-email?token=${TOKEN}`, { api });
    expect(await screen.findByText('Your email address is verified. Thank you!')).toBeTruthy();
    expect(api.received.filter((r) => r.path === API.verifyEmail).map((r) => r.body)).toEqual([
      { token: TOKEN, _token: 'test-token' },
    ]);
  });

  it('offers a new link to a logged-in member whose link expired', async () => {
    const unverified = memberPayload('Alice');
    unverified.user.isActivated = false;
    const api = fakeApi({
      [`POST ${API.verifyEmail}`]: {
        status: 400,
        body: { error: { code: 'token_invalid', message: ACCOUNT_SECURITY_MESSAGES.token_invalid } },
      },
      [`POST ${API.resendVerification}`]: {
        body: { ok: true, message: ACCOUNT_SECURITY_MESSAGES.verification_sent },
      },
      [`GET ${API.currentUser}`]: { body: unverified },
    });
    const { user } = renderApp(`/verify-email?token=${TOKEN}`, {
      api,
      context: pageContext({ current: unverified }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_SECURITY_MESSAGES.token_invalid);
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(ACCOUNT_SECURITY_MESSAGES.verification_sent)).toBeTruthy();
  });
});
