import {
  type Color,
  type DrawAction,
  type GameView,
  opposite,
  type TakebackAction,
} from '@kingside/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAbort, isLive } from './game-state';
import '../../lib/i18n/locales/en.game';

interface GameControlsProps {
  game: GameView;
  me: Color;
  opponentConnected: boolean | undefined;
  onResign: () => void;
  onAbort: () => void;
  onDraw: (action: DrawAction) => void;
  onTakeback: (action: TakebackAction) => void;
}

const AWAY_AFTER_MS = 5000;

/** What a player can do besides moving: abort, draw, takeback, resign (confirmed), claim. */
export function GameControls(props: GameControlsProps) {
  const { game, me, opponentConnected } = props;
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const them = opposite(me);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  // A reload drops the socket for a moment: only a disconnect that lasts is worth saying.
  const [opponentAway, setOpponentAway] = useState(false);
  useEffect(() => {
    if (opponentConnected !== false) {
      setOpponentAway(false);
      return;
    }
    const timer = setTimeout(() => setOpponentAway(true), AWAY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [opponentConnected]);

  if (!isLive(game)) return null;

  const myMoves = game.moves.filter((_, index) => (index % 2 === 0) === (me === 'white')).length;

  return (
    <div className="controls">
      {game.drawOffer === them && (
        <fieldset className="offer">
          <legend>{t('game.opponentOffersDraw')}</legend>
          <div className="offer__buttons">
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => props.onDraw('accept')}
            >
              {t('game.acceptDraw')}
            </button>
            <button type="button" className="button button--small" onClick={() => props.onDraw('decline')}>
              {t('game.declineDraw')}
            </button>
          </div>
        </fieldset>
      )}

      {game.takebackOffer === them && (
        <fieldset className="offer">
          <legend>{t('game.opponentProposesTakeback')}</legend>
          <div className="offer__buttons">
            <button
              type="button"
              className="button button--primary button--small"
              onClick={() => props.onTakeback('accept')}
            >
              {t('game.acceptTakeback')}
            </button>
            <button
              type="button"
              className="button button--small"
              onClick={() => props.onTakeback('decline')}
            >
              {t('game.declineTakeback')}
            </button>
          </div>
        </fieldset>
      )}

      {opponentAway && (
        <p className="offer" role="status">
          {t('game.opponentLeft')}
        </p>
      )}

      {game.drawClaimable && game.turn === me && (
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => props.onDraw('claim')}
        >
          {t('game.claimDraw')}
        </button>
      )}

      {confirming ? (
        <fieldset className="confirm">
          <legend>{t('game.resignConfirm')}</legend>
          <div className="offer__buttons">
            <button
              ref={confirmButton}
              type="button"
              className="button button--danger button--small"
              onClick={() => {
                setConfirming(false);
                props.onResign();
              }}
            >
              {t('game.resignYes')}
            </button>
            <button type="button" className="button button--small" onClick={() => setConfirming(false)}>
              {t('game.resignNo')}
            </button>
          </div>
        </fieldset>
      ) : (
        <div className="controls__row">
          {canAbort(game) ? (
            <button type="button" className="control" onClick={props.onAbort}>
              <span className="control__icon" aria-hidden="true">
                ✕
              </span>
              {t('game.abort')}
            </button>
          ) : (
            <>
              {/* The server refuses takebacks in daily games: a day-long move is thought through. */}
              {game.daysPerMove === null && (
                <button
                  type="button"
                  className="control"
                  onClick={() => props.onTakeback('propose')}
                  disabled={myMoves === 0 || game.takebackOffer === me}
                >
                  <span className="control__icon" aria-hidden="true">
                    ↶
                  </span>
                  {game.takebackOffer === me ? t('game.takebackProposed') : t('game.proposeTakeback')}
                </button>
              )}
              <button
                type="button"
                className="control"
                onClick={() => props.onDraw('offer')}
                disabled={game.drawOffer === me}
              >
                <span className="control__icon" aria-hidden="true">
                  ½
                </span>
                {game.drawOffer === me ? t('game.drawOffered') : t('game.offerDraw')}
              </button>
              <button type="button" className="control control--danger" onClick={() => setConfirming(true)}>
                <span className="control__icon" aria-hidden="true">
                  ⚑
                </span>
                {t('game.resign')}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
