import { BILLING_API, BILLING_MESSAGES } from '@kingside/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { browserLocation } from '../billing/leave';
import { withFakeSockets } from '../play/testing/fake-socket';
import { plansResponse, SPRING25, subscriptionView } from './testing';

const member = (tier: Parameters<typeof memberPayload>[1] = 'basic') =>
  pageContext({ current: memberPayload('Alice', tier) });
const card = (tier: string) =>
  screen.getByRole('heading', { level: 3, name: new RegExp(`^${tier}`) }).closest('li')!;

describe('MembershipPage', () => {
  withFakeSockets();
  afterEach(() => vi.restoreAllMocks());

  it('compares the tiers in a table built from the entitlements, the member’s tier marked', async () => {
    const api = fakeApi({ [`GET ${BILLING_API.plans}`]: { body: plansResponse() } });
    renderApp('/membership', { api, context: member('gold') });
    const table = await screen.findByRole('table', { name: 'What each tier includes' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Feature', 'Basic', 'Silver', 'Gold' + 'Your tier', 'Platinum', 'Diamond']);
    // Only what a member can use today is sold, and today that is every feature of the table.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Live games',
      'Daily games',
      'Deep game review (standard review is free)',
      'Puzzles',
      'Puzzle Rush',
      'Lessons',
      'Insights into your games',
      'Premium videos',
      'No ads',
      'Vacation days (daily games)',
      'Streak freezes (missed days a month)',
    ]);
    const freezes = within(table).getByRole('row', { name: /^Streak freezes/ });
    expect(
      within(freezes)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['—Not included', '1 / month', '2 / month', '3 / month', '4 / month']);
    const vacation = within(table).getByRole('row', { name: /^Vacation days/ });
    expect(
      within(vacation)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['14 / year', '21 / year', '30 / year', '45 / year', '60 / year']);
    const review = within(table).getByRole('row', { name: /^Deep game review/ });
    expect(
      within(review)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2 / day', 'Unlimited', 'Unlimited', 'Unlimited', 'Unlimited']);
    const live = within(table).getByRole('row', { name: /^Live games/ });
    expect(
      within(live)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Unlimited', 'Unlimited', 'Unlimited', 'Unlimited', 'Unlimited']);
    const lessons = within(table).getByRole('row', { name: /^Lessons/ });
    expect(
      within(lessons)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['3 / week', '10 / week', 'Unlimited', 'Unlimited', 'Unlimited']);
    const insights = within(table).getByRole('row', { name: /^Insights into your games/ });
    expect(
      within(insights)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['—Not included', '—Not included', '—Not included', '✓Included', '✓Included']);
    expect(within(card('Gold')).getByText('Your plan')).toBeTruthy();
  });

  it('switches between monthly and yearly prices, yearly showing the saving', async () => {
    const api = fakeApi({ [`GET ${BILLING_API.plans}`]: { body: plansResponse() } });
    const { user } = renderApp('/membership', { api });
    await waitFor(() => expect(api.received.some((r) => r.path === BILLING_API.plans)).toBe(true));
    expect(within(card('Platinum')).getByText('$7.99')).toBeTruthy();
    expect(within(card('Platinum')).getByText('/ month')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Yearly/ }).closest('label')?.textContent).toBe(
      'Yearlysave up to 50%',
    );
    await user.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(within(card('Platinum')).getByText('$49.99')).toBeTruthy();
    expect(within(card('Platinum')).getByText('/ year')).toBeTruthy();
    expect(within(card('Platinum')).getByText('Save 48%')).toBeTruthy();
    expect(within(card('Gold')).getByText('Save 50%')).toBeTruthy();
    expect(within(card('Basic')).getByText('Free')).toBeTruthy();
  });

  it('shows a coupon applied: the banner, the list price struck through and the discounted one', async () => {
    const api = fakeApi({ [`GET ${BILLING_API.plans}`]: { body: plansResponse({}, SPRING25) } });
    renderApp('/membership?c=SPRING25', { api, context: member() });
    expect(
      (await screen.findByText('Coupon SPRING25 applied: 25% off your first payment', { exact: false }))
        .textContent,
    ).toContain('Coupon SPRING25 applied: 25% off your first payment');
    expect(api.received.find((r) => r.path === BILLING_API.plans)?.query.get('c')).toBe('SPRING25');
    const platinum = card('Platinum');
    expect(within(platinum).getByText('$7.99').tagName).toBe('S');
    expect(within(platinum).getByText('$5.99')).toBeTruthy();
    expect(within(platinum).getByText('was $7.99, now $5.99')).toBeTruthy();
  });

  it('says why a coupon was not applied, and shows the list prices', async () => {
    const api = fakeApi({
      [`GET ${BILLING_API.plans}`]: {
        body: plansResponse({
          couponError: { code: 'coupon_expired', message: BILLING_MESSAGES.coupon_expired },
        }),
      },
    });
    renderApp('/membership?c=WINTER', { api });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The coupon WINTER was not applied: That coupon code has expired. The prices below are the list prices.',
    );
    expect(within(card('Platinum')).getByText('$7.99').tagName).toBe('STRONG');
  });

  it('sends guests to sign up, and keeps the coupon through signing up or logging in', async () => {
    const api = fakeApi({ [`GET ${BILLING_API.plans}`]: { body: plansResponse({}, SPRING25) } });
    renderApp('/membership?c=SPRING25', { api });
    const signUp = `/register?target=${encodeURIComponent('/membership?c=SPRING25')}`;
    expect(
      (await screen.findAllByRole('link', { name: /^Choose/ })).map((a) => a.getAttribute('href')),
    ).toEqual([signUp, signUp, signUp, signUp]);
    expect(screen.getByRole('link', { name: 'Already a member? Log in' }).getAttribute('href')).toBe(
      `/login_and_go?target=${encodeURIComponent('/membership?c=SPRING25')}`,
    );
    expect(screen.queryByRole('button', { name: /gift/ })).toBeNull();
  });

  it('opens the checkout of the tier chosen, with the coupon, and leaves for the provider', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    let answer: ((value: { body: unknown }) => void) | undefined;
    const api = fakeApi({
      [`GET ${BILLING_API.plans}`]: { body: plansResponse({ eligibleFirstTrial: true }, SPRING25) },
      [`POST ${BILLING_API.checkout}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/membership?c=SPRING25', { api, context: member() });
    expect(
      await screen.findByText(
        'Try any paid tier free for 7 days. Cancel before it ends and you pay nothing.',
      ),
    ).toBeTruthy();
    await user.click(within(card('Platinum')).getByRole('button', { name: 'Choose Platinum' }));
    const pending = within(card('Platinum')).getByRole('button', { name: 'Opening checkout…' });
    expect(pending.getAttribute('aria-busy')).toBe('true');
    expect(
      (within(card('Gold')).getByRole('button', { name: 'Choose Gold' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // The request reaches the fake server a little after the button shows its state.
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    answer!({ body: { checkoutId: 'chk_1', url: '/billing/sandbox/checkout/chk_1' } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/billing/sandbox/checkout/chk_1'));
    expect(api.received.find((r) => r.path === BILLING_API.checkout)?.body).toEqual({
      tier: 'platinum',
      interval: 'month',
      coupon: 'SPRING25',
      _token: 'test-token',
    });
  });

  it('lets no checkout start before the coupon is known', async () => {
    let answer: ((value: { body: unknown }) => void) | undefined;
    const api = fakeApi({
      [`GET ${BILLING_API.plans}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/membership?c=SPRING25', { api, context: member() });
    const choose = (await within(card('Gold')).findByRole('button', {
      name: 'Choose Gold',
    })) as HTMLButtonElement;
    expect(choose.disabled).toBe(true);
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    answer!({ body: plansResponse({}, SPRING25) });
    await waitFor(() => expect(choose.disabled).toBe(false));
    expect(within(card('Gold')).getByText('$3.74')).toBeTruthy();
  });

  it('shows why a checkout could not start, and what to do', async () => {
    const api = fakeApi({
      [`GET ${BILLING_API.plans}`]: { body: plansResponse() },
      [`POST ${BILLING_API.checkout}`]: {
        status: 503,
        body: { error: { code: 'billing_unavailable', message: BILLING_MESSAGES.billing_unavailable } },
      },
    });
    const { user } = renderApp('/membership', { api, context: member() });
    await user.click(await within(card('Gold')).findByRole('button', { name: 'Choose Gold' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Checkout could not start. Nothing was charged; try again in a minute.',
    );
    expect(within(card('Gold')).getByRole('button', { name: 'Choose Gold' })).toBeTruthy();
  });

  it('offers members with a plan a change from the billing page instead of a new checkout', async () => {
    const api = fakeApi({
      [`GET ${BILLING_API.plans}`]: { body: plansResponse({ current: subscriptionView() }) },
    });
    renderApp('/membership', { api, context: member('gold') });
    expect(await within(card('Platinum')).findByRole('link', { name: 'Change plan' })).toBeTruthy();
    expect(within(card('Platinum')).getByRole('link', { name: 'Change plan' }).getAttribute('href')).toBe(
      '/settings/billing',
    );
    expect(within(card('Gold')).queryByRole('button', { name: 'Choose Gold' })).toBeNull();
    expect(screen.getByText(/Renews on April 9, 2026 for \$4\.99/)).toBeTruthy();
  });

  it('gives a tier as a gift, and shows the server’s refusal in the dialog', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const api = fakeApi({
      [`GET ${BILLING_API.plans}`]: { body: plansResponse() },
      [`POST ${BILLING_API.checkout}`]: ({ body }) =>
        body?.giftTo === 'Alice'
          ? { status: 400, body: { error: { code: 'gift_self', message: BILLING_MESSAGES.gift_self } } }
          : body?.giftTo === 'closed_bob'
            ? {
                status: 400,
                body: { error: { code: 'gift_refused', message: BILLING_MESSAGES.gift_refused } },
              }
            : { body: { checkoutId: 'chk_2', url: '/billing/sandbox/checkout/chk_2' } },
    });
    const { user } = renderApp('/membership', { api, context: member() });
    await user.click(await within(card('Gold')).findByRole('button', { name: 'Give Gold as a gift' }));
    const dialog = screen.getByRole('dialog', { name: 'Give Gold as a gift' });
    const recipient = within(dialog).getByLabelText('Recipient’s username');
    expect(document.activeElement).toBe(recipient);

    await user.type(recipient, 'Alice');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(BILLING_MESSAGES.gift_self);

    await user.clear(recipient);
    await user.type(recipient, 'closed_bob');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(BILLING_MESSAGES.gift_refused);

    await user.clear(recipient);
    await user.type(recipient, 'carol');
    await user.click(within(dialog).getByRole('radio', { name: 'One year · $29.99' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/billing/sandbox/checkout/chk_2'));
    expect(api.received.filter((r) => r.path === BILLING_API.checkout).at(-1)?.body).toEqual({
      tier: 'gold',
      interval: 'year',
      giftTo: 'carol',
      _token: 'test-token',
    });
  });

  it('speaks Spanish under /es', async () => {
    const api = fakeApi({ [`GET ${BILLING_API.plans}`]: { body: plansResponse({}, SPRING25) } });
    renderApp('/es/membership?c=SPRING25', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Membresía' })).toBeTruthy();
    expect(
      await screen.findByText('Cupón SPRING25 aplicado: 25 % de descuento en tu primer pago'),
    ).toBeTruthy();
    const insights = screen.getByRole('row', { name: /^Estadísticas de tus partidas/ });
    expect(within(insights).getAllByRole('cell')[0]?.textContent).toBe('—No incluido');
    expect(screen.getByRole('radio', { name: /Anual/ })).toBeTruthy();
  });

  it('closes the gift dialog with Escape, focus back on the button', async () => {
    const api = fakeApi({ [`GET ${BILLING_API.plans}`]: { body: plansResponse() } });
    const { user } = renderApp('/membership', { api, context: member() });
    const giftButton = await within(card('Diamond')).findByRole('button', { name: 'Give Diamond as a gift' });
    await user.click(giftButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(giftButton);
  });
});
