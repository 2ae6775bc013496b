import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

function impersonating(username: string) {
  const current = memberPayload(username);
  return { ...current, state: { ...current.state, isImpersonating: true } };
}

describe('ImpersonationBanner', () => {
  it('shows whose account staff are viewing on every page, and exits in one click', async () => {
    const api = fakeApi({
      'POST /callback/staff/impersonate/stop': { body: { ok: true } },
      'GET /callback/user/current': { body: memberPayload('boss', 'staff') },
    });
    const { user, router } = renderApp('/about', {
      api,
      context: pageContext({ current: impersonating('alice') }),
    });
    const banner = await screen.findByRole('region', { name: 'Impersonation' });
    expect(within(banner).getByText('You are viewing Kingside as alice')).toBeTruthy();
    await user.click(within(banner).getByRole('button', { name: 'Stop impersonating' }));
    await screen.findByRole('heading', { name: 'Members' });
    expect(router.state.location.pathname).toBe('/staff/members');
    expect(
      api.received.some((r) => r.method === 'POST' && r.path === '/callback/staff/impersonate/stop'),
    ).toBe(true);
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
  });

  it('is not there when nobody is impersonating', async () => {
    renderApp('/about', { context: pageContext({ current: memberPayload('alice') }) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Impersonation' })).toBeNull();
  });
});
