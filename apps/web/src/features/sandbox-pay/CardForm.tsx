import { SANDBOX_CARDS, type SandboxCheckoutView, type SandboxPayResponse } from '@kingside/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { serverMessage } from '../../lib/server-error';
import { type TestCard, TestCards } from './CheckoutSummary';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog';
import { formatCardNumber, formatExpiry, parseExpiry } from './card-format';
import { confirmCheckout, payCheckout } from './sandbox-pay.api';
import '../../lib/i18n/locales/en.sandboxPay';

/** The card form, the second step when the bank asks for one, then off to the merchant's success page. */
export function CardForm({
  checkout,
  price,
}: {
  checkout: SandboxCheckoutView;
  price: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const { http } = useServices();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expiryInvalid, setExpiryInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(checkout.status === 'requires_action');
  const numberInput = useRef<HTMLInputElement>(null);
  const expiryInput = useRef<HTMLInputElement>(null);
  const trial = checkout.kind === 'subscription' && checkout.trialDays > 0;

  const fill = (card: TestCard) => {
    setNumber(formatCardNumber(SANDBOX_CARDS[card]));
    setExpiry('12 / 34');
    setCvc('123');
    setError(null);
    setExpiryInvalid(false);
    numberInput.current?.focus();
  };

  /** Runs one call; on success the page leaves (the button stays busy), else the error is announced. */
  const attempt = async (call: () => Promise<SandboxPayResponse>) => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await call();
      if (outcome.status === 'succeeded') {
        window.location.assign(outcome.redirectUrl);
        return;
      }
      setConfirming(true);
    } catch (caught) {
      setConfirming(false);
      setError(serverMessage(caught) ?? t('sandboxPay.failed'));
      numberInput.current?.focus();
    }
    setBusy(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const expires = parseExpiry(expiry);
    setExpiryInvalid(!expires);
    if (!expires) {
      setError(t('sandboxPay.expiryInvalid'));
      expiryInput.current?.focus();
      return;
    }
    void attempt(() =>
      payCheckout(http, checkout.id, { number: number.replace(/\s/g, ''), ...expires, cvc, name }),
    );
  };

  return (
    <>
      <form
        className="form sandbox-pay__form"
        onSubmit={onSubmit}
        aria-labelledby="sandbox-card-title"
        noValidate
      >
        <h2 id="sandbox-card-title">{t('sandboxPay.cardDetails')}</h2>
        {error && (
          <div className="form__error" role="alert" id="sandbox-pay-error">
            {error}
          </div>
        )}
        <div className="field">
          <label htmlFor="sandbox-number">{t('sandboxPay.number')}</label>
          <input
            ref={numberInput}
            id="sandbox-number"
            name="cardnumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={number}
            onChange={(event) => setNumber(formatCardNumber(event.target.value))}
            required
          />
        </div>
        <div className="sandbox-pay__row">
          <div className="field">
            <label htmlFor="sandbox-expiry">{t('sandboxPay.expiry')}</label>
            <input
              ref={expiryInput}
              id="sandbox-expiry"
              name="exp-date"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              value={expiry}
              aria-invalid={expiryInvalid || undefined}
              aria-describedby={expiryInvalid ? 'sandbox-pay-error' : undefined}
              onChange={(event) =>
                // Deleting through the " / " must not put it straight back.
                setExpiry(
                  event.target.value.endsWith(' /')
                    ? event.target.value.slice(0, 2)
                    : formatExpiry(event.target.value),
                )
              }
              required
            />
          </div>
          <div className="field">
            <label htmlFor="sandbox-cvc">{t('sandboxPay.cvc')}</label>
            <input
              id="sandbox-cvc"
              name="cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              value={cvc}
              onChange={(event) => setCvc(event.target.value.replace(/\D/g, ''))}
              required
            />
          </div>
        </div>
        <div className="field">
          <label htmlFor="sandbox-name">{t('sandboxPay.name')}</label>
          <input
            id="sandbox-name"
            name="ccname"
            autoComplete="cc-name"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <button
          type="submit"
          className="button button--primary button--block button--large"
          disabled={busy}
          aria-busy={busy}
        >
          {busy
            ? t('sandboxPay.paying')
            : trial
              ? t('sandboxPay.startTrial')
              : t('sandboxPay.pay', { price: price(checkout.amount) })}
        </button>
        <a className="sandbox-pay__cancel" href={checkout.cancelUrl}>
          {t('sandboxPay.cancel')}
        </a>
      </form>
      <TestCards onPick={fill} />
      <ConfirmPaymentDialog
        open={confirming}
        busy={busy}
        price={price(trial ? 0 : checkout.amount)}
        merchant={checkout.merchant}
        onAnswer={(approve) => void attempt(() => confirmCheckout(http, checkout.id, approve))}
      />
    </>
  );
}
