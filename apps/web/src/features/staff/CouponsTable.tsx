import { couponLastDay, type StaffCouponView } from '@kingside/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.staff';

interface CouponsTableProps {
  coupons: StaffCouponView[];
  busy: boolean;
  onDisable: (code: string) => Promise<void>;
}

/** The coupons with their discount, uses, last day and state; disabling asks first. */
export function CouponsTable({ coupons, busy, onDisable }: CouponsTableProps) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState<string | null>(null);

  const discount = (coupon: StaffCouponView) =>
    coupon.kind === 'percent'
      ? new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(coupon.amount / 100)
      : new Intl.NumberFormat(i18n.language, {
          style: 'currency',
          currency: (coupon.currency ?? 'usd').toUpperCase(),
        }).format(coupon.amount / 100);
  const lastDay = (expiresAt: string) =>
    new Date(`${couponLastDay(expiresAt)}T00:00:00Z`).toLocaleDateString(i18n.language, {
      timeZone: 'UTC',
      dateStyle: 'medium',
    });

  return (
    <section className="client-errors__scroll" aria-label={t('staff.coupons.caption')}>
      <table className="client-errors__table coupons__table">
        <caption className="visually-hidden">{t('staff.coupons.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.coupons.columns.code')}</th>
            <th scope="col">{t('staff.coupons.columns.discount')}</th>
            <th scope="col">{t('staff.coupons.columns.uses')}</th>
            <th scope="col">{t('staff.coupons.columns.expires')}</th>
            <th scope="col">{t('staff.coupons.columns.state')}</th>
            <th scope="col">{t('staff.coupons.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => (
            <tr key={coupon.code}>
              <td className="client-errors__mono coupons__code">{coupon.code}</td>
              <td>{discount(coupon)}</td>
              <td className="coupons__uses">
                {coupon.uses} / {coupon.maxUses ?? t('staff.coupons.unlimited')}
              </td>
              <td>{coupon.expiresAt ? lastDay(coupon.expiresAt) : t('staff.coupons.never')}</td>
              <td>
                <span className={`coupons__state coupons__state--${coupon.state}`}>
                  {t(`staff.coupons.states.${coupon.state}`)}
                </span>
              </td>
              <td>
                {coupon.state === 'disabled' ? null : confirming === coupon.code ? (
                  <div className="coupons__confirm">
                    <p role="alert">{t('staff.coupons.confirm', { code: coupon.code })}</p>
                    <button
                      type="button"
                      className="button button--small button--danger"
                      disabled={busy}
                      onClick={() => void onDisable(coupon.code).finally(() => setConfirming(null))}
                    >
                      {t('staff.coupons.confirmDisable')}
                    </button>
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => setConfirming(null)}
                    >
                      {t('staff.coupons.cancel')}
                    </button>
                  </div>
                ) : (
                  <button
                    type="button"
                    className="button button--small button--danger"
                    aria-label={`${t('staff.coupons.disable')} ${coupon.code}`}
                    onClick={() => setConfirming(coupon.code)}
                  >
                    {t('staff.coupons.disable')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
