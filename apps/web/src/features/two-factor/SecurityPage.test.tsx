import { TWO_FACTOR_API, TWO_FACTOR_MESSAGES } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const member = { context: pageContext({ current: memberPayload('Alice') }) };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efgh${i + 2}`);
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Kingside:Alice?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

describe('SecurityPage', () => {
  it('asks guests to log in, coming back here afterwards', async () => {
    renderApp('/settings/security');
    expect(await screen.findByText('Log in to change your security settings.')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Log in' }).map((link) => link.getAttribute('href'));
    expect(links).toContain('/login_and_go?target=%2Fsettings%2Fsecurity');
  });

  it('sets up 2FA: QR code and key, confirm with a code, then the recovery codes once', async () => {
    let enabled = false;
    const api = fakeApi({
      [`GET ${TWO_FACTOR_API.status}`]: () => ({ body: { enabled, recoveryCodesLeft: enabled ? 10 : 0 } }),
      [`POST ${TWO_FACTOR_API.setup}`]: { body: SETUP },
      [`POST ${TWO_FACTOR_API.enable}`]: (request) => {
        if (request.body?.code !== '654321')
          return {
            status: 400,
            body: {
              error: {
                code: 'two_factor_invalid_code',
                message: TWO_FACTOR_MESSAGES.two_factor_invalid_code,
              },
            },
          };
        enabled = true;
        return { body: { recoveryCodes: CODES } };
      },
    });
    const { user } = renderApp('/settings/security', { ...member, api });
    expect(await screen.findByText('Off')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));

    const qr = await screen.findByRole('img', { name: 'QR code to add Kingside to your authenticator app' });
    expect(qr.getAttribute('src')).toBe(SETUP.qrCode);
    expect(screen.getByText(SETUP.secret).tagName).toBe('CODE');

    const code = screen.getByLabelText('Authentication code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '111111{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.two_factor_invalid_code);
    await user.clear(code);
    await user.type(code, '654321{Enter}');

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download as text' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));

    expect(await screen.findByText('Two-factor authentication is on.')).toBeTruthy();
    expect(screen.getByText('On')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('copies the codes to the clipboard and says so', async () => {
    const api = fakeApi({
      [`GET ${TWO_FACTOR_API.status}`]: { body: { enabled: false, recoveryCodesLeft: 0 } },
      [`POST ${TWO_FACTOR_API.setup}`]: { body: SETUP },
      [`POST ${TWO_FACTOR_API.enable}`]: { body: { recoveryCodes: CODES } },
    });
    const { user } = renderApp('/settings/security', { ...member, api });
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    await user.type(await screen.findByLabelText('Authentication code'), '654321{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Copy codes' }));
    expect((await screen.findByText('Codes copied.')).getAttribute('role')).toBe('status');
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe(`${CODES.join('\n')}\n`);
  });

  it('turns 2FA off only with a code the server accepts', async () => {
    const api = fakeApi({
      [`GET ${TWO_FACTOR_API.status}`]: { body: { enabled: true, recoveryCodesLeft: 7 } },
      [`POST ${TWO_FACTOR_API.disable}`]: (request) =>
        request.body?.code === 'abcde-23456'
          ? { body: { enabled: false, recoveryCodesLeft: 0 } }
          : {
              status: 400,
              body: {
                error: { code: 'two_factor_code_used', message: TWO_FACTOR_MESSAGES.two_factor_code_used },
              },
            },
    });
    const { user } = renderApp('/settings/security', { ...member, api });
    expect(
      await screen.findByText('Logging in needs a code from your authenticator app. Recovery codes left: 7.'),
    ).toBeTruthy();
    const field = screen.getByLabelText('Code from your app, or a recovery code');
    await user.type(field, '123456{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_MESSAGES.two_factor_code_used);
    await user.clear(field);
    await user.type(field, 'abcde-23456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeTruthy();
    expect(screen.getByText('Off')).toBeTruthy();
  });
});
