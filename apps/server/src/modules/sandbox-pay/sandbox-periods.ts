import type { BillingInterval } from '@kingside/contract';

const DAY_MS = 24 * 60 * 60_000;

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** One billing interval later; a day the next month lacks becomes its last day (Jan 31 → Feb 28). */
export function addInterval(at: Date, interval: BillingInterval): Date {
  const months = interval === 'month' ? 1 : 12;
  const target = new Date(at);
  const day = at.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
