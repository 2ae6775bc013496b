import { API_TOKENS_API, type ApiTokenView } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const alice = () => pageContext({ current: memberPayload('Alice') });

const DGT: ApiTokenView = {
  id: 7,
  label: 'DGT board',
  scopes: ['board:play', 'challenge:write'],
  createdAt: '2026-06-01T10:00:00Z',
  expiresAt: null,
};

describe('ApiTokensPage', () => {
  it('creates a token with its scopes, shows it once, and lists it', async () => {
    let tokens: ApiTokenView[] = [];
    const api = fakeApi({
      [`GET ${API_TOKENS_API.list}`]: () => ({ body: { tokens } }),
      [`POST ${API_TOKENS_API.create}`]: () => {
        tokens = [DGT];
        return { status: 201, body: { token: `ks_${'a'.repeat(43)}`, view: DGT } };
      },
    });
    const { user } = renderApp('/settings/api-tokens', { api, context: alice() });
    expect(await screen.findByText('You have no tokens.')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'DGT board');
    await user.click(screen.getByRole('checkbox', { name: /Play games with the Board API/ }));
    await user.click(screen.getByRole('checkbox', { name: /Send, accept and decline challenges/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Copy your new token now: it is shown only this once.')).toBeTruthy();
    expect((screen.getByLabelText('Your new token') as HTMLInputElement).value).toBe(`ks_${'a'.repeat(43)}`);
    expect(api.received.find((r) => r.method === 'POST')?.body).toEqual({
      label: 'DGT board',
      scopes: ['board:play', 'challenge:write'],
      _token: 'test-token',
    });
    const row = (await screen.findByText('DGT board')).closest('li')!;
    expect(within(row).getByText(/board:play, challenge:write/)).toBeTruthy();
  });

  it('revokes a token', async () => {
    let tokens = [DGT];
    const api = fakeApi({
      [`GET ${API_TOKENS_API.list}`]: () => ({ body: { tokens } }),
      [`POST ${API_TOKENS_API.revoke(7)}`]: () => {
        tokens = [];
        return { status: 204 };
      },
    });
    const { user } = renderApp('/settings/api-tokens', { api, context: alice() });
    await user.click(await screen.findByRole('button', { name: 'Revoke the token DGT board' }));
    expect(await screen.findByText('The token was revoked: it works no more.')).toBeTruthy();
    expect(await screen.findByText('You have no tokens.')).toBeTruthy();
  });

  it('is linked from the settings index for members', async () => {
    renderApp('/settings', { api: fakeApi(), context: alice() });
    expect((await screen.findByRole('link', { name: /API tokens/ })).getAttribute('href')).toBe(
      '/settings/api-tokens',
    );
  });
});
