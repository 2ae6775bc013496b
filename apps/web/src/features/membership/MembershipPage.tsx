import './membership.css';
import {
  BILLING_INTERVALS,
  type BillingInterval,
  type CouponView,
  isPaidTier,
  type Language,
  PAID_TIERS,
  type PaidTier,
  type PlansResponse,
  quotePrice,
  TIERS,
  type Tier,
} from '@kingside/contract';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { fetchPlans } from '../billing/billing.api';
import { formatMoney } from '../billing/format';
import { isLive, subscriptionStatusText } from '../billing/subscription-status';
import { ComparisonTable } from './ComparisonTable';
import { GiftDialog } from './GiftDialog';
import { type PlanAction, PlanCard, yearlySaving } from './PlanCard';
import { useCheckout } from './useCheckout';
import '../../lib/i18n/locales/en.membership';

/** The tiers side by side with their prices; `?c=` applies a coupon the server checks (§2). */
export function MembershipPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const url = useRouteUrl();
  const location = useLocation();
  const { http } = useServices();
  const [search] = useSearchParams();
  const { user, isLoggedIn } = useCurrentUser();
  const code = search.get('c')?.trim() || null;
  const [plans, setPlans] = useState<PlansResponse | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [interval, chooseInterval] = useState<BillingInterval>('month');
  const [gift, setGift] = useState<PaidTier | null>(null);
  const checkout = useCheckout();
  useDocumentTitle('membership');

  // Asked again when the member changes (login, a new tier pushed): the plan and trial are theirs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: who is logged in, and their tier, are what the answer depends on
  useEffect(() => {
    let cancelled = false;
    setLoadFailed(false);
    fetchPlans(http, code).then(
      (answer) => !cancelled && setPlans(answer),
      () => !cancelled && setLoadFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [http, code, isLoggedIn, user.membershipLevel]);

  const currentTier: Tier | null =
    isLoggedIn && (TIERS as readonly string[]).includes(user.membership) ? (user.membership as Tier) : null;
  const subscription = isLive(plans?.current ?? null) ? (plans?.current ?? null) : null;
  const trialDays = isLoggedIn && plans?.eligibleFirstTrial ? plans.trialDays : null;
  // Until the server answers, list prices (the server's are the same without a coupon).
  const quoteOf = (tier: PaidTier) =>
    plans?.quotes.find((quote) => quote.tier === tier && quote.interval === interval) ??
    quotePrice(tier, interval);
  const here = `${location.pathname}${location.search}`;
  const signUp = url('register', {}, { target: here });

  const actionFor = (tier: Tier): PlanAction | null => {
    if (!isPaidTier(tier)) return null;
    if (!isLoggedIn) return { kind: 'guest', signUp };
    // A click before the coupon is known would check out at the list price.
    const busy = checkout.pending !== null || (code !== null && plans === null && !loadFailed);
    return {
      kind: 'member',
      choose: subscription ? (subscription.tier === tier ? 'none' : 'change') : 'checkout',
      pending: checkout.pending?.tier === tier,
      busy,
      onChoose: () =>
        void checkout.start({ tier, interval, ...(plans?.coupon ? { coupon: plans.coupon.code } : {}) }),
      onGift: () => setGift(tier),
    };
  };

  return (
    <div className="membership">
      <header className="membership__intro">
        <h1>{t('membership.title')}</h1>
        <p className="lead">{t('membership.lead')}</p>
        {plans?.coupon && (
          <p className="membership__coupon" role="status">
            {t('membership.couponApplied', {
              code: plans.coupon.code,
              off: couponOff(plans.coupon, t, language),
            })}
          </p>
        )}
        {plans?.couponError && code && (
          <p className="notice membership__coupon-error" role="alert">
            {t('membership.couponInvalid', { code, message: plans.couponError.message })}
          </p>
        )}
        {loadFailed && (
          <p className="notice" role="alert">
            {t('membership.loadFailed')}
          </p>
        )}
        {subscription && (
          <p className="membership__your-plan">
            <strong>{t('membership.currentPlan')}:</strong> {t(`membershipLevel.${subscription.tier}`)} ·{' '}
            {subscriptionStatusText(subscription, t, language)}{' '}
            <Link to={url('settings_billing')}>{t('membership.changePlan')}</Link>
          </p>
        )}
        {trialDays && (
          <div className="membership__trial">
            <strong>{t('membership.trialOffer', { days: trialDays })}</strong>
            <span>{t('membership.trialLead', { days: trialDays })}</span>
          </div>
        )}
      </header>

      <fieldset className="period-toggle">
        <legend className="visually-hidden">{t('membership.billing.legend')}</legend>
        {BILLING_INTERVALS.map((value) => (
          <label key={value} className="period-toggle__option">
            <input
              type="radio"
              name="billing-period"
              value={value}
              checked={interval === value}
              onChange={() => chooseInterval(value)}
            />
            <span>
              {t(`membership.billing.${value}`)}
              {value === 'year' && (
                <span className="period-toggle__save">
                  {t('membership.billing.saveUpTo', { percent: Math.max(...PAID_TIERS.map(yearlySaving)) })}
                </span>
              )}
            </span>
          </label>
        ))}
      </fieldset>

      {checkout.error && (
        <p className="notice membership__error" role="alert">
          {checkout.error}
        </p>
      )}

      <ul className="plans">
        {TIERS.map((tier) => (
          <PlanCard
            key={tier}
            tier={tier}
            interval={interval}
            quote={isPaidTier(tier) ? quoteOf(tier) : null}
            trialDays={trialDays}
            isCurrent={tier === currentTier}
            action={actionFor(tier)}
          />
        ))}
      </ul>

      {!isLoggedIn && (
        <p className="membership__login">
          <Link className="button button--primary" to={signUp}>
            {t('membership.joinFree')}
          </Link>{' '}
          <Link to={url('login_and_go', {}, { target: here })}>{t('membership.logIn')}</Link>
        </p>
      )}

      <ComparisonTable currentTier={currentTier} />
      <p className="membership__footnote">{t('membership.footnote')}</p>

      {gift && <GiftDialog tier={gift} initialInterval={interval} onClose={() => setGift(null)} />}
    </div>
  );
}

/** "25%" or "$2.00": what the coupon takes off the first payment. */
function couponOff(coupon: CouponView, t: TFunction, language: Language) {
  return coupon.kind === 'percent'
    ? t('membership.couponPercent', { amount: coupon.amount })
    : formatMoney(coupon.amount, 'usd', language);
}
