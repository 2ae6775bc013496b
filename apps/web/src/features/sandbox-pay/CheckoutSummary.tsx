import { SANDBOX_CARDS, type SandboxCheckoutView } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import { formatCardNumber } from './card-format';
import '../../lib/i18n/locales/en.sandboxPay';

export type TestCard = keyof typeof SANDBOX_CARDS;

/** The order: what is bought, what it costs now and later. */
export function OrderSummary({
  checkout,
  price,
}: {
  checkout: SandboxCheckoutView;
  price: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const tier = t(`membershipLevel.${checkout.tier}`);
  const trial = checkout.kind === 'subscription' && checkout.trialDays > 0;
  const terms =
    checkout.kind === 'gift'
      ? t('sandboxPay.oneOff')
      : trial
        ? t(`sandboxPay.trial.${checkout.interval}`, {
            days: checkout.trialDays,
            price: price(checkout.amount),
          })
        : t(`sandboxPay.perInterval.${checkout.interval}`, { price: price(checkout.amount) });
  return (
    <section className="sandbox-pay__summary" aria-labelledby="sandbox-summary-title">
      <p className="sandbox-pay__merchant">{t('sandboxPay.payTo', { merchant: checkout.merchant })}</p>
      <h1 id="sandbox-summary-title">
        {t(checkout.kind === 'gift' ? 'sandboxPay.giftName' : 'sandboxPay.tierName', { tier })}
      </h1>
      <p className="sandbox-pay__terms">{terms}</p>
      <dl className="sandbox-pay__due">
        <dt>{t('sandboxPay.dueToday')}</dt>
        <dd>{price(trial ? 0 : checkout.amount)}</dd>
      </dl>
    </section>
  );
}

/** The sandbox's test cards, each a button that fills the form. */
export function TestCards({ onPick }: { onPick: (card: TestCard) => void }) {
  const { t } = useTranslation();
  return (
    <section className="sandbox-pay__cards" aria-labelledby="sandbox-cards-title">
      <h2 id="sandbox-cards-title">{t('sandboxPay.testCards')}</h2>
      <p className="sandbox-pay__muted">{t('sandboxPay.testCardsHint')}</p>
      <ul>
        {(Object.keys(SANDBOX_CARDS) as TestCard[]).map((card) => {
          const number = formatCardNumber(SANDBOX_CARDS[card]);
          const label = t(`sandboxPay.cards.${card}`);
          return (
            <li key={card}>
              <button
                type="button"
                className="sandbox-pay__card"
                aria-label={t('sandboxPay.useCard', { label, number })}
                onClick={() => onPick(card)}
              >
                <span className="sandbox-pay__card-number">{number}</span>
                <span className="sandbox-pay__card-label">{label}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
