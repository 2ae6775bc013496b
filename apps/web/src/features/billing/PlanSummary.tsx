import type { BillingInterval, BillingOverview, PaidTier } from '@kingside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { useLanguage, useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { MembershipBadge } from '../membership/MembershipBadge';
import { cancelSubscription, changePlan, fetchPortalUrl, resumeSubscription } from './billing.api';
import { ChangePlanDialog } from './ChangePlanDialog';
import { formatDay } from './format';
import { browserLocation } from './leave';
import { Modal } from './Modal';
import { isLive, subscriptionStatusText } from './subscription-status';
import '../../lib/i18n/locales/en.membership';

type Dialog = 'cancel' | 'change' | null;

/** The plan card: tier, period, its state in words, and what the member can do about it. */
export function PlanSummary({
  overview,
  onChanged,
}: {
  overview: BillingOverview;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const url = useRouteUrl();
  const alerts = useAlerts();
  const { http } = useServices();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const subscription = isLive(overview.subscription) ? overview.subscription : null;

  const run = async (work: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    try {
      const done = await work();
      await onChanged();
      setDialog(null);
      if (done) alerts.success(done);
    } catch (failure) {
      setError(serverMessage(failure) ?? t('app.genericError'));
    } finally {
      setBusy(false);
    }
  };

  if (!subscription) {
    return (
      <section className="billing-plan billing-plan--basic" aria-labelledby="plan-title">
        <h2 id="plan-title">{t('billingPage.plan')}</h2>
        <p className="billing-plan__tier">
          <MembershipBadge membership="basic" /> {t('billingPage.noPlan')}
        </p>
        <Link className="button button--primary" to={url('membership')}>
          {t('billingPage.seePlans')}
        </Link>
      </section>
    );
  }

  const tierName = t(`membershipLevel.${subscription.tier}`);
  const end = formatDay(subscription.currentPeriodEnd, language);
  const isSubscription = subscription.kind === 'subscription';
  const change = (tier: PaidTier, interval: BillingInterval) =>
    run(async () => {
      await changePlan(http, tier, interval);
      return t('billingPage.changed', {
        tier: t(`membershipLevel.${tier}`),
        interval: t(`billingPage.interval.${interval}`).toLowerCase(),
      });
    });

  return (
    <section className={`billing-plan billing-plan--${subscription.tier}`} aria-labelledby="plan-title">
      <h2 id="plan-title">{t('billingPage.plan')}</h2>
      <p className="billing-plan__tier">
        <MembershipBadge membership={subscription.tier} />
        <span className="billing-plan__interval">
          {isSubscription ? t(`billingPage.interval.${subscription.interval}`) : t('billingPage.gift')}
        </span>
      </p>
      <p className={`billing-plan__status billing-plan__status--${subscription.status}`}>
        {subscriptionStatusText(subscription, t, language)}
      </p>
      {error && dialog === null && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <div className="billing-plan__actions">
        {isSubscription && !subscription.cancelAtPeriodEnd && (
          <button type="button" className="button" disabled={busy} onClick={() => setDialog('change')}>
            {t('billingPage.change')}
          </button>
        )}
        {isSubscription && subscription.cancelAtPeriodEnd && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await resumeSubscription(http);
                return t('billingPage.resumed');
              })
            }
          >
            {t('billingPage.resume')}
          </button>
        )}
        {overview.hasPortal && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                browserLocation.assign(await fetchPortalUrl(http));
                return null;
              })
            }
          >
            {t('billingPage.portal')}
          </button>
        )}
        {isSubscription && !subscription.cancelAtPeriodEnd && (
          <button
            type="button"
            className="button button--quiet billing-plan__cancel"
            disabled={busy}
            onClick={() => setDialog('cancel')}
          >
            {t('billingPage.cancel')}
          </button>
        )}
      </div>
      {dialog === 'cancel' && (
        <Modal title={t('billingPage.cancelTitle')} onClose={() => setDialog(null)} busy={busy}>
          <p>{t('billingPage.cancelText', { tier: tierName, date: end })}</p>
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <div className="modal__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => setDialog(null)}
            >
              {t('billingPage.keep')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  await cancelSubscription(http);
                  return t('billingPage.canceled', { date: end });
                })
              }
            >
              {t('billingPage.cancelConfirm')}
            </button>
          </div>
        </Modal>
      )}
      {dialog === 'change' && (
        <ChangePlanDialog
          subscription={subscription}
          busy={busy}
          error={error}
          onChange={(tier, interval) => void change(tier, interval)}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
