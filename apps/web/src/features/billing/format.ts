import type { Language } from '@kingside/contract';

/** Cents as the member's language writes money: "$7.99", "7,99 US$". */
export function formatMoney(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** A day as the member's language writes it: "March 9, 2026". */
export function formatDay(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}
