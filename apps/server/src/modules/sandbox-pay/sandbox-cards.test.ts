import { SANDBOX_CARDS } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { checkCard, passesLuhn } from './sandbox-cards';

const now = new Date('2026-06-15T12:00:00Z');
const card = (number: string, more: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) =>
  checkCard({ number, expMonth: 12, expYear: 2030, cvc: '123', ...more }, now);

describe('sandbox test cards', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });

  it('knows each test card', () => {
    expect(card(SANDBOX_CARDS.succeeds)).toMatchObject({
      brand: 'visa',
      last4: '4242',
      firstCharge: 'succeeds',
      behaviour: 'succeeds',
    });
    expect(card(SANDBOX_CARDS.declined)?.firstCharge).toBe('declined');
    expect(card(SANDBOX_CARDS.requiresAction)?.firstCharge).toBe('requires_action');
    expect(card(SANDBOX_CARDS.failsOnRenewal)).toMatchObject({
      firstCharge: 'succeeds',
      behaviour: 'fails_on_renewal',
    });
    expect(card('5555555555554444')).toMatchObject({ brand: 'mastercard', firstCharge: 'succeeds' });
  });

  it.each([
    ['a bad check digit', '4242424242424241', {}],
    ['letters', '4242abcd42424242', {}],
    ['too few digits', '42424', {}],
    ['a month past 12', SANDBOX_CARDS.succeeds, { expMonth: 13 }],
    ['last month', SANDBOX_CARDS.succeeds, { expMonth: 5, expYear: 2026 }],
    ['a two-digit CVC', SANDBOX_CARDS.succeeds, { cvc: '12' }],
    ['a five-digit CVC', SANDBOX_CARDS.succeeds, { cvc: '12345' }],
  ])('refuses %s', (_name, number, more) => {
    expect(card(number, more)).toBeNull();
  });

  it('takes a card through the end of its expiry month, and two-digit years', () => {
    expect(card(SANDBOX_CARDS.succeeds, { expMonth: 6, expYear: 2026 })).not.toBeNull();
    expect(card(SANDBOX_CARDS.succeeds, { expMonth: 7, expYear: 26 })?.expYear).toBe(2026);
  });
});
