import { formatMinutes, TIME_CONTROL_LIMITS } from '@kingside/contract';
import { useTranslation } from 'react-i18next';
import '../../lib/i18n/locales/en.play';

/** Minutes a side for custom games: lichess's steps, from a quarter minute to three hours. */
const MINUTE_STEPS = [
  0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 25, 30, 35, 40,
  45, 60, 75, 90, 105, 120, 135, 150, 165, 180,
].filter((minutes) => minutes * 60 <= TIME_CONTROL_LIMITS.initialMax);
const INCREMENT_STEPS = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 25, 30, 35, 40, 45, 60, 90, 120,
  150, 180,
].filter((seconds) => seconds <= TIME_CONTROL_LIMITS.incrementMax);

interface TimeControlFieldsProps {
  /** Keeps the field ids unique when two forms are on one page. */
  idPrefix: string;
  className: string;
  minutes: number;
  increment: number;
  onMinutes: (minutes: number) => void;
  onIncrement: (seconds: number) => void;
}

/** Minutes a side and increment: the custom time control of the lobby and of challenges. */
export function TimeControlFields(props: TimeControlFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className={props.className}>
      <div className="field">
        <label htmlFor={`${props.idPrefix}-minutes`}>{t('play.custom.minutes')}</label>
        <select
          id={`${props.idPrefix}-minutes`}
          value={props.minutes}
          onChange={(event) => props.onMinutes(Number(event.target.value))}
        >
          {MINUTE_STEPS.map((value) => (
            <option key={value} value={value}>
              {formatMinutes(value * 60)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${props.idPrefix}-increment`}>{t('play.custom.increment')}</label>
        <select
          id={`${props.idPrefix}-increment`}
          value={props.increment}
          onChange={(event) => props.onIncrement(Number(event.target.value))}
        >
          {INCREMENT_STEPS.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
