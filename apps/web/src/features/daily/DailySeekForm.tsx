import { CHALLENGE_COLORS, type ChallengeColor, DAILY_DAYS } from '@kingside/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { serverMessage } from '../../lib/server-error';
import { createChallenge } from '../challenges/challenges.api';
import { createDailySeek } from './daily.api';
import '../../lib/i18n/locales/en.daily';

/** A new daily game: a seek for the open lobby, or a challenge to one member when named. */
export function DailySeekForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const [days, setDays] = useState<number>(3);
  const [color, setColor] = useState<ChallengeColor>('random');
  const [rated, setRated] = useState(true);
  const [weekendPause, setWeekendPause] = useState(false);
  const [opponent, setOpponent] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    const name = opponent.trim();
    try {
      if (name) {
        await createChallenge(http, { username: name, days, weekendPause, rated, color });
        setStatus({ ok: true, text: t('daily.challenged', { name }) });
      } else {
        await createDailySeek(http, { days, weekendPause, rated, color });
        setStatus({ ok: true, text: t('daily.created') });
      }
      onCreated();
    } catch (error) {
      setStatus({ ok: false, text: t('daily.failed', { message: serverMessage(error) ?? '' }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="daily-form" onSubmit={onSubmit} aria-labelledby="daily-new">
      <h2 id="daily-new">{t('daily.newGame')}</h2>
      <label className="field">
        <span>{t('daily.days')}</span>
        <select
          value={days}
          onChange={(e) => setDays(Number(e.currentTarget.value))}
          data-testid="daily-days"
        >
          {DAILY_DAYS.map((d) => (
            <option key={d} value={d}>
              {t('daily.dayCount', { count: d })}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('daily.color')}</span>
        <select value={color} onChange={(e) => setColor(e.currentTarget.value as ChallengeColor)}>
          {CHALLENGE_COLORS.map((c) => (
            <option key={c} value={c}>
              {t(`daily.colors.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('daily.opponent')}</span>
        <input
          type="text"
          value={opponent}
          maxLength={64}
          autoComplete="off"
          onChange={(e) => setOpponent(e.currentTarget.value)}
        />
      </label>
      <label className="check">
        <input type="checkbox" checked={rated} onChange={(e) => setRated(e.currentTarget.checked)} />
        {t('daily.rated')}
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={weekendPause}
          onChange={(e) => setWeekendPause(e.currentTarget.checked)}
        />
        {t('daily.weekendPause')}
      </label>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('daily.creating') : t('daily.create')}
      </button>
      {status && (
        <p className={status.ok ? 'notice' : 'notice'} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      )}
    </form>
  );
}
