import {
  CHALLENGE_COLORS,
  type ChallengeColor,
  type ChallengeView,
  QUICK_PAIRINGS,
  type TimeControl,
} from '@kingside/contract';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { useRouteUrl } from '../../app/useLanguage';
import { serverMessage } from '../../lib/server-error';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { ModeFields } from '../play/ModeFields';
import { TimeControlFields } from '../play/TimeControlFields';
import { challengeSummary, useChallengeMessages } from './challenge-events';
import { cancelChallenge, createChallenge } from './challenges.api';
import { CUSTOM, DEFAULT_POOL } from './time-controls';
import '../../lib/i18n/locales/en.challenge';

interface ChallengeDialogProps {
  /** The member to challenge; null makes an open challenge link. */
  username: string | null;
  onClose: () => void;
}

/** Time control, mode and colour; then waits for the answer (or goes to the open link's page). */
export function ChallengeDialog({ username, onClose }: ChallengeDialogProps) {
  const { t } = useTranslation();
  const { http } = useServices();
  const navigate = useNavigate();
  const url = useRouteUrl();
  const { user } = useCurrentUser();
  const canRate = !user.isGuest;
  const [pool, setPool] = useState(DEFAULT_POOL);
  const [minutes, setMinutes] = useState(10);
  const [increment, setIncrement] = useState(0);
  const [rated, setRated] = useState(false);
  const [color, setColor] = useState<ChallengeColor>('random');
  const [sent, setSent] = useState<ChallengeView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    first.current?.focus();
  }, []);

  useChallengeMessages((challenge) => {
    if (challenge.id === sent?.id) setSent(challenge);
  });

  const tc: TimeControl =
    pool === CUSTOM
      ? { initial: Math.round(minutes * 60), increment }
      : QUICK_PAIRINGS.find((p) => p.id === pool)!.tc;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const made = await createChallenge(http, {
        ...(username ? { username } : {}),
        timeControl: tc,
        rated: canRate && rated,
        color,
      });
      if (username) setSent(made);
      else navigate(url('challenge', { id: made.id }));
    } catch (failure) {
      setError(serverMessage(failure) ?? t('game.errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    if (sent?.status === 'pending') void cancelChallenge(http, sent.id).catch(() => {});
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const title = username ? t('challenge.title', { name: username }) : t('challenge.titleOpen');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop closes the dialog like Escape does
    <div
      className="challenge-backdrop"
      onClick={(e) => e.target === e.currentTarget && close()}
      onKeyDown={() => {}}
    >
      <div
        className="challenge-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="challenge-title"
        onKeyDown={onKeyDown}
      >
        <h2 id="challenge-title" className="challenge-dialog__title">
          {title}
        </h2>
        {sent ? (
          <div className="challenge-dialog__sent" role="status">
            <p>{challengeSummary(t, sent)}</p>
            {sent.status === 'pending' && <p>{t('challenge.waiting', { name: username })}</p>}
            {sent.status === 'declined' && (
              <p>
                {t('challenge.declined', { name: username })}{' '}
                {sent.declineReason &&
                  sent.declineReason !== 'generic' &&
                  t(`challenge.reasons.${sent.declineReason}`)}
              </p>
            )}
            {sent.status === 'expired' && <p>{t('challenge.expired')}</p>}
            <button type="button" className="button" onClick={close}>
              {sent.status === 'pending' ? t('challenge.cancel') : t('challenge.close')}
            </button>
          </div>
        ) : (
          <form className="form challenge-dialog__form" onSubmit={onSubmit}>
            <div className="field">
              <label htmlFor="challenge-tc">{t('challenge.timeControl')}</label>
              <select id="challenge-tc" ref={first} value={pool} onChange={(e) => setPool(e.target.value)}>
                {QUICK_PAIRINGS.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.id}
                  </option>
                ))}
                <option value={CUSTOM}>{t('challenge.custom')}</option>
              </select>
            </div>
            {pool === CUSTOM && (
              <TimeControlFields
                idPrefix="challenge"
                className="challenge-dialog__row"
                minutes={minutes}
                increment={increment}
                onMinutes={setMinutes}
                onIncrement={setIncrement}
              />
            )}
            <ModeFields name="challenge-mode" rated={rated} canRate={canRate} onChange={setRated} />
            <fieldset className="segmented">
              <legend>{t('challenge.color')}</legend>
              {CHALLENGE_COLORS.map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="challenge-color"
                    checked={color === value}
                    onChange={() => setColor(value)}
                  />
                  <span>{t(`challenge.colors.${value}`)}</span>
                </label>
              ))}
            </fieldset>
            {error && (
              <p className="challenge-dialog__error" role="alert">
                {error}
              </p>
            )}
            <div className="challenge-dialog__actions">
              <button type="button" className="button button--quiet" onClick={close}>
                {t('challenge.close')}
              </button>
              <button type="submit" className="button button--primary" disabled={busy}>
                {username ? t('challenge.send') : t('challenge.createLink')}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
