import {
  API,
  BILLING_API,
  BILLING_MESSAGES,
  type BillingOverview,
  type InvoiceView,
} from '@kingside/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { subscriptionView } from '../membership/testing';
import { FakeWebSocket, withFakeSockets } from '../play/testing/fake-socket';
import { browserLocation } from './leave';
import { ACTIVATION_POLL_MS, ACTIVATION_WAIT_MS } from './useCheckoutActivation';

const alice = () => pageContext({ current: memberPayload('Alice', 'gold') });
const overview = (overrides: Partial<BillingOverview> = {}): BillingOverview => ({
  subscription: subscriptionView(),
  invoices: [],
  hasPortal: false,
  ...overrides,
});
const INVOICE: InvoiceView = {
  id: 'inv_1',
  number: 'KS-0001',
  description: 'Gold, monthly',
  amount: 499,
  currency: 'usd',
  status: 'paid',
  createdAt: '2026-03-09T12:00:00Z',
  receiptUrl: 'https://pay.example/receipts/KS-0001',
};

async function statusOf(subscription: BillingOverview['subscription']) {
  const api = fakeApi({ [`GET ${BILLING_API.billing}`]: { body: overview({ subscription }) } });
  renderApp('/settings/billing', { api, context: alice() });
  const plan = await screen.findByRole('region', { name: 'Your plan' });
  return plan.querySelector('.billing-plan__status')?.textContent;
}

describe('BillingPage', () => {
  withFakeSockets();
  afterEach(() => vi.useRealTimers());

  it('says each state of a plan in words', async () => {
    expect(await statusOf(subscriptionView())).toBe('Renews on April 9, 2026 for $4.99');
  });

  it('says when a free trial ends and what follows', async () => {
    expect(
      await statusOf(
        subscriptionView({
          status: 'trialing',
          trialEnd: '2026-03-16T12:00:00Z',
          nextCharge: { amount: 799, currency: 'usd', at: '2026-03-16T12:00:00Z' },
        }),
      ),
    ).toBe('Free trial until March 16, 2026, then $7.99');
  });

  it('says when a cancelled plan ends', async () => {
    expect(await statusOf(subscriptionView({ cancelAtPeriodEnd: true, nextCharge: null }))).toBe(
      'Cancels on April 9, 2026',
    );
  });

  it('says a failed payment must be fixed before the grace period ends', async () => {
    expect(
      await statusOf(subscriptionView({ status: 'past_due', graceEndsAt: '2026-04-16T12:00:00Z' })),
    ).toBe('Payment failed — update your card by April 16, 2026 or your membership ends');
  });

  it('says who gave a gift and until when', async () => {
    expect(
      await statusOf(subscriptionView({ kind: 'gift', provider: 'gift', giftFrom: 'bob', nextCharge: null })),
    ).toBe('Gift from bob until April 9, 2026');
  });

  it('shows the free tier and the way to the plans when there is no plan', async () => {
    const api = fakeApi({ [`GET ${BILLING_API.billing}`]: { body: overview({ subscription: null }) } });
    renderApp('/settings/billing', { api, context: alice() });
    expect(await screen.findByText('You are on Basic, the free tier.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See membership plans' }).getAttribute('href')).toBe(
      '/membership',
    );
    expect(screen.getByText('No payments yet.')).toBeTruthy();
  });

  it('lists the invoices with their receipts', async () => {
    const api = fakeApi({
      [`GET ${BILLING_API.billing}`]: {
        body: overview({
          invoices: [
            INVOICE,
            { ...INVOICE, id: 'inv_2', number: 'KS-0002', status: 'failed', receiptUrl: null },
          ],
        }),
      },
    });
    renderApp('/settings/billing', { api, context: alice() });
    const table = await screen.findByRole('table', { name: 'Your payments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['March 9, 2026', 'Gold, monthly', '$4.99', 'Paid', 'View receipt KS-0001'],
      ['March 9, 2026', 'Gold, monthly', '$4.99', 'Failed', 'KS-0002'],
    ]);
    expect(within(table).getByRole('link', { name: 'View receipt KS-0001' }).getAttribute('href')).toBe(
      INVOICE.receiptUrl,
    );
  });

  it('cancels after saying what the member keeps, then offers to resume', async () => {
    let subscription = subscriptionView();
    const api = fakeApi({
      [`GET ${BILLING_API.billing}`]: () => ({ body: overview({ subscription }) }),
      [`POST ${BILLING_API.cancel}`]: () => {
        subscription = subscriptionView({ cancelAtPeriodEnd: true, nextCharge: null });
        return { body: { ok: true } };
      },
      [`POST ${BILLING_API.resume}`]: () => {
        subscription = subscriptionView();
        return { body: { ok: true } };
      },
    });
    const { user } = renderApp('/settings/billing', { api, context: alice() });
    await user.click(await screen.findByRole('button', { name: 'Cancel membership' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your membership?' });
    expect(within(dialog).getByText(/^You keep Gold until April 9, 2026\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Your membership will end on April 9, 2026.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Cancels on April 9, 2026')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Resume membership' }));
    expect(await screen.findByText('Renews on April 9, 2026 for $4.99')).toBeTruthy();
    expect(api.received.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      BILLING_API.cancel,
      BILLING_API.resume,
    ]);
  });

  it('changes the plan to another tier and period', async () => {
    let subscription = subscriptionView();
    const api = fakeApi({
      [`GET ${BILLING_API.billing}`]: () => ({ body: overview({ subscription }) }),
      [`POST ${BILLING_API.change}`]: () => {
        subscription = subscriptionView({
          tier: 'platinum',
          interval: 'year',
          nextCharge: { amount: 4999, currency: 'usd', at: '2027-03-09T12:00:00Z' },
        });
        return { body: { ok: true } };
      },
    });
    const { user } = renderApp('/settings/billing', { api, context: alice() });
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your plan' });
    const confirm = within(dialog).getByRole('button', { name: 'Change plan' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: 'Yearly' }));
    await user.click(within(dialog).getByRole('radio', { name: /^Platinum/ }));
    await user.click(confirm);
    expect(await screen.findByText('Your plan is now Platinum, yearly.')).toBeTruthy();
    expect(screen.getByText('Renews on March 9, 2027 for $49.99')).toBeTruthy();
    expect(api.received.find((r) => r.path === BILLING_API.change)?.body).toEqual({
      tier: 'platinum',
      interval: 'year',
      _token: 'test-token',
    });
  });

  it('opens the provider’s portal to manage payment methods', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const api = fakeApi({
      [`GET ${BILLING_API.billing}`]: { body: overview({ hasPortal: true }) },
      [`GET ${BILLING_API.portal}`]: { body: { url: 'https://pay.example/portal/abc' } },
    });
    const { user } = renderApp('/settings/billing', { api, context: alice() });
    await user.click(await screen.findByRole('button', { name: 'Manage payment methods' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/portal/abc'));
    assign.mockRestore();
  });

  it('shows a refused change in the dialog', async () => {
    const api = fakeApi({
      [`GET ${BILLING_API.billing}`]: { body: overview() },
      [`POST ${BILLING_API.change}`]: {
        status: 409,
        body: {
          error: { code: 'subscription_not_active', message: BILLING_MESSAGES.subscription_not_active },
        },
      },
    });
    const { user } = renderApp('/settings/billing', { api, context: alice() });
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Change your plan' });
    await user.click(within(dialog).getByRole('radio', { name: /^Diamond/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      BILLING_MESSAGES.subscription_not_active,
    );
  });

  it('waits for the membership after checkout, then welcomes the member to the new tier', async () => {
    let subscription: BillingOverview['subscription'] = null;
    const api = fakeApi({ [`GET ${BILLING_API.billing}`]: () => ({ body: overview({ subscription }) }) });
    renderApp('/settings/billing?checkout=chk_1', { api, context: alice() });
    const notice = await screen.findByText('Payment received — activating your membership…');
    expect(notice.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    act(() => FakeWebSocket.last.open());
    subscription = subscriptionView({ tier: 'platinum' });
    act(() => FakeWebSocket.last.receive({ t: 'membership', membership: 'platinum', membershipLevel: 40 }));
    expect(await screen.findByText('Welcome to Platinum!')).toBeTruthy();
    expect(screen.queryByText('Payment received — activating your membership…')).toBeNull();
  });

  it('asks the billing again every 2 s while waiting, and says so when activation takes over 30 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let calls = 0;
    const api = fakeApi({
      [`GET ${BILLING_API.billing}`]: () => {
        calls += 1;
        return { body: overview({ subscription: null }) };
      },
    });
    renderApp('/settings/billing?checkout=chk_1', { api, context: alice() });
    await screen.findByText('Payment received — activating your membership…');
    // The poll starts in an effect, which runs after the frame is painted.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    await act(async () => vi.advanceTimersByTime(ACTIVATION_POLL_MS));
    await vi.waitFor(() => expect(calls).toBe(2));
    await act(async () => vi.advanceTimersByTime(ACTIVATION_WAIT_MS - ACTIVATION_POLL_MS));
    expect(await screen.findByText(/activation is taking longer than usual/)).toBeTruthy();
    expect(calls).toBe(1 + ACTIVATION_WAIT_MS / ACTIVATION_POLL_MS);
    await act(async () => vi.advanceTimersByTime(10 * ACTIVATION_POLL_MS));
    expect(calls).toBe(1 + ACTIVATION_WAIT_MS / ACTIVATION_POLL_MS);
  });

  it('brings the current user up to date when the poll sees the new plan before any push', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let subscription: BillingOverview['subscription'] = null;
    const api = fakeApi({
      [`GET ${BILLING_API.billing}`]: () => ({ body: overview({ subscription }) }),
      [`GET ${API.currentUser}`]: { body: memberPayload('Alice', 'platinum') },
    });
    renderApp('/settings/billing?checkout=chk_1', {
      api,
      context: pageContext({ current: memberPayload('Alice', 'basic') }),
    });
    await screen.findByText('Payment received — activating your membership…');
    // The poll starts in an effect, which runs after the frame is painted.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    subscription = subscriptionView({ tier: 'platinum' });
    await act(async () => vi.advanceTimersByTime(ACTIVATION_POLL_MS));
    expect(await screen.findByText('Welcome to Platinum!')).toBeTruthy();
    await vi.waitFor(() => expect(api.received.some((call) => call.path === API.currentUser)).toBe(true));
  });

  it('asks guests to log in first', async () => {
    renderApp('/settings/billing');
    expect(await screen.findByText('Log in to see your membership and receipts.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login_and_go?target=${encodeURIComponent('/settings/billing')}`,
    );
  });
});
