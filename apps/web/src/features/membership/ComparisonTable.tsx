import { ENTITLEMENTS, isBuiltFeature, TIERS, type Tier } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { allowanceText } from './allowance-text';
import { MembershipBadge } from './MembershipBadge';
import '../../lib/i18n/locales/en.membership';

/** Only what a member can use today is sold (contract availability.ts). */
const SOLD = ENTITLEMENTS.filter((row) => isBuiltFeature(row.feature));

/** Every working feature against every tier, from the one entitlement table the server enforces. */
export function ComparisonTable({ currentTier }: { currentTier: Tier | null }) {
  const { t } = useTranslation();
  const column = (tier: Tier) =>
    `compare__tier compare__tier--${tier}${tier === currentTier ? ' is-current' : ''}`;
  return (
    <div className="compare">
      <h2 id="compare-title">{t('membership.compareTitle')}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls, by keyboard too */}
      <section className="compare__scroll" tabIndex={0} aria-labelledby="compare-title">
        <table className="compare__table">
          <caption className="visually-hidden">{t('membership.compareCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="compare__feature">
                {t('membership.feature')}
              </th>
              {TIERS.map((tier) => (
                <th key={tier} scope="col" className={column(tier)}>
                  <MembershipBadge membership={tier} />
                  {tier === currentTier && <span className="compare__yours">{t('membership.yourTier')}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SOLD.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="compare__feature">
                  {t(`membership.features.${row.feature}`)}
                </th>
                {TIERS.map((tier) => {
                  const { shown, spoken } = allowanceText(row.ours[tier], row.per ?? row.bank, t);
                  const locked = row.ours[tier] === 0;
                  return (
                    <td key={tier} className={`${column(tier)}${locked ? ' is-locked' : ''}`}>
                      {shown === spoken ? (
                        shown
                      ) : (
                        <>
                          <span aria-hidden="true">{shown}</span>
                          <span className="visually-hidden">{spoken}</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
