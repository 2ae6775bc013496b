import { SANDBOX_CARDS } from '@kingside/contract';
import type { CardBehaviour } from './sandbox-pay.tables';

/**
 * The test cards' rules, as on Stripe's test mode: a card is first checked (Luhn, expiry, CVC),
 * then its number says what the "bank" does with the first charge and with later ones.
 */
export type FirstCharge = 'succeeds' | 'declined' | 'requires_action';

export interface CheckedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  firstCharge: FirstCharge;
  /** What later charges (renewals, prorations) do with this card once saved. */
  behaviour: CardBehaviour;
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month (UTC). Two-digit years mean 20xx. */
function notExpired(month: number, year: number, now: Date): boolean {
  if (month < 1 || month > 12) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  return Date.UTC(fullYear, month, 1) > now.getTime();
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** Null when the card is not a valid card at all (`card_invalid`). */
export function checkCard(card: CardInput, now: Date): CheckedCard | null {
  const digits = card.number;
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return null;
  if (!/^\d{3,4}$/.test(card.cvc)) return null;
  if (!notExpired(card.expMonth, card.expYear, now)) return null;
  const firstCharge: FirstCharge =
    digits === SANDBOX_CARDS.declined
      ? 'declined'
      : digits === SANDBOX_CARDS.requiresAction
        ? 'requires_action'
        : 'succeeds';
  return {
    brand: brandOf(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
    firstCharge,
    behaviour: digits === SANDBOX_CARDS.failsOnRenewal ? 'fails_on_renewal' : 'succeeds',
  };
}
