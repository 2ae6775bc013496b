import { BILLING_INTERVALS, type BillingInterval, type PaidTier, quotePrice } from '@kingside/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/useLanguage';
import { formatMoney } from '../billing/format';
import { Modal } from '../billing/Modal';
import { useCheckout } from './useCheckout';
import '../../lib/i18n/locales/en.membership';

interface GiftDialogProps {
  tier: PaidTier;
  initialInterval: BillingInterval;
  onClose: () => void;
}

/** Buys a tier for another member: who and how long, then the same hosted checkout with `giftTo`. */
export function GiftDialog({ tier, initialInterval, onClose }: GiftDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const checkout = useCheckout();
  const [recipient, setRecipient] = useState('');
  const [interval, chooseInterval] = useState<BillingInterval>(initialInterval);
  const name = t(`membershipLevel.${tier}`);
  const busy = checkout.pending !== null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void checkout.start({ tier, interval, giftTo: recipient.trim() });
  };

  return (
    <Modal title={t('gift.title', { tier: name })} onClose={onClose} busy={busy}>
      <form className="form gift-form" onSubmit={onSubmit}>
        <p className="gift-form__lead">{t('gift.lead', { tier: name })}</p>
        <div className="field">
          <label htmlFor="gift-recipient">{t('gift.recipient')}</label>
          <input
            id="gift-recipient"
            name="recipient"
            autoComplete="off"
            spellCheck={false}
            required
            value={recipient}
            aria-invalid={checkout.error ? true : undefined}
            aria-describedby={checkout.error ? 'gift-error' : undefined}
            onChange={(event) => {
              setRecipient(event.target.value);
              checkout.clearError();
            }}
          />
        </div>
        <fieldset className="choice">
          <legend>{t('gift.interval')}</legend>
          {BILLING_INTERVALS.map((value) => (
            <label key={value} className="choice__option">
              <input
                type="radio"
                name="gift-interval"
                checked={interval === value}
                onChange={() => chooseInterval(value)}
              />
              <span>
                {t(`gift.${value}`, { price: formatMoney(quotePrice(tier, value).total, 'usd', language) })}
              </span>
            </label>
          ))}
        </fieldset>
        {checkout.error && (
          <p id="gift-error" className="form__error" role="alert">
            {checkout.error}
          </p>
        )}
        <div className="modal__actions">
          <button type="button" className="button button--quiet" disabled={busy} onClick={onClose}>
            {t('gift.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy || recipient.trim() === ''}>
            {busy ? t('membership.opening') : t('gift.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
