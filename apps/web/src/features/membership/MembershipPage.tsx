import './membership.css';
import { TIERS } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { MembershipBadge } from './MembershipBadge';

/** The tiers of §4 side by side; `?c=` carries a coupon code to checkout (§2). */
export function MembershipPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const [search] = useSearchParams();
  const { user, isLoggedIn } = useCurrentUser();
  const coupon = search.get('c')?.trim();
  useDocumentTitle('membership');

  return (
    <div className="membership">
      <header className="membership__intro">
        <h1>{t('membership.title')}</h1>
        <p className="lead">{t('membership.lead')}</p>
        {coupon && (
          <p className="notice" role="status">
            {t('membership.coupon', { code: coupon })}
          </p>
        )}
      </header>
      <ul className="plans">
        {TIERS.map((tier) => {
          const current = isLoggedIn && user.membership === tier;
          return (
            <li key={tier} className={`plan plan--${tier}${current ? ' plan--current' : ''}`}>
              <h2 className="plan__name">
                <MembershipBadge membership={tier} />
              </h2>
              {current && <p className="plan__current">{t('membership.currentPlan')}</p>}
              {tier === 'basic' && <p className="plan__price">{t('membership.free')}</p>}
              <ul className="plan__features">
                {t(`membership.tiers.${tier}`, { returnObjects: true }).map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <p className="membership__footnote">
        {isLoggedIn ? (
          t('membership.upgradesSoon')
        ) : (
          <Link className="button button--primary" to={url('register')}>
            {t('membership.joinFree')}
          </Link>
        )}
      </p>
    </div>
  );
}
