import { API, BILLING_API, type GiftNotice, MembershipLevel } from '@kingside/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { FakeWebSocket, withFakeSockets } from '../play/testing/fake-socket';
import { UpgradePrompt } from './UpgradePrompt';

const GIFT: GiftNotice = {
  id: 'gift_1',
  kind: 'gift',
  from: 'bob',
  tier: 'gold',
  interval: 'month',
  createdAt: '2026-03-09T12:00:00Z',
};

describe('MembershipListener', () => {
  withFakeSockets();

  it('applies a membership pushed over the socket to the current user at once, then asks the server', async () => {
    const api = fakeApi({ [`GET ${API.currentUser}`]: { body: memberPayload('Alice', 'platinum') } });
    const { services } = renderApp('/about', {
      api,
      context: pageContext({ current: memberPayload('Alice') }),
    });
    await screen.findByRole('button', { name: 'Alice' });
    act(() => FakeWebSocket.last.open());
    act(() => FakeWebSocket.last.receive({ t: 'membership', membership: 'platinum', membershipLevel: 40 }));
    expect(services.currentUser.get().user.membership).toBe('platinum');
    expect(services.currentUser.get().user.membershipLevel).toBe(MembershipLevel.platinum);
    expect(await screen.findByText('Your membership is now Platinum')).toBeTruthy();
    await waitFor(() => expect(api.received.some((r) => r.path === API.currentUser)).toBe(true));
  });

  it('leaves guests without a socket', async () => {
    renderApp('/about');
    await screen.findByRole('link', { name: 'Log in' });
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('shows a gift received once, and marks it seen when dismissed', async () => {
    const api = fakeApi({
      [`GET ${BILLING_API.notices}`]: { body: { notices: [GIFT] } },
      [`POST ${BILLING_API.noticeSeen('gift_1')}`]: { body: { ok: true } },
    });
    const { user } = renderApp('/about', { api, context: pageContext({ current: memberPayload('Alice') }) });
    const notice = await screen.findByRole('article', { name: '🎁 bob gave you Gold for a month!' });
    await user.click(within(notice).getByRole('button', { name: 'Thank you' }));
    expect(screen.queryByRole('article', { name: /gave you/ })).toBeNull();
    await waitFor(() =>
      expect(api.received.find((r) => r.method === 'POST')?.path).toBe(BILLING_API.noticeSeen('gift_1')),
    );
  });

  it('asks guests for no notices', async () => {
    const api = fakeApi();
    renderApp('/about', { api });
    await screen.findByRole('link', { name: 'Log in' });
    expect(api.received.some((r) => r.path === BILLING_API.notices)).toBe(false);
  });
});

describe('UpgradePrompt', () => {
  it('names the lowest tier that unlocks a feature, its monthly price, and links to /membership', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <MemoryRouter initialEntries={['/insights']}>
          <UpgradePrompt feature="insights" coupon="SPRING25" />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const prompt = screen.getByRole('complementary', {
      name: 'Insights into your games is part of Platinum',
    });
    expect(within(prompt).getByText('Upgrade to Platinum from $7.99 a month to unlock it.')).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'See membership' }).getAttribute('href')).toBe(
      '/membership?c=SPRING25',
    );
  });
});
