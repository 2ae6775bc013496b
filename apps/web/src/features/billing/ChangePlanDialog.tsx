import {
  BILLING_INTERVALS,
  type BillingInterval,
  PAID_TIERS,
  type PaidTier,
  quotePrice,
  type SubscriptionView,
} from '@kingside/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/useLanguage';
import { formatMoney } from './format';
import { Modal } from './Modal';
import '../../lib/i18n/locales/en.membership';

interface ChangePlanDialogProps {
  subscription: SubscriptionView;
  busy: boolean;
  error: string | null;
  onChange: (tier: PaidTier, interval: BillingInterval) => void;
  onClose: () => void;
}

/** Another tier or billing period for the running subscription. */
export function ChangePlanDialog({ subscription, busy, error, onChange, onClose }: ChangePlanDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [tier, setTier] = useState<PaidTier>(subscription.tier);
  const [interval, chooseInterval] = useState<BillingInterval>(subscription.interval);
  const unchanged = tier === subscription.tier && interval === subscription.interval;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onChange(tier, interval);
  };

  return (
    <Modal title={t('billingPage.changeTitle')} onClose={onClose} busy={busy}>
      <form className="form" onSubmit={onSubmit}>
        <p>{t('billingPage.changeLead')}</p>
        <fieldset className="choice choice--tiers">
          <legend>{t('billingPage.tier')}</legend>
          {PAID_TIERS.map((value) => (
            <label key={value} className={`choice__option choice__option--${value}`}>
              <input
                type="radio"
                name="change-tier"
                checked={tier === value}
                onChange={() => setTier(value)}
              />
              <span>
                {t(`membershipLevel.${value}`)}{' '}
                <span className="choice__price">
                  {formatMoney(quotePrice(value, interval).total, 'usd', language)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="choice">
          <legend>{t('membership.billing.legend')}</legend>
          {BILLING_INTERVALS.map((value) => (
            <label key={value} className="choice__option">
              <input
                type="radio"
                name="change-interval"
                checked={interval === value}
                onChange={() => chooseInterval(value)}
              />
              <span>{t(`billingPage.interval.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        {error && (
          <p className="form__error" role="alert">
            {error}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--quiet" disabled={busy} onClick={onClose}>
            {t('billingPage.close')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy || unchanged}>
            {t('billingPage.changeConfirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
