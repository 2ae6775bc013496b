import './membership.css';
import { type EntitlementFeature, isPaidTier, lowestTierFor, PRICES, type Tier } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { formatMoney } from '../billing/format';
import { MembershipBadge } from './MembershipBadge';
import '../../lib/i18n/locales/en.membership';

/**
 * "Insights is part of Platinum": the lowest tier that unlocks a feature, its monthly price and the
 * way to /membership. For any locked feature; `coupon` carries a `?c=` code along; `tier` names a
 * higher one when the thing is gated above its feature (a gold lesson course).
 */
export function UpgradePrompt({
  feature,
  coupon,
  tier = lowestTierFor(feature),
}: {
  feature: EntitlementFeature;
  coupon?: string;
  tier?: Tier | null;
}) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const language = useLanguage();
  if (!tier || !isPaidTier(tier)) return null;
  const name = t(`membershipLevel.${tier}`);
  const featureName = t(`membership.features.${feature}`);
  return (
    <aside
      className={`upgrade-prompt plan--${tier}`}
      aria-label={t('upgrade.title', { feature: featureName, tier: name })}
    >
      <MembershipBadge membership={tier} hidden />
      <div className="upgrade-prompt__text">
        <strong>{t('upgrade.title', { feature: featureName, tier: name })}</strong>
        <span>
          {t('upgrade.text', { tier: name, price: formatMoney(PRICES[tier].month, 'usd', language) })}
        </span>
      </div>
      <Link className="button button--primary" to={url('membership', {}, coupon ? { c: coupon } : undefined)}>
        {t('upgrade.action')}
      </Link>
    </aside>
  );
}
