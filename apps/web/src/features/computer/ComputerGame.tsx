import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import { loadChunk } from '../../lib/load-chunk';
import { Board } from '../play/Board';
import {
  destsOf,
  isCheck,
  isPromotion,
  lastMoveSquares,
  PROMOTION_LETTER,
  type PromotionRole,
} from '../play/game-state';
import { MoveInput } from '../play/MoveInput';
import { MoveList } from '../play/MoveList';
import { MoveStepperBar } from '../play/MoveStepper';
import { INITIAL_FEN, useMoveStepper } from '../play/move-stepper';
import { useBoardOptions } from '../play/useBoardOptions';
import { BotAvatar } from './BotAvatar';
import { type ComputerGameSetup, useComputerGame } from './useComputerGame';
import '../../lib/i18n/locales/en.computer';

const PromotionDialog = lazy(() =>
  loadChunk(() => import('../play/PromotionDialog')).then((module) => ({ default: module.PromotionDialog })),
);

/** The board against the computer, its moves, and the casual controls. */
export function ComputerGame({ setup, onNewGame }: { setup: ComputerGameSetup; onNewGame: () => void }) {
  const { t } = useTranslation();
  const url = useRouteUrl();
  const { options } = useBoardOptions();
  const game = useComputerGame(setup);
  const stepper = useMoveStepper(game.played.length);
  const [promotion, setPromotion] = useState<{ orig: string; dest: string } | null>(null);
  const [resetToken, setResetToken] = useState(0);
  const fen = stepper.shown === 0 ? INITIAL_FEN : (game.played[stepper.shown - 1]?.fen ?? game.fen);
  const live = stepper.following;
  const dests = useMemo(() => destsOf(game.fen), [game.fen]);
  const myTurn = live && !game.end && game.turn === setup.color && !game.thinking;
  const botName = t(`computer.bots.${setup.bot.key}.name` as 'computer.bots.pip.name');

  const play = (orig: string, dest: string, role?: PromotionRole) => {
    if (!game.move(`${orig}${dest}${role ? PROMOTION_LETTER[role] : ''}`)) setResetToken((n) => n + 1);
  };
  const onMove = (orig: string, dest: string) => {
    if (isPromotion(game.fen, orig, dest)) setPromotion({ orig, dest });
    else play(orig, dest);
  };

  const result = game.end
    ? `${t(
        game.winner === null
          ? 'computer.results.draw'
          : game.winner === setup.color
            ? 'computer.results.youWon'
            : 'computer.results.youLost',
      )} ${t(`computer.ends.${game.end}`)}`
    : null;

  return (
    <div className="game computer-game">
      <div className="game__board-area">
        <Board
          fen={fen}
          orientation={setup.color}
          turnColor={game.turn}
          lastMove={lastMoveSquares(game.played[stepper.shown - 1]?.uci)}
          check={isCheck(fen)}
          movableColor={myTurn ? setup.color : null}
          dests={myTurn ? dests : new Map()}
          options={options}
          resetToken={resetToken}
          label={t('computer.boardLabel')}
          onMove={onMove}
        />
        {promotion && (
          <Suspense fallback={null}>
            <PromotionDialog
              color={setup.color}
              onChoose={(role) => {
                setPromotion(null);
                play(promotion.orig, promotion.dest, role);
              }}
              onCancel={() => {
                setPromotion(null);
                setResetToken((n) => n + 1);
              }}
            />
          </Suspense>
        )}
      </div>
      <div className="game__side computer-game__side">
        <div className="computer-player">
          <BotAvatar botKey={setup.bot.key} size={40} />
          <span>
            <strong>{botName}</strong> · {t('computer.levelN', { level: setup.level })}
          </span>
          <span className="computer-player__status" role="status">
            {game.thinking ? t('computer.thinking') : ''}
          </span>
        </div>
        {game.engineFailed && (
          <p className="notice" role="alert">
            {t('computer.engineFailed')}
          </p>
        )}
        <div className="game__panel">
          <MoveList
            san={game.played.map((move) => move.san)}
            displayType={options.moveListDisplayType}
            current={stepper.shown}
            onSelect={stepper.goTo}
          />
          <MoveStepperBar stepper={stepper} plies={game.played.length} live={!game.end} />
          {!game.end && (
            <MoveInput fen={game.fen} myTurn={myTurn} onMove={(played) => game.move(played.uci)} />
          )}
        </div>
        {result ? (
          <div className="computer-result" role="status">
            <p className="computer-result__text">{result}</p>
            <p>
              {game.save.state === 'saved' ? (
                <>
                  {t('computer.save.saved')}{' '}
                  <Link to={`${url('analysis')}?game=${game.save.id}`}>{t('computer.analyse')}</Link>
                </>
              ) : game.save.state === 'idle' ? null : (
                t(`computer.save.${game.save.state}`)
              )}
            </p>
          </div>
        ) : (
          <p className="computer-turn" aria-live="polite">
            {game.hint
              ? t('computer.hintIs', { san: game.hint })
              : myTurn
                ? t('computer.yourMove')
                : '\u00a0'}
          </p>
        )}
        <div className="computer-controls">
          {!game.end && (
            <>
              <button type="button" className="button" onClick={game.takeback} disabled={!game.canTakeback}>
                {t('computer.takeback')}
              </button>
              <button type="button" className="button" onClick={game.askHint} disabled={!myTurn}>
                {t('computer.hint')}
              </button>
              {game.claimable && (
                <button type="button" className="button" onClick={game.claimDraw}>
                  {t('computer.claimDraw')}
                </button>
              )}
              <button type="button" className="button" onClick={game.resign}>
                {t('computer.resign')}
              </button>
            </>
          )}
          <button type="button" className={`button${game.end ? ' button--primary' : ''}`} onClick={onNewGame}>
            {t('computer.newGame')}
          </button>
        </div>
        <p className="computer-player computer-player--you">
          <strong>{t('computer.you')}</strong> · {t(`computer.colors.${setup.color}`)}
          {game.counts.takebacks + game.counts.hints > 0 && (
            <span className="computer-counts"> · {t('computer.counts', game.counts)}</span>
          )}
        </p>
      </div>
    </div>
  );
}
