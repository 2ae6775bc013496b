import './challenges.css';
import type { ChallengeView } from '@kingside/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useRouteUrl } from '../../app/useLanguage';
import { useAlerts } from '../../lib/alerts';
import { errorStatus, serverMessage } from '../../lib/server-error';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { NotFoundPage } from '../errors/NotFoundPage';
import { challengeSummary, useChallengeMessages, useGoToGame } from './challenge-events';
import { acceptChallenge, cancelChallenge, declineChallenge, fetchChallenge } from './challenges.api';
import '../../lib/i18n/locales/en.challenge';
import '../../lib/i18n/locales/en.play';

/** `/challenge/{id}`: an open challenge link (or a direct one): accept it, or share and wait. */
export function ChallengePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { context, http } = useServices();
  const seeded = context.page?.challenge?.id === id ? context.page.challenge : null;
  const [challenge, setChallenge] = useState<ChallengeView | null>(seeded);
  const [missing, setMissing] = useState(false);
  useDocumentTitle(missing ? 'not_found' : 'challenge', { challenger: challenge?.challenger.username ?? '' });

  useEffect(() => {
    if (seeded) return;
    let cancelled = false;
    fetchChallenge(http, id).then(
      (data) => !cancelled && (data.status === 'expired' ? setMissing(true) : setChallenge(data)),
      (error: unknown) => !cancelled && errorStatus(error) === 404 && setMissing(true),
    );
    return () => {
      cancelled = true;
    };
  }, [id, http, seeded]);

  useChallengeMessages((update) => {
    if (update.id === id) setChallenge(update);
  });

  if (missing) return <NotFoundPage />;
  if (!challenge) {
    return (
      <div className="challenge-page" aria-busy="true">
        <div className="skeleton skeleton--heading" />
        <span className="visually-hidden">{t('app.loading')}</span>
      </div>
    );
  }
  return <ChallengeCard challenge={challenge} onChange={setChallenge} />;
}

function ChallengeCard({
  challenge,
  onChange,
}: {
  challenge: ChallengeView;
  onChange: (c: ChallengeView) => void;
}) {
  const { t } = useTranslation();
  const { http } = useServices();
  const url = useRouteUrl();
  const alerts = useAlerts();
  const goToGame = useGoToGame();
  const { user } = useCurrentUser();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = challenge.you === 'challenger';
  const link = `${window.location.origin}${url('challenge', { id: challenge.id })}`;
  const needsLogin = challenge.rated && user.isGuest && !mine;

  const run = async (call: () => Promise<ChallengeView>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await call();
      onChange(next);
      if (next.status === 'accepted') goToGame(next);
    } catch (failure) {
      setError(serverMessage(failure) ?? t('game.errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      alerts.success(t('challenge.copied'));
    } catch {
      alerts.error(t('game.errors.generic'));
    }
  };

  return (
    <div className="challenge-page">
      <h1>
        {challenge.destination
          ? t('challenge.title', { name: challenge.destination.username })
          : t('challenge.openTitle', { name: challenge.challenger.username })}
      </h1>
      <p className="lead">{challengeSummary(t, challenge)}</p>
      <p>{t(`challenge.challengerPlays.${challenge.color}`, { name: challenge.challenger.username })}</p>

      {challenge.status === 'pending' && mine && (
        <>
          <p>
            {challenge.destination
              ? t('challenge.waiting', { name: challenge.destination.username })
              : t('challenge.share')}
          </p>
          <div className="challenge-page__link">
            <input
              className="challenge-page__url"
              readOnly
              aria-label={t('challenge.link')}
              value={link}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className="button" onClick={copy}>
              {t('challenge.copy')}
            </button>
          </div>
        </>
      )}
      {challenge.status !== 'pending' && (
        <p role="status">
          {t(`challenge.statuses.${challenge.status}`)}{' '}
          {challenge.gameId && (
            <Link to={url('game', { id: challenge.gameId })}>{t('challenge.goToGame')}</Link>
          )}
        </p>
      )}
      {needsLogin && challenge.status === 'pending' && (
        <p className="notice">
          {t('challenge.ratedMembersOnly')} <Link to={url('login')}>{t('play.logIn')}</Link>
        </p>
      )}
      {error && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      {challenge.status === 'pending' && (
        <div className="challenge-page__actions">
          {!mine && (
            <button
              type="button"
              className="button button--primary button--large"
              disabled={busy || needsLogin}
              onClick={() => run(() => acceptChallenge(http, challenge.id))}
            >
              {t('challenge.acceptChallenge')}
            </button>
          )}
          {challenge.you === 'destination' && (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => run(() => declineChallenge(http, challenge.id))}
            >
              {t('challenge.decline')}
            </button>
          )}
          {mine && (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => run(() => cancelChallenge(http, challenge.id))}
            >
              {t('challenge.cancelShort')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
