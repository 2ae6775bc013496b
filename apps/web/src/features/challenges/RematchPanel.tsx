import type { ChallengeView } from '@kingside/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { serverMessage } from '../../lib/server-error';
import { useConnection } from '../play/useSocket';
import { useChallengeMessages, useGoToGame } from './challenge-events';
import {
  acceptChallenge,
  cancelChallenge,
  declineChallenge,
  listChallenges,
  offerRematch,
} from './challenges.api';
import '../../lib/i18n/locales/en.challenge';

/**
 * Rematch on a finished game: offer one, or answer the opponent's. Accepted, both players go to the
 * new game (colours swapped); leaving the page withdraws one's own offer.
 */
export function RematchPanel({ gameId }: { gameId: string }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const connection = useConnection();
  const goToGame = useGoToGame();
  const [offer, setOffer] = useState<ChallengeView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ownPending = useRef<string | null>(null);
  ownPending.current = offer?.status === 'pending' && offer.you === 'challenger' ? offer.id : null;

  // The opponent may have asked before this page opened (or while the socket was down).
  useEffect(() => {
    if (connection.state !== 'online') return;
    let cancelled = false;
    listChallenges(http).then(
      (list) => {
        const found = [...list.incoming, ...list.outgoing].find((c) => c.rematchOf === gameId);
        if (!cancelled && found) setOffer(found);
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [connection.state, gameId, http]);

  useChallengeMessages((challenge) => {
    if (challenge.rematchOf === gameId) setOffer(challenge);
  });

  // Leaving the game withdraws an offer nobody will see answered here.
  useEffect(
    () => () => {
      if (ownPending.current) void cancelChallenge(http, ownPending.current).catch(() => {});
    },
    [http],
  );

  const run = async (call: () => Promise<ChallengeView>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await call();
      setOffer(next);
      if (next.status === 'accepted') goToGame(next);
    } catch (failure) {
      setError(serverMessage(failure) ?? t('game.errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  const pending = offer?.status === 'pending' ? offer : null;
  return (
    <div className="rematch" aria-live="polite">
      {pending?.you === 'destination' ? (
        <>
          <p className="rematch__text">{t('challenge.rematch.incoming')}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => run(() => acceptChallenge(http, pending.id))}
          >
            {t('challenge.rematch.accept')}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => run(() => declineChallenge(http, pending.id))}
          >
            {t('challenge.rematch.decline')}
          </button>
        </>
      ) : pending?.you === 'challenger' ? (
        <>
          <p className="rematch__text">{t('challenge.rematch.offered')}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => run(() => cancelChallenge(http, pending.id))}
          >
            {t('challenge.rematch.cancel')}
          </button>
        </>
      ) : (
        <>
          {offer?.status === 'declined' && <p className="rematch__text">{t('challenge.rematch.declined')}</p>}
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => run(() => offerRematch(http, gameId))}
          >
            {t('challenge.rematch.offer')}
          </button>
        </>
      )}
      {error && (
        <p className="rematch__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
