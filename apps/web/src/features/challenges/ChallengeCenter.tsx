import './challenges.css';
import { type ChallengeView, DECLINE_REASONS, type DeclineReason } from '@kingside/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useServices } from '../../app/services';
import { serverMessage } from '../../lib/server-error';
import { useCurrentUser } from '../accounts/useCurrentUser';
import { useConnection } from '../play/useSocket';
import { challengeSummary, useChallengeMessages, useGoToGame } from './challenge-events';
import { acceptChallenge, declineChallenge, listChallenges } from './challenges.api';

/** Incoming challenges, wherever a member is on the site (guests are challenged only to rematches). */
export function ChallengeCenter() {
  const { user } = useCurrentUser();
  return user.isGuest ? null : <IncomingChallenges />;
}

const isLive = (c: ChallengeView, now: number) => c.status === 'pending' && Date.parse(c.expiresAt) > now;

function IncomingChallenges() {
  const { t } = useTranslation();
  const { http } = useServices();
  const connection = useConnection();
  const location = useLocation();
  const [incoming, setIncoming] = useState<ChallengeView[]>([]);
  const [now, setNow] = useState(() => Date.now());
  /** Challenges answered or withdrawn here: a list that left before it is stale about them. */
  const settled = useRef(new Set<string>());

  // Loaded whenever the socket (re)connects: pushes sent while it was down are lost.
  useEffect(() => {
    if (connection.state !== 'online') return;
    let cancelled = false;
    listChallenges(http).then(
      (list) => {
        if (cancelled) return;
        // Pushes that came while the list was on its way win over it.
        setIncoming((current) => [
          ...current,
          ...list.incoming.filter((c) => !settled.current.has(c.id) && !current.some((d) => d.id === c.id)),
        ]);
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [connection.state, http]);

  useChallengeMessages((challenge) => {
    if (challenge.you !== 'destination') return;
    if (challenge.status !== 'pending') settled.current.add(challenge.id);
    setIncoming((list) => [
      ...(challenge.status === 'pending' ? [challenge] : []),
      ...list.filter((c) => c.id !== challenge.id),
    ]);
  });

  // Expired offers go away by themselves.
  useEffect(() => {
    if (incoming.length === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 5000);
    return () => clearInterval(timer);
  }, [incoming.length]);

  // A rematch of the game on screen is answered on the game page.
  const shown = incoming.filter(
    (c) => isLive(c, now) && !(c.rematchOf && location.pathname.endsWith(`/game/${c.rematchOf}`)),
  );
  const remove = (id: string) => {
    settled.current.add(id);
    setIncoming((list) => list.filter((c) => c.id !== id));
  };
  if (shown.length === 0) return null;
  return (
    <section className="challenge-center" aria-label={t('challenge.notifications')}>
      <ul>
        {shown.map((challenge) => (
          <ChallengeNotice key={challenge.id} challenge={challenge} onDone={() => remove(challenge.id)} />
        ))}
      </ul>
    </section>
  );
}

const destinationColor = (c: ChallengeView) =>
  c.color === 'random' ? 'random' : c.color === 'white' ? 'black' : 'white';

/** One incoming challenge: who, what, and accept or decline (with a reason). */
export function ChallengeNotice({ challenge, onDone }: { challenge: ChallengeView; onDone: () => void }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const goToGame = useGoToGame();
  const [reason, setReason] = useState<DeclineReason>('generic');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = challenge.challenger.username;

  const answer = async (accept: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (accept) goToGame(await acceptChallenge(http, challenge.id));
      else await declineChallenge(http, challenge.id, reason);
      onDone();
    } catch (failure) {
      setError(serverMessage(failure) ?? t('game.errors.generic'));
      setBusy(false);
    }
  };

  return (
    <li>
      <fieldset className="challenge-notice" aria-label={t('challenge.from', { name })}>
        <p className="challenge-notice__who">
          <strong>{name}</strong>{' '}
          {challenge.rematchOf ? t('challenge.wantsRematch') : t('challenge.challengesYou')}
        </p>
        <p className="challenge-notice__what">
          {challengeSummary(t, challenge)} · {t(`challenge.youPlay.${destinationColor(challenge)}`)}
        </p>
        {error && (
          <p className="challenge-notice__error" role="alert">
            {error}
          </p>
        )}
        <div className="challenge-notice__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => answer(true)}
          >
            {t('challenge.accept')}
          </button>
          <select
            aria-label={t('challenge.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value as DeclineReason)}
          >
            {DECLINE_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`challenge.reasons.${value}`)}
              </option>
            ))}
          </select>
          <button type="button" className="button" disabled={busy} onClick={() => answer(false)}>
            {t('challenge.decline')}
          </button>
        </div>
      </fieldset>
    </li>
  );
}
