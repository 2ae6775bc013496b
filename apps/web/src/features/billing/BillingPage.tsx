import './billing.css';
import type { BillingOverview } from '@kingside/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { fetchBilling } from './billing.api';
import { InvoiceTable } from './InvoiceTable';
import { PlanSummary } from './PlanSummary';
import { type Activation, useCheckoutActivation } from './useCheckoutActivation';
import '../../lib/i18n/locales/en.membership';
import '../../lib/i18n/locales/en.settings';

/** /settings/billing: the member's plan, what happens next, receipts; and the landing after checkout. */
export function BillingPage() {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const location = useLocation();
  const { isLoggedIn } = useCurrentUser();
  useDocumentTitle('settings_billing');
  return (
    <section className="billing">
      <p className="billing__back">
        <Link to={url('settings')}>← {t('settings.title')}</Link>
      </p>
      <h1>{t('billingPage.title')}</h1>
      {isLoggedIn ? (
        <MemberBilling />
      ) : (
        <p className="notice">
          {t('billingPage.loginFirst')}{' '}
          <Link to={url('login_and_go', {}, { target: `${location.pathname}${location.search}` })}>
            {t('billingPage.logIn')}
          </Link>
        </p>
      )}
    </section>
  );
}

function MemberBilling() {
  const { t } = useTranslation();
  const { http } = useServices();
  const [search] = useSearchParams();
  const [overview, setOverview] = useState<BillingOverview | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    try {
      setOverview(await fetchBilling(http));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [http]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const activation = useCheckoutActivation(search.get('checkout'), overview, reload);

  return (
    <>
      <ActivationNotice activation={activation} />
      {failed && overview === null && (
        <p className="notice" role="alert">
          {t('billingPage.loadFailed')}
        </p>
      )}
      {overview === null ? (
        !failed && <p role="status">{t('billingPage.loading')}</p>
      ) : (
        <>
          <PlanSummary overview={overview} onChanged={reload} />
          <InvoiceTable invoices={overview.invoices} />
        </>
      )}
    </>
  );
}

/** One polite live region, present from the start so screen readers hear each change. */
function ActivationNotice({ activation }: { activation: Activation }) {
  const { t } = useTranslation();
  const text =
    activation.state === 'waiting'
      ? t('billingPage.activating')
      : activation.state === 'active'
        ? t('billingPage.welcome', { tier: t(`membershipLevel.${activation.tier}`) })
        : activation.state === 'slow'
          ? t('billingPage.slow')
          : '';
  return (
    <div
      className={`billing__activation billing__activation--${activation.state}`}
      role="status"
      aria-live="polite"
    >
      {activation.state === 'waiting' && <span className="billing__spinner" aria-hidden="true" />}
      {activation.state === 'active' && <span aria-hidden="true">♛ </span>}
      {text}
    </div>
  );
}
