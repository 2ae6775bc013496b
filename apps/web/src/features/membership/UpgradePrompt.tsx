import './membership.css';
import { type EntitlementFeature, isPaidTier, lowestTierFor, PRICES } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { formatMoney } from '../billing/format';
import { MembershipBadge } from './MembershipBadge';
import '../../lib/i18n/locales/en.membership';

/**
 * "Insights is part of Platinum": the lowest tier that unlocks a feature, its monthly price and the
 * way to /membership. For any locked feature; `coupon` carries a `?c=` code along.
 */
export function UpgradePrompt({ feature, coupon }: { feature: EntitlementFeature; coupon?: string }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const language = useLanguage();
  const tier = lowestTierFor(feature);
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
