import type { Allowance, QuotaPeriod } from '@kingside/contract';
import type { TFunction } from 'i18next';
import '../../lib/i18n/locales/en.membership';

/** A comparison cell: what people see, and what a screen reader says for the ✓ and — marks. */
export function allowanceText(
  allowance: Allowance,
  per: QuotaPeriod | 'month' | 'year' | undefined,
  t: TFunction,
): { shown: string; spoken: string } {
  if (allowance === 'unlimited') {
    const text = t('membership.allowance.unlimited');
    return { shown: text, spoken: text };
  }
  if (allowance === 0) return { shown: '—', spoken: t('membership.allowance.notIncluded') };
  if (per) {
    const text = t(`membership.allowance.${per}`, { count: allowance });
    return { shown: text, spoken: text };
  }
  return { shown: '✓', spoken: t('membership.allowance.included') };
}
