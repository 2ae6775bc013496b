/** What the card form shows while typing: digits grouped by four, expiry as `MM / YY`. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && digits > '1') return `0${digits} / `;
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** `MM / YY` (or `MM/YYYY`) → month and full year, or null when it is not a date. */
export function parseExpiry(input: string): { expMonth: number; expYear: number } | null {
  const match = input.replace(/\s/g, '').match(/^(\d{1,2})\/(\d{2}|\d{4})$/);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}
