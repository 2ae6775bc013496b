import './staff.css';
import type { StaffCouponView } from '@kingside/contract';
import axios from 'axios';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { CouponForm } from './CouponForm';
import { CouponsTable } from './CouponsTable';
import { disableCoupon, fetchCoupons } from './coupons.api';
import '../../lib/i18n/locales/en.staff';

type State =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'failed' }
  | { status: 'loaded'; coupons: StaffCouponView[] };

const isRefusal = (error: unknown) =>
  axios.isAxiosError(error) && (error.response?.status === 401 || error.response?.status === 403);

/** `/staff/coupons`: create discount codes and see how they are used; disable one that should stop. */
export function CouponsPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle('staff_coupons');

  useEffect(() => {
    const controller = new AbortController();
    fetchCoupons(http, controller.signal).then(
      (coupons) => setState({ status: 'loaded', coupons }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: isRefusal(error) ? 'forbidden' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [http]);

  const replace = (coupon: StaffCouponView) =>
    setState((current) =>
      current.status === 'loaded'
        ? { status: 'loaded', coupons: current.coupons.map((c) => (c.code === coupon.code ? coupon : c)) }
        : current,
    );

  const created = (coupon: StaffCouponView) => {
    setState((current) =>
      current.status === 'loaded' ? { status: 'loaded', coupons: [coupon, ...current.coupons] } : current,
    );
    setNotice({ text: t('staff.coupons.created', { code: coupon.code }), failed: false });
  };

  const disable = async (code: string) => {
    setBusy(true);
    try {
      replace(await disableCoupon(http, code));
      setNotice({ text: t('staff.coupons.disabled', { code }), failed: false });
    } catch (error) {
      setNotice({
        text: t(isRefusal(error) ? 'staff.coupons.forbidden' : 'staff.coupons.failed'),
        failed: true,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="coupons">
      <h1>{t('staff.coupons.title')}</h1>
      <p className="lead">{t('staff.coupons.lead')}</p>
      {state.status === 'forbidden' ? (
        <div className="notice" role="alert">
          {t('staff.coupons.forbidden')}
        </div>
      ) : (
        <div className="coupons__layout">
          <CouponForm onCreated={created} />
          <div className="coupons__list">
            {notice && (
              <p className="notice" role={notice.failed ? 'alert' : 'status'}>
                {notice.text}
              </p>
            )}
            {state.status === 'loading' && <p aria-busy="true">{t('staff.coupons.loading')}</p>}
            {state.status === 'failed' && (
              <div className="notice" role="alert">
                {t('staff.coupons.failed')}
              </div>
            )}
            {state.status === 'loaded' && state.coupons.length === 0 && <p>{t('staff.coupons.empty')}</p>}
            {state.status === 'loaded' && state.coupons.length > 0 && (
              <CouponsTable coupons={state.coupons} busy={busy} onDisable={disable} />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
