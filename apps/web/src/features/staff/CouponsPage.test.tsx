import type { StaffCouponView } from '@kingside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { memberPayload, pageContext } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const staffContext = () => pageContext({ current: memberPayload('boss', 'staff') });

function coupon(overrides: Partial<StaffCouponView> = {}): StaffCouponView {
  return {
    code: 'SPRING-25',
    kind: 'percent',
    amount: 25,
    expiresAt: '2027-01-01T00:00:00.000Z',
    currency: null,
    maxUses: 100,
    uses: 3,
    state: 'active',
    createdAt: '2026-06-01T12:00:00.000Z',
    createdBy: 'boss',
    disabledAt: null,
    ...overrides,
  };
}

const refusal = (field: string, code = 'validation_failed') => ({
  status: code === 'conflict' ? 409 : 400,
  body: { error: { code, message: 'server text', field } },
});

describe('CouponsPage', () => {
  it('lists coupons with discount, uses, last day and state', async () => {
    const api = fakeApi({
      'GET /callback/staff/coupons': {
        body: {
          coupons: [
            coupon(),
            coupon({ code: 'FIVE_OFF', kind: 'fixed', amount: 500, currency: 'usd', maxUses: null }),
            coupon({ code: 'OLD', expiresAt: null, state: 'disabled' }),
          ],
        },
      },
    });
    renderApp('/staff/coupons', { api, context: staffContext() });
    const table = await screen.findByRole('table', { name: 'Coupons' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['SPRING-25', '25%', '3 / 100', 'Dec 31, 2026', 'Active', 'Disable…']);
    expect(within(rows[2]!).getByText('$5.00')).toBeTruthy();
    expect(within(rows[2]!).getByText('3 / unlimited')).toBeTruthy();
    expect(within(rows[3]!).getByText('Never')).toBeTruthy();
    expect(within(rows[3]!).queryByRole('button')).toBeNull();
  });

  it('creates a coupon, sending cents for an amount off, and lists it first', async () => {
    const api = fakeApi({
      'GET /callback/staff/coupons': { body: { coupons: [coupon()] } },
      'POST /callback/staff/coupons': (request) => ({
        status: 201,
        body: coupon({ code: 'LAUNCH', kind: 'fixed', amount: request.body?.amount as number, uses: 0 }),
      }),
    });
    const { user } = renderApp('/staff/coupons', { api, context: staffContext() });
    await screen.findByRole('table', { name: 'Coupons' });
    await user.type(screen.getByLabelText('Code'), 'launch');
    await user.click(screen.getByLabelText('Amount off (US$)'));
    await user.type(screen.getByLabelText('Amount'), '4.99');
    await user.type(screen.getByLabelText('Last day (optional)'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));

    expect((await screen.findByRole('status')).textContent).toBe('Coupon LAUNCH created.');
    expect(api.received.find((r) => r.method === 'POST')?.body).toMatchObject({
      code: 'launch',
      kind: 'fixed',
      amount: 499,
      expires: '2026-12-31',
      maxUses: null,
    });
    const rows = within(screen.getByRole('table', { name: 'Coupons' })).getAllByRole('row');
    expect(within(rows[1]!).getByText('LAUNCH')).toBeTruthy();
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['amount', 'validation_failed', 'Amount', 'A percentage is a whole number from 1 to 100.'],
    ['expires', 'validation_failed', 'Last day (optional)', 'The last day must be today or later.'],
    ['code', 'conflict', 'Code', 'A coupon with this code already exists.'],
    [
      'maxUses',
      'validation_failed',
      'Maximum uses (optional)',
      'Maximum uses is a whole number of at least 1, or empty for unlimited.',
    ],
  ])('shows the server refusing %s (%s) beside the field', async (field, code, label, message) => {
    const api = fakeApi({
      'GET /callback/staff/coupons': { body: { coupons: [] } },
      'POST /callback/staff/coupons': refusal(field, code),
    });
    const { user } = renderApp('/staff/coupons', { api, context: staffContext() });
    expect(await screen.findByText('No coupons yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Code'), 'SPRING');
    await user.type(screen.getByLabelText('Amount'), '101');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    const input = screen.getByLabelText(label);
    await screen.findByText(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    // Only the field the server named is marked.
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe(field === 'code' ? 'true' : null);
  });

  it('disables a coupon only after a confirm', async () => {
    const api = fakeApi({
      'GET /callback/staff/coupons': { body: { coupons: [coupon()] } },
      'POST /callback/staff/coupons/SPRING-25/disable': {
        body: coupon({ state: 'disabled', disabledAt: '2026-06-02T00:00:00.000Z' }),
      },
    });
    const { user } = renderApp('/staff/coupons', { api, context: staffContext() });
    await user.click(await screen.findByRole('button', { name: 'Disable… SPRING-25' }));
    expect(api.received.some((r) => r.method === 'POST')).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(
      'Disable SPRING-25? Members can no longer use it; open checkouts may still be paid.',
    );
    await user.click(screen.getByRole('button', { name: 'Yes, disable' }));
    expect((await screen.findByRole('status')).textContent).toBe('Coupon SPRING-25 is disabled.');
    expect(screen.getByText('Disabled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Disable/ })).toBeNull();
  });

  it('tells members the page is for staff', async () => {
    const api = fakeApi({
      'GET /callback/staff/coupons': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'Only staff can do this.' } },
      },
    });
    renderApp('/staff/coupons', { api, context: staffContext() });
    expect((await screen.findByRole('alert')).textContent).toBe('Only staff can manage coupons.');
    expect(screen.queryByRole('button', { name: 'Create coupon' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    const api = fakeApi({ 'GET /callback/staff/coupons': { body: { coupons: [coupon()] } } });
    renderApp('/es/staff/coupons', { api, context: staffContext() });
    expect(await screen.findByRole('heading', { name: 'Cupones' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crear cupón' })).toBeTruthy();
    expect(await screen.findByText('Activo')).toBeTruthy();
  });
});
