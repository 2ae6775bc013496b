import './gift-notices.css';
import type { GiftNotice } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { fetchNotices, markNoticeSeen } from '../billing/billing.api';

/** Gifts received since the last visit, each shown until the member dismisses it (then never again). */
export function GiftNotices() {
  const { t } = useTranslation();
  const { http } = useServices();
  const [notices, setNotices] = useState<GiftNotice[]>([]);

  useEffect(() => {
    let cancelled = false;
    // A notice that cannot be loaded now is shown on the next visit: nothing to tell the member.
    fetchNotices(http).then(
      (list) => !cancelled && setNotices(list),
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [http]);

  if (notices.length === 0) return null;
  const dismiss = (notice: GiftNotice) => {
    setNotices((list) => list.filter((other) => other.id !== notice.id));
    void markNoticeSeen(http, notice.id).catch(() => {});
  };
  return (
    <section className="gift-notices" aria-label={t('gift.notices')}>
      {notices.map((notice) => {
        const text = t('gift.received', {
          from: notice.from,
          tier: t(`membershipLevel.${notice.tier}`),
          period: t(`gift.period.${notice.interval}`),
        });
        return (
          <article key={notice.id} className={`gift-notice gift-notice--${notice.tier}`} aria-label={text}>
            <p className="gift-notice__text">
              <strong>{text}</strong>
              <span>{t('gift.enjoy')}</span>
            </p>
            <button type="button" className="button button--small" onClick={() => dismiss(notice)}>
              {t('gift.thanks')}
            </button>
          </article>
        );
      })}
    </section>
  );
}
