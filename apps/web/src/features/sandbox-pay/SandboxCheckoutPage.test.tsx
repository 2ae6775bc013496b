import { BILLING_API, BILLING_MESSAGES, type SandboxCheckoutView } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type Reply } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { formatCardNumber, formatExpiry, parseExpiry } from './card-format';

const ID = 'cs_sb_abc';
const PAGE = `/billing/sandbox/checkout/${ID}`;

function view(overrides: Partial<SandboxCheckoutView> = {}): SandboxCheckoutView {
  return {
    id: ID,
    merchant: 'Kingside',
    kind: 'subscription',
    tier: 'gold',
    interval: 'month',
    description: 'Kingside gold membership',
    amount: 499,
    currency: 'usd',
    trialDays: 0,
    status: 'open',
    expiresAt: '2026-06-02T12:00:00.000Z',
    cancelUrl: '/membership',
    successUrl: null,
    ...overrides,
  };
}

function checkoutApi(pay: Reply | (() => Reply), more: Record<string, Reply> = {}, checkout = view()) {
  return fakeApi({
    [`GET ${BILLING_API.sandboxCheckout(ID)}`]: { body: checkout },
    [`POST ${BILLING_API.sandboxPay(ID)}`]: typeof pay === 'function' ? pay : () => pay,
    ...more,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});
/** Leaving for the merchant's page is a full navigation: recorded, not made. */
function stubNavigation() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => {});
}

async function fillCard(user: ReturnType<typeof renderApp>['user'], number: string, expiry = '1230') {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), expiry);
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
}

describe('card formatting', () => {
  it('groups the number by four and writes the expiry as MM / YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42x')).toBe('4242 42');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(parseExpiry('12 / 30')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry('13 / 30')).toBeNull();
    expect(parseExpiry('12')).toBeNull();
  });
});

describe('SandboxCheckoutPage', () => {
  it('says it is a sandbox, shows the order with the price, and pays with a test card picked by click', async () => {
    const assign = stubNavigation();
    const api = checkoutApi({ body: { status: 'succeeded', redirectUrl: '/settings/billing?done=1' } });
    const { user } = renderApp(PAGE, { api });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Kingside Gold membership');
    expect(screen.getByRole('note').textContent).toContain('Sandbox — no real money');
    expect(screen.getByText('$4.99 / month')).toBeTruthy();
    const number = screen.getByLabelText('Card number');
    expect(number.getAttribute('autocomplete')).toBe('cc-number');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Expiry (MM / YY)').getAttribute('autocomplete')).toBe('cc-exp');
    expect(screen.getByLabelText('Security code (CVC)').getAttribute('autocomplete')).toBe('cc-csc');

    await user.click(screen.getByRole('button', { name: 'Use the Pays card 4242 4242 4242 4242' }));
    expect((number as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay $4.99' }));
    expect(assign).toHaveBeenCalledWith('/settings/billing?done=1');
    const sent = api.received.find((r) => r.path === BILLING_API.sandboxPay(ID));
    // The provider's API: no CSRF field, no amount, only the card.
    expect(sent?.body).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      name: '',
    });
  });

  it('announces a declined card with what to do next and keeps the form', async () => {
    const api = checkoutApi({
      status: 402,
      body: { error: { code: 'card_declined', message: BILLING_MESSAGES.card_declined } },
    });
    const { user } = renderApp(PAGE, { api });
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $4.99' }));
    expect((await screen.findByRole('alert')).textContent).toBe(BILLING_MESSAGES.card_declined);
    expect(screen.getByRole('button', { name: 'Pay $4.99' })).toBeTruthy();
  });

  it('checks the expiry before sending anything', async () => {
    const api = checkoutApi({ body: {} });
    const { user } = renderApp(PAGE, { api });
    await fillCard(user, '4242424242424242', '13');
    await user.click(screen.getByRole('button', { name: 'Pay $4.99' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the expiry date as MM / YY, for example 12 / 30.',
    );
    expect(screen.getByLabelText('Expiry (MM / YY)').getAttribute('aria-invalid')).toBe('true');
    expect(api.received.some((r) => r.path === BILLING_API.sandboxPay(ID))).toBe(false);
  });

  it('asks for the bank confirmation; approving pays and leaves for the success page', async () => {
    const assign = stubNavigation();
    const api = checkoutApi(
      { body: { status: 'requires_action', message: BILLING_MESSAGES.payment_requires_action } },
      { [`POST ${BILLING_API.sandboxConfirm(ID)}`]: { body: { status: 'succeeded', redirectUrl: '/done' } } },
    );
    const { user } = renderApp(PAGE, { api });
    await fillCard(user, '4000002500003155');
    await user.click(screen.getByRole('button', { name: 'Pay $4.99' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment' });
    expect(dialog.textContent).toContain('Your bank asks you to confirm the payment of $4.99 to Kingside.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(assign).toHaveBeenCalledWith('/done');
    expect(api.received.at(-1)?.body).toEqual({ approve: true });
  });

  it('declining the confirmation closes it and says the card was declined', async () => {
    const api = checkoutApi(
      { body: { status: 'requires_action', message: BILLING_MESSAGES.payment_requires_action } },
      {
        [`POST ${BILLING_API.sandboxConfirm(ID)}`]: {
          status: 402,
          body: { error: { code: 'card_declined', message: BILLING_MESSAGES.card_declined } },
        },
      },
    );
    const { user } = renderApp(PAGE, { api });
    await fillCard(user, '4000002500003155');
    await user.click(screen.getByRole('button', { name: 'Pay $4.99' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline' }));
    expect((await screen.findByRole('alert')).textContent).toBe(BILLING_MESSAGES.card_declined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a trial as free now, then the price, in Spanish too', async () => {
    const api = checkoutApi({ body: {} }, {}, view({ trialDays: 7, tier: 'platinum', amount: 799 }));
    renderApp(`/es${PAGE}`, { api });
    expect(await screen.findByText('7 días gratis, después 7,99 US$/mes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Empezar la prueba gratis' })).toBeTruthy();
    expect(screen.getByText('Entorno de pruebas — sin dinero real')).toBeTruthy();
  });

  it('a finished checkout offers the way on instead of a form', async () => {
    const api = checkoutApi({ body: {} }, {}, view({ status: 'expired' }));
    renderApp(PAGE, { api });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This checkout has expired');
    expect(screen.getByRole('link', { name: 'Back to membership' }).getAttribute('href')).toBe('/membership');
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('an unknown checkout is not found', async () => {
    const api = fakeApi();
    renderApp(PAGE, { api });
    expect(
      await screen.findByRole('heading', { name: /not found|doesn’t exist|does not exist/i }),
    ).toBeTruthy();
  });
});
