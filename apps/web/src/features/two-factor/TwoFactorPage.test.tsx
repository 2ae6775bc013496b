import { API, TWO_FACTOR_API, TWO_FACTOR_MESSAGES } from '@kingside/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const refused = (code: keyof typeof TWO_FACTOR_MESSAGES, status = 400) => ({
  status,
  body: { error: { code, message: TWO_FACTOR_MESSAGES[code], field: 'code' } },
});

describe('TwoFactorPage', () => {
  it('asks for a 6-digit one-time code, labelled and described for screen readers', async () => {
    renderApp('/2fa');
    const input = await screen.findByLabelText('Authentication code');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('maxlength')).toBe('6');
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('6 digits. A new code appears every 30 seconds.');
    await vi.waitFor(() => expect(document.title).toBe('Two-factor login · Kingside'));
  });

  it('logs in with the code and goes to the target it was given', async () => {
    const api = fakeApi({
      [`POST ${TWO_FACTOR_API.loginCheck}`]: { body: { ok: true } },
      [`GET ${API.currentUser}`]: { body: memberPayload('Alice') },
    });
    const { user, router } = renderApp('/2fa?target=%2Fwatch', { api });
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('button', { name: 'Alice' });
    expect(router.state.location.pathname).toBe('/watch');
    expect(api.received.find((r) => r.path === TWO_FACTOR_API.loginCheck)?.body).toEqual({
      code: '123456',
      _token: 'test-token',
    });
  });

  it('never follows a target to another site', async () => {
    const api = fakeApi({
      [`POST ${TWO_FACTOR_API.loginCheck}`]: { body: { ok: true } },
      [`GET ${API.currentUser}`]: { body: memberPayload('Alice') },
    });
    const { user, router } = renderApp('/2fa?target=%2F%5Cevil.com', { api });
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('button', { name: 'Alice' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('says what to do after a wrong code, and keeps the form usable', async () => {
    const api = fakeApi({ [`POST ${TWO_FACTOR_API.loginCheck}`]: refused('two_factor_invalid_code') });
    const { user } = renderApp('/2fa', { api });
    const input = await screen.findByLabelText('Authentication code');
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.two_factor_invalid_code);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Verify' })).toHaveProperty('disabled', false);
  });

  it('offers to log in again, towards the same target, when the pending login expired', async () => {
    const api = fakeApi({ [`POST ${TWO_FACTOR_API.loginCheck}`]: refused('two_factor_not_pending', 401) });
    const { user } = renderApp('/2fa?target=/play', { api });
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const again = await screen.findByRole('link', { name: 'Log in again' });
    expect(again.getAttribute('href')).toBe('/login_and_go?target=%2Fplay');
  });

  it('switches to a recovery code by keyboard, moving focus to the new field', async () => {
    const api = fakeApi({
      [`POST ${TWO_FACTOR_API.loginCheck}`]: { body: { ok: true } },
      [`GET ${API.currentUser}`]: { body: memberPayload('Alice') },
    });
    const { user } = renderApp('/2fa', { api });
    const toggle = await screen.findByRole('button', { name: 'Use a recovery code instead' });
    toggle.focus();
    await user.keyboard('{Enter}');
    const field = screen.getByLabelText('Recovery code');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('autocomplete')).toBe('off');
    await user.type(field, 'abcde-23456{Enter}');
    await screen.findByRole('button', { name: 'Alice' });
    expect(api.received.find((r) => r.path === TWO_FACTOR_API.loginCheck)?.body?.code).toBe('abcde-23456');
  });

  it('counts the user as not logged in while on the page (§2)', async () => {
    renderApp('/2fa', { context: pageContext({ current: memberPayload('Alice') }) });
    await screen.findByLabelText('Authentication code');
    expect(screen.queryByRole('button', { name: 'Alice' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
  });

  it('speaks Spanish on /es/2fa', async () => {
    renderApp('/es/2fa');
    expect(await screen.findByLabelText('Código de autenticación')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inicio de sesión en dos pasos');
  });
});
