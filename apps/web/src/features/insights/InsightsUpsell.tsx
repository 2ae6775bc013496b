import { PRICES, type Tier } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import { MembershipBadge } from '../membership/MembershipBadge';
import { InsightsCharts } from './InsightsCharts';
import { SAMPLE_REPORT } from './sample-report';
import '../../lib/i18n/locales/en.insights';

/** Below platinum: what Insights would show (sample data, clearly marked), the price, the way to it. */
export function InsightsUpsell({ tier }: { tier: Tier | null }) {
  const { t, i18n } = useTranslation();
  const url = useRouteUrl();
  const offered = tier === 'diamond' ? 'diamond' : 'platinum';
  const price = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(
    PRICES[offered].month / 100,
  );
  return (
    <div className="insights-upsell">
      <section className="insights-offer" aria-labelledby="insights-offer-title">
        <MembershipBadge membership={offered} />
        <h2 id="insights-offer-title">{t('insights.upsell.title')}</h2>
        <p>{t('insights.upsell.lead')}</p>
        <ul className="insights-offer__features">
          {t('insights.upsell.features', { returnObjects: true }).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p className="insights-offer__price">{t('insights.upsell.price', { price })}</p>
        <Link className="button button--primary button--large" to={url('membership')}>
          {t('insights.upsell.button')}
        </Link>
      </section>
      <div className="insights-sample">
        <p className="insights-sample__label">
          <span className="tag">{t('insights.upsell.sample')}</span> {t('insights.upsell.sampleNote')}
        </p>
        <div className="insights-sample__preview" aria-hidden="true" inert>
          <InsightsCharts report={SAMPLE_REPORT} />
        </div>
        <span className="insights-sample__watermark" aria-hidden="true">
          {t('insights.upsell.sample')}
        </span>
      </div>
    </div>
  );
}
