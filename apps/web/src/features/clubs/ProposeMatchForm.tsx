import { CLUB_MATCH_BOARDS_MAX, CLUB_MATCH_NAME_MAX, CLUB_MATCHES_API, DAILY_DAYS } from '@kingside/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { serverMessage } from '../../lib/server-error';
import { matchAction } from './clubs.api';
import '../../lib/i18n/locales/en.clubs';

/** A datetime-local value an hour from now, in the viewer's time. */
function inAnHour(): string {
  const at = new Date(Date.now() + 3_600_000);
  at.setMinutes(at.getMinutes() - at.getTimezoneOffset(), 0, 0);
  return at.toISOString().slice(0, 16);
}

/** An admin proposes a match to another club (its admins accept it on the match page). */
export function ProposeMatchForm({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const url = useRouteUrl();
  const ids = useId();
  const [form, setForm] = useState({
    awayClub: '',
    name: '',
    boards: '4',
    kind: 'live' as 'live' | 'daily',
    minutes: '10',
    increment: '0',
    days: '3',
    rated: true,
    minRating: '',
    maxRating: '',
    startsAt: inAnHour(),
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const optional = (value: string) => (value.trim() === '' ? {} : { value: Number(value) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const min = optional(form.minRating);
    const max = optional(form.maxRating);
    try {
      const answer = await matchAction(http, CLUB_MATCHES_API.propose, {
        homeClub: slug,
        awayClub: form.awayClub.trim().toLowerCase(),
        name: form.name.trim(),
        boards: Number(form.boards),
        ...(form.kind === 'live'
          ? {
              timeControl: {
                initial: Math.round(Number(form.minutes) * 60),
                increment: Number(form.increment),
              },
            }
          : { days: Number(form.days) }),
        rated: form.rated,
        ...('value' in min ? { minRating: min.value } : {}),
        ...('value' in max ? { maxRating: max.value } : {}),
        startsAt: new Date(form.startsAt).toISOString(),
      });
      alerts.success(answer.message);
      navigate(url('club_match', { match: answer.id }));
    } catch (failure) {
      alerts.error(serverMessage(failure) ?? t('clubs.failedAction'));
    }
  };

  const field = (key: keyof typeof form, label: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`${ids}-${key}`}>{label}</label>
      <input id={`${ids}-${key}`} value={String(form[key])} onChange={set(key)} {...props} />
    </div>
  );
  return (
    <form className="form" onSubmit={(e) => void submit(e)}>
      <h3>{t('clubs.matches.propose')}</h3>
      {field('awayClub', t('clubs.matches.opponent'), { required: true, maxLength: 40 })}
      {field('name', t('clubs.matches.name'), {
        required: true,
        minLength: 3,
        maxLength: CLUB_MATCH_NAME_MAX,
      })}
      {field('boards', t('clubs.matches.boardsField'), {
        type: 'number',
        min: 1,
        max: CLUB_MATCH_BOARDS_MAX,
        required: true,
      })}
      <div className="field">
        <label htmlFor={`${ids}-kind`}>{t('clubs.matches.kind')}</label>
        <select id={`${ids}-kind`} value={form.kind} onChange={set('kind')}>
          <option value="live">{t('clubs.matches.kindLive')}</option>
          <option value="daily">{t('clubs.matches.kindDaily')}</option>
        </select>
      </div>
      {form.kind === 'live' ? (
        <>
          {field('minutes', t('clubs.matches.minutes'), { type: 'number', min: 1, max: 180, required: true })}
          {field('increment', t('clubs.matches.increment'), {
            type: 'number',
            min: 0,
            max: 180,
            required: true,
          })}
        </>
      ) : (
        <div className="field">
          <label htmlFor={`${ids}-days`}>{t('clubs.matches.days')}</label>
          <select id={`${ids}-days`} value={form.days} onChange={set('days')}>
            {DAILY_DAYS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </div>
      )}
      <label className="clubs__check">
        <input
          type="checkbox"
          checked={form.rated}
          onChange={(e) => setForm((f) => ({ ...f, rated: e.target.checked }))}
        />{' '}
        {t('clubs.matches.rated')}
      </label>
      {field('minRating', t('clubs.matches.minRating'), { type: 'number', min: 100, max: 3500 })}
      {field('maxRating', t('clubs.matches.maxRating'), { type: 'number', min: 100, max: 3500 })}
      {field('startsAt', t('clubs.matches.starts'), { type: 'datetime-local', required: true })}
      <button type="submit" className="button button--primary button--small">
        {t('clubs.matches.proposeButton')}
      </button>
    </form>
  );
}
