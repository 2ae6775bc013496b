import type { Language, SubscriptionView } from '@kingside/contract';
import type { TFunction } from 'i18next';
import { formatDay, formatMoney } from './format';
import '../../lib/i18n/locales/en.membership';

/** The state of a plan in words: "Renews on March 9, 2026 for $7.99", "Cancels on …", "Payment failed — …". */
export function subscriptionStatusText(
  subscription: SubscriptionView,
  t: TFunction,
  language: Language,
): string {
  const day = (iso: string) => formatDay(iso, language);
  const end = day(subscription.currentPeriodEnd);
  const charge = subscription.nextCharge;
  const amount = charge ? formatMoney(charge.amount, charge.currency, language) : '';
  if (subscription.kind === 'gift') {
    return subscription.giftFrom
      ? t('billingPage.status.giftFrom', { from: subscription.giftFrom, date: end })
      : t('billingPage.status.giftUntil', { date: end });
  }
  switch (subscription.status) {
    case 'expired':
      return t('billingPage.status.expired', { date: end });
    case 'canceled':
      return t('billingPage.status.canceled', { date: end });
    case 'past_due':
      return t('billingPage.status.pastDue', { date: day(subscription.graceEndsAt ?? end) });
    default:
      break;
  }
  if (subscription.cancelAtPeriodEnd) return t('billingPage.status.cancels', { date: end });
  if (subscription.status === 'trialing') {
    const date = day(subscription.trialEnd ?? end);
    return charge
      ? t('billingPage.status.trialThen', { date, amount })
      : t('billingPage.status.trialing', { date });
  }
  return charge
    ? t('billingPage.status.renews', { date: day(charge.at), amount })
    : t('billingPage.status.cancels', { date: end });
}

/** Whether the plan still gives its tier (a canceled or expired one is history). */
export function isLive(subscription: SubscriptionView | null): subscription is SubscriptionView {
  return subscription !== null && subscription.status !== 'expired' && subscription.status !== 'canceled';
}
