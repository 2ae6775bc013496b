import { DAILY_API, type VacationStatus } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { serverMessage } from '../../lib/server-error';
import './daily.css';
import '../../lib/i18n/locales/en.daily';

/** Start or end a vacation (all daily games pause), with the days left this year: /play/daily and /settings. */
export function VacationPanel({ onChanged }: { onChanged?: () => void }) {
  const { t, i18n } = useTranslation();
  const { http } = useServices();
  const [status, setStatus] = useState<VacationStatus | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    http.get<VacationStatus>(DAILY_API.vacation).then(
      ({ data }) => setStatus(data),
      () => {},
    );
  }, [http]);

  if (!status) return null;
  const toggle = async () => {
    setError(null);
    try {
      const url = status.onVacation ? DAILY_API.vacationEnd : DAILY_API.vacationStart;
      setStatus((await http.post<VacationStatus>(url, {})).data);
      onChanged?.();
    } catch (failure) {
      setError(serverMessage(failure) ?? t('daily.loadFailed'));
    }
  };
  const until = status.endsAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(status.endsAt),
      )
    : '';

  return (
    <section className="daily-section" aria-labelledby="daily-vacation">
      <h2 id="daily-vacation">{t('daily.vacation.title')}</h2>
      <p role="status">
        {status.onVacation ? t('daily.vacation.on', { until }) : t('daily.vacation.off')}{' '}
        {t('daily.vacation.left', { count: status.daysLeft })}
      </p>
      <button
        type="button"
        className="button"
        onClick={toggle}
        disabled={!status.onVacation && status.daysLeft === 0}
      >
        {status.onVacation ? t('daily.vacation.end') : t('daily.vacation.start')}
      </button>
      {error && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
