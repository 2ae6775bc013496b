import type { TFunction } from 'i18next';
import '../../lib/i18n/locales/en.daily';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A daily game's time left in days and hours (hours and minutes on the last day). */
export function formatTimeLeft(t: TFunction, ms: number): string {
  const left = Math.max(0, ms);
  if (left >= DAY) {
    return t('daily.left.days', { days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR) });
  }
  if (left >= HOUR) {
    return t('daily.left.hours', {
      hours: Math.floor(left / HOUR),
      minutes: Math.floor((left % HOUR) / MINUTE),
    });
  }
  return t('daily.left.minutes', { minutes: Math.ceil(left / MINUTE) });
}

/** A daily game's terms as players say them: "3 days per move". */
export function formatDaysPerMove(t: TFunction, days: number): string {
  return t('daily.perMove', { days: t('daily.dayCount', { count: days }) });
}
