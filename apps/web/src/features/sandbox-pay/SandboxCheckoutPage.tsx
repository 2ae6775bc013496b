import './sandbox-pay.css';
import type { SandboxCheckoutView } from '@kingside/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLanguage } from '../../app/useLanguage';
import { errorStatus } from '../../lib/server-error';
import { NotFoundPage } from '../errors/NotFoundPage';
import { CardForm } from './CardForm';
import { OrderSummary } from './CheckoutSummary';
import { fetchCheckout } from './sandbox-pay.api';
import '../../lib/i18n/locales/en.sandboxPay';

/**
 * `/billing/sandbox/checkout/{id}`: the built-in sandbox provider's hosted checkout. It stands for
 * a provider's page, so it talks only to the provider's API and never to our member callbacks.
 */
export function SandboxCheckoutPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { http } = useServices();
  const language = useLanguage();
  const [checkout, setCheckout] = useState<SandboxCheckoutView | null>(null);
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState(false);
  useDocumentTitle(missing ? 'not_found' : 'sandbox_checkout');

  useEffect(() => {
    let cancelled = false;
    fetchCheckout(http, id).then(
      (data) => !cancelled && setCheckout(data),
      (error: unknown) => !cancelled && (errorStatus(error) === 404 ? setMissing(true) : setFailed(true)),
    );
    return () => {
      cancelled = true;
    };
  }, [id, http]);

  const currency = checkout?.currency.toUpperCase() ?? 'USD';
  const price = useMemo(() => {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency });
    return (cents: number) => format.format(cents / 100);
  }, [language, currency]);

  if (missing) return <NotFoundPage />;
  return (
    <div className="sandbox-pay">
      <div className="sandbox-pay__banner" role="note">
        <strong>{t('sandboxPay.banner')}</strong> <span>{t('sandboxPay.bannerText')}</span>
      </div>
      {failed ? (
        <p className="form__error" role="alert">
          {t('sandboxPay.failed')}
        </p>
      ) : !checkout ? (
        <div aria-busy="true">
          <div className="skeleton skeleton--heading" />
          <span className="visually-hidden">{t('app.loading')}</span>
        </div>
      ) : checkout.status === 'completed' || checkout.status === 'expired' ? (
        <ClosedCheckout checkout={checkout} />
      ) : (
        <div className="sandbox-pay__layout">
          <OrderSummary checkout={checkout} price={price} />
          <div className="sandbox-pay__pay">
            <CardForm checkout={checkout} price={price} />
          </div>
        </div>
      )}
    </div>
  );
}

function ClosedCheckout({ checkout }: { checkout: SandboxCheckoutView }) {
  const { t } = useTranslation();
  const paid = checkout.status === 'completed';
  return (
    <section className="sandbox-pay__closed">
      <h1>{t(paid ? 'sandboxPay.completedTitle' : 'sandboxPay.expiredTitle')}</h1>
      <p>{t(paid ? 'sandboxPay.completedText' : 'sandboxPay.expiredText')}</p>
      <a className="button button--primary" href={(paid && checkout.successUrl) || checkout.cancelUrl}>
        {t(paid ? 'sandboxPay.continue' : 'sandboxPay.backToMembership')}
      </a>
    </section>
  );
}
