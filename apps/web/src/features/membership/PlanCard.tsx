import { type BillingInterval, type PaidTier, PRICES, type PriceQuote, type Tier } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { formatMoney } from '../billing/format';
import { GiftIcon } from './GiftIcon';
import { MembershipBadge } from './MembershipBadge';
import '../../lib/i18n/locales/en.membership';

/** How much a year costs against twelve months, in whole percent. */
export function yearlySaving(tier: PaidTier): number {
  return Math.round((1 - PRICES[tier].year / (PRICES[tier].month * 12)) * 100);
}

/** What the card offers: sign up (guests), change (members with a plan), or checkout; gifts for members. */
export type PlanAction =
  /** `signUp`: the sign-up page, which comes back here (with the coupon) once the account exists. */
  | { kind: 'guest'; signUp: string }
  | {
      kind: 'member';
      choose: 'change' | 'checkout' | 'none';
      pending: boolean;
      busy: boolean;
      onChoose: () => void;
      onGift: () => void;
    };

interface PlanCardProps {
  tier: Tier;
  interval: BillingInterval;
  /** The first charge with the coupon applied; none for basic. */
  quote: PriceQuote | null;
  trialDays: number | null;
  isCurrent: boolean;
  action: PlanAction | null;
}

/** One tier as a card: its colour, price (struck through when a coupon lowers it) and what to do. */
export function PlanCard({ tier, interval, quote, trialDays, isCurrent, action }: PlanCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const url = useRouteUrl();
  const money = (cents: number) => formatMoney(cents, 'usd', language);
  const name = t(`membershipLevel.${tier}`);

  return (
    <li className={`plan plan--${tier}${isCurrent ? ' plan--current' : ''}`}>
      <h3 className="plan__name">
        <MembershipBadge membership={tier} />
        {isCurrent && <span className="plan__current">{t('membership.currentPlan')}</span>}
      </h3>
      <p className="plan__tagline">{t(`membership.taglines.${tier}`)}</p>
      {quote ? (
        <div className="plan__price">
          {quote.discount > 0 ? (
            <>
              <span aria-hidden="true">
                <s className="plan__list">{money(quote.list)}</s> <strong>{money(quote.total)}</strong>
              </span>
              <span className="visually-hidden">
                {t('membership.wasNow', { list: money(quote.list), total: money(quote.total) })}
              </span>
            </>
          ) : (
            <strong>{money(quote.total)}</strong>
          )}{' '}
          <span className="plan__per">
            {t(interval === 'month' ? 'membership.perMonth' : 'membership.perYear')}
          </span>
          {interval === 'year' && (
            <span className="plan__saving">
              {t('membership.monthlyEquivalent', { amount: money(Math.round(PRICES[quote.tier].year / 12)) })}
              {' · '}
              <span className="tag plan__save">
                {t('membership.save', { percent: yearlySaving(quote.tier) })}
              </span>
            </span>
          )}
        </div>
      ) : (
        <div className="plan__price">
          <strong>{t('membership.free')}</strong>{' '}
          <span className="plan__per">{t('membership.freeForever')}</span>
        </div>
      )}
      {quote && trialDays && (
        <p className="plan__trial">
          {t('membership.trialThen', { days: trialDays, price: money(quote.total) })}
        </p>
      )}
      <div className="plan__actions">
        {action?.kind === 'guest' && quote && (
          <Link className="button button--primary button--block" to={action.signUp}>
            {t('membership.choose', { tier: name })}
          </Link>
        )}
        {action?.kind === 'member' && action.choose === 'change' && (
          <Link className="button button--block" to={url('settings_billing')}>
            {t('membership.changePlan')}
          </Link>
        )}
        {action?.kind === 'member' && action.choose === 'checkout' && (
          <button
            type="button"
            className="button button--primary button--block"
            disabled={action.busy}
            aria-busy={action.pending || undefined}
            onClick={action.onChoose}
          >
            {action.pending ? t('membership.opening') : t('membership.choose', { tier: name })}
          </button>
        )}
        {action?.kind === 'member' && quote && (
          <button
            type="button"
            className="button button--quiet button--block"
            disabled={action.busy}
            aria-label={t('membership.giftLabel', { tier: name })}
            onClick={action.onGift}
          >
            <GiftIcon /> {t('membership.giftShort')}
          </button>
        )}
      </div>
    </li>
  );
}
