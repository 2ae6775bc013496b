import './play.css';
import { type Color, formatTimeControl, type GameView, opposite } from '@kingside/contract';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { loadChunk } from '../../lib/load-chunk';
import { NotFoundPage } from '../errors/NotFoundPage';
import { useGameChat } from '../messages/useGameChat';
import { Board } from './Board';
import type { BoardSettings } from './board-options';
import { ConnectionIndicator } from './ConnectionIndicator';
import { GameControls } from './GameControls';
import {
  destsOf,
  isCheck,
  isLive,
  isPromotion,
  lastMoveSquares,
  PROMOTION_LETTER,
  type PromotionRole,
  playMove,
} from './game-state';
import { MoveInput } from './MoveInput';
import { MoveList } from './MoveList';
import { MoveStepperBar } from './MoveStepper';
import { timeSpentPerPly } from './move-list-format';
import { positionsAfter, useMoveStepper } from './move-stepper';
import { PlayerBar } from './PlayerBar';
import { PremoveQueueNote } from './PremoveQueueNote';
import type { SoundAnnouncement } from './sounds';
import { useBoardOptions } from './useBoardOptions';
import { useGame } from './useGame';
import { usePremoveQueue } from './usePremoveQueue';
import '../../lib/i18n/locales/en.game';

/**
 * What a game shows only at some moment (a promotion's choice, a finished game's result and rematch offer)
 * comes in its own chunk then, as do a finished game's downloads and a daily game's parts; the chat's panel comes after the board (its lines are held here).
 */
const GameChat = lazy(() =>
  loadChunk(() => import('../messages/GameChat')).then((module) => ({ default: module.GameChat })),
);
const PromotionDialog = lazy(() =>
  loadChunk(() => import('./PromotionDialog')).then((module) => ({ default: module.PromotionDialog })),
);
const ResultBanner = lazy(() =>
  loadChunk(() => import('./ResultBanner')).then((module) => ({ default: module.ResultBanner })),
);
const GameDownloads = lazy(() =>
  loadChunk(() => import('./GameDownloads')).then((module) => ({ default: module.GameDownloads })),
);
// Daily games only: live games never load them.
const DailyClock = lazy(() =>
  loadChunk(() => import('../daily/DailyClock')).then((module) => ({ default: module.DailyClock })),
);
const ConditionalMoves = lazy(() =>
  loadChunk(() => import('../daily/ConditionalMoves')).then((module) => ({
    default: module.ConditionalMoves,
  })),
);
// Arena games only.
const BerserkButton = lazy(() =>
  loadChunk(() => import('./BerserkButton')).then((module) => ({ default: module.BerserkButton })),
);
const RematchPanel = lazy(() =>
  loadChunk(() => import('../challenges/RematchPanel')).then((module) => ({ default: module.RematchPanel })),
);

export function GamePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const { context } = useServices();
  // Another tab's settings page may change these while the game is open.
  const { options } = useBoardOptions();
  const game = useGame(id, context.page?.game ?? null, options.playSounds);
  const { state, view } = game;
  useDocumentTitle('game', { id });

  if (state.status === 'missing') return <NotFoundPage />;
  if (!view) {
    return (
      <div className="game game--loading" aria-busy="true">
        <div className="game__board-area">
          <div className="board board--skeleton skeleton" />
        </div>
        <p className="visually-hidden" role="status">
          {state.status === 'failed' ? t('app.genericError') : t('game.loading')}
        </p>
        {state.status === 'failed' && (
          <p className="notice" role="alert">
            {t('app.genericError')}
          </p>
        )}
      </div>
    );
  }
  return <LiveGame key={id} game={game} view={view} me={view.you} options={options} />;
}

interface LiveGameProps {
  game: ReturnType<typeof useGame>;
  view: GameView;
  me: Color | null;
  options: BoardSettings;
}

function LiveGame({ game, view, me, options }: LiveGameProps) {
  const { t } = useTranslation();
  const [flipped, setFlipped] = useState(false);
  const [promotion, setPromotion] = useState<{ orig: string; dest: string } | null>(null);
  const [announcement, setAnnouncement] = useState<SoundAnnouncement | null>(null);
  const live = isLive(view);
  const chat = useGameChat(view.id);
  const playing = me !== null && live;
  const premoves = usePremoveQueue(game, view, playing && options.premoveQueue ? me : null);

  useEffect(() => {
    if (!options.playSounds) return;
    let stop: (() => void) | null = null;
    let live = true;
    void import('./sounds').then(({ getSoundPlayer }) => {
      if (live) stop = getSoundPlayer().onAnnounce(setAnnouncement);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [options.playSounds]);

  const baseOrientation: Color = options.isWhiteOnBottom ? 'white' : (me ?? 'white');
  const orientation = flipped ? opposite(baseOrientation) : baseOrientation;
  const stepper = useMoveStepper(view.moves.length);
  const positions = useMemo(() => positionsAfter(view.moves), [view.moves]);
  // Looking back shows that position, still; the live one comes back with the last step.
  const shownFen = stepper.following ? view.fen : (positions[stepper.shown] ?? view.fen);
  const dests = useMemo(() => destsOf(view.fen), [view.fen]);
  const check = useMemo(() => isCheck(shownFen), [shownFen]);
  const lastMove = lastMoveSquares(view.moves[stepper.shown - 1]);
  const incrementMs = view.timeControl.increment * 1000;
  const times = useMemo(
    () => (options.showTimestamps ? timeSpentPerPly(view.moveClocks, incrementMs, view.berserk) : undefined),
    [options.showTimestamps, view.moveClocks, incrementMs, view.berserk],
  );

  const sendMove = (orig: string, dest: string, role?: PromotionRole) => {
    const played = playMove(view.fen, `${orig}${dest}${role ? PROMOTION_LETTER[role] : ''}`);
    if (played) game.move(played);
    else game.resetBoard();
  };

  const onBoardMove = (orig: string, dest: string, premove: boolean) => {
    if (isPromotion(view.fen, orig, dest)) {
      // A premoved promotion becomes a queen, as on lichess; otherwise the player chooses.
      if (premove) sendMove(orig, dest, 'queen');
      else setPromotion({ orig, dest });
      return;
    }
    sendMove(orig, dest);
  };

  const top = opposite(orientation);
  const bottom = orientation;

  return (
    <div className="game">
      <div className="game__board-area">
        <Board
          fen={shownFen}
          orientation={orientation}
          turnColor={view.turn}
          lastMove={lastMove}
          check={check}
          movableColor={playing && stepper.following ? me : null}
          dests={dests}
          options={options}
          resetToken={game.state.resetToken}
          label={t('game.boardLabel')}
          onMove={onBoardMove}
          premoveQueue={stepper.following ? premoves.board : undefined}
        />
        {promotion && me && (
          <Suspense fallback={null}>
            <PromotionDialog
              color={me}
              onChoose={(role) => {
                setPromotion(null);
                sendMove(promotion.orig, promotion.dest, role);
              }}
              onCancel={() => {
                setPromotion(null);
                game.resetBoard();
              }}
            />
          </Suspense>
        )}
      </div>

      <div className="game__side">
        <PlayerBar
          position="top"
          color={top}
          player={view[top]}
          game={view}
          connected={game.state.presence[top]}
          serverNow={game.serverNow}
        />

        <div className="game__panel">
          <div className="game__meta">
            <p className="game__summary">
              {t('game.summary', {
                tc:
                  view.daysPerMove === null
                    ? formatTimeControl(view.timeControl)
                    : t('game.daysPerMove', { count: view.daysPerMove }),
                speed: t(`play.speeds.${view.speed}`),
                mode: view.rated ? t('game.rated') : t('game.casual'),
              })}
            </p>
            <div className="game__tools">
              <ConnectionIndicator />
              <button
                type="button"
                className="icon-button"
                aria-label={t('game.flip')}
                title={t('game.flip')}
                onClick={() => setFlipped((value) => !value)}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M7 4v16M7 4 3.5 7.5M7 4l3.5 3.5M17 20V4m0 16-3.5-3.5M17 20l3.5-3.5" />
                </svg>
              </button>
            </div>
          </div>

          {live && view.daysPerMove !== null && (
            <Suspense fallback={null}>
              <DailyClock game={view} me={me} serverNow={game.serverNow} />
            </Suspense>
          )}
          <MoveList
            san={view.san}
            displayType={options.moveListDisplayType}
            times={times}
            current={stepper.shown}
            onSelect={stepper.goTo}
          />
          <MoveStepperBar stepper={stepper} plies={view.moves.length} live={live} />
          {!live && (
            <Suspense fallback={null}>
              <GameDownloads gameId={view.id} fen={shownFen} />
            </Suspense>
          )}

          {!live && (
            <Suspense fallback={null}>
              <ResultBanner game={view} me={me} />
              {me !== null && <RematchPanel gameId={view.id} />}
            </Suspense>
          )}

          {me === null && <p className="game__note">{t('game.spectating')}</p>}
          {live && view.daysPerMove !== null && (
            <Suspense fallback={null}>
              <ConditionalMoves game={view} me={me} />
            </Suspense>
          )}

          {playing && (
            <>
              <GameControls
                game={view}
                me={me}
                opponentConnected={game.state.presence[opposite(me)]}
                onResign={game.resign}
                onAbort={game.abort}
                onDraw={game.draw}
                onTakeback={game.takeback}
              />
              {view.berserkable && (
                <Suspense fallback={null}>
                  <BerserkButton game={view} me={me} onBerserk={game.berserk} />
                </Suspense>
              )}
              {premoves.board && (
                <PremoveQueueNote count={premoves.board.moves.length} onClear={premoves.board.onClear} />
              )}
              <MoveInput fen={view.fen} myTurn={view.turn === me} onMove={game.move} />
            </>
          )}
          {game.state.problem && <ProblemNotice key={game.state.problem.at} code={game.state.problem.code} />}
          <Suspense fallback={null}>
            <GameChat gameId={view.id} chat={chat} />
          </Suspense>
        </div>

        <PlayerBar
          position="bottom"
          color={bottom}
          player={view[bottom]}
          game={view}
          connected={game.state.presence[bottom]}
          serverNow={game.serverNow}
        />
      </div>

      {/* §4: said on the page and to screen readers when sound turns on or stays suspended. */}
      <p className={announcement ? 'game__sound' : 'visually-hidden'} aria-live="polite">
        {announcement ? t(`game.sound.${announcement}`) : ''}
      </p>
    </div>
  );
}

function ProblemNotice({ code }: { code: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), 4000);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  const known = [
    'not_your_turn',
    'illegal_move',
    'stale_version',
    'game_over',
    'not_allowed',
    'rate_limited',
  ];
  const key = known.includes(code) ? code : 'generic';
  return (
    <p className="game__problem" role="status">
      {t(`game.errors.${key as 'generic'}`)}
    </p>
  );
}
