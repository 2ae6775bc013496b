import '../play/play.css';
import './analysis.css';
import { type Color, opposite } from '@kingside/contract';
import axios from 'axios';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useServices } from '../../app/services';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { loadChunk } from '../../lib/load-chunk';
import { Board } from '../play/Board';
import {
  destsOf,
  isCheck,
  isPromotion,
  lastMoveSquares,
  PROMOTION_LETTER,
  type PromotionRole,
  playMove,
  turnOfFen,
} from '../play/game-state';
import { MoveStepperBar } from '../play/MoveStepper';
import { useBoardOptions } from '../play/useBoardOptions';
import { AnalysisExport } from './AnalysisExport';
import { AnalysisImport } from './AnalysisImport';
import { AnalysisTreeTools } from './AnalysisTreeTools';
import { fetchGamePgn } from './analysis.api';
import { readPgn } from './analysis-line';
import { type AnalysisTree, emptyTree, playAt } from './analysis-tree';
import { MoveTree } from './MoveTree';
import { useOpeningName } from './useOpeningName';
import { useTreeCursor } from './useTreeCursor';
import '../../lib/i18n/locales/en.analysis';

// The engine (its worker, lines and graph) loads only when asked for: most visits step through a game.
const AnalysisEngine = lazy(() =>
  loadChunk(() => import('./engine/AnalysisEngine')).then((module) => ({ default: module.AnalysisEngine })),
);

const PromotionDialog = lazy(() =>
  loadChunk(() => import('../play/PromotionDialog')).then((module) => ({ default: module.PromotionDialog })),
);

type GameLoad = 'none' | 'loading' | 'missing' | 'failed' | 'unreadable';

/** A shared link's tree (`?pgn=`), read once on load: `unreadable` when it is not a PGN. */
function sharedTree(pgn: string | null): AnalysisTree | 'unreadable' {
  if (!pgn) return emptyTree();
  const result = readPgn(pgn);
  return result.ok ? result.tree : 'unreadable';
}

/**
 * `/analysis`: a board to step through a pasted PGN, a FEN, a finished game (`?game={id}`) or a
 * shared link (`?pgn=`), and play on from any move into variations.
 */
export function AnalysisPage() {
  const { t } = useTranslation();
  const { http } = useServices();
  const [search] = useSearchParams();
  const gameId = search.get('game');
  useDocumentTitle('analysis');
  // A new line gets a fresh board (and stepper): `loads` counts them.
  const [shared] = useState(() => sharedTree(search.get('pgn')));
  const [loaded, setLoaded] = useState({ tree: shared === 'unreadable' ? emptyTree() : shared, loads: 0 });
  const [gameLoad, setGameLoad] = useState<GameLoad>(
    gameId ? 'loading' : shared === 'unreadable' ? 'unreadable' : 'none',
  );
  const load = useCallback(
    (tree: AnalysisTree) => setLoaded((previous) => ({ tree, loads: previous.loads + 1 })),
    [],
  );

  useEffect(() => {
    if (!gameId) return;
    const controller = new AbortController();
    setGameLoad('loading');
    fetchGamePgn(http, gameId, controller.signal).then(
      (pgn) => {
        const result = readPgn(pgn);
        setGameLoad(result.ok ? 'none' : 'failed');
        if (result.ok) load(result.tree);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = axios.isAxiosError(error) ? error.response?.status : undefined;
        setGameLoad(status === 404 || status === 400 ? 'missing' : 'failed');
      },
    );
    return () => controller.abort();
  }, [http, gameId, load]);

  return (
    <div className="analysis">
      <h1 className="visually-hidden">{t('analysis.title')}</h1>
      <AnalysisBoard
        key={loaded.loads}
        initial={loaded.tree}
        notice={
          gameLoad === 'none' ? null : (
            <p className="notice" role={gameLoad === 'loading' ? 'status' : 'alert'}>
              {t(
                gameLoad === 'loading'
                  ? 'analysis.loadingGame'
                  : gameLoad === 'missing'
                    ? 'analysis.gameMissing'
                    : gameLoad === 'unreadable'
                      ? 'analysis.sharedUnreadable'
                      : 'analysis.gameFailed',
              )}
            </p>
          )
        }
        importer={<AnalysisImport onLoad={load} onReset={() => load(emptyTree())} />}
      />
    </div>
  );
}

interface AnalysisBoardProps {
  initial: AnalysisTree;
  notice: ReactNode;
  importer: ReactNode;
}

function AnalysisBoard({ initial, notice, importer }: AnalysisBoardProps) {
  const { t } = useTranslation();
  const { options } = useBoardOptions();
  const [tree, setTree] = useState(initial);
  const { line, path, stepper, select } = useTreeCursor(tree);
  const [orientation, setOrientation] = useState<Color>(turnOfFen(initial.start));
  const [promotion, setPromotion] = useState<{ orig: string; dest: string } | null>(null);
  const [resetToken, setResetToken] = useState(0);
  const [engineOn, setEngineOn] = useState(false);
  const fen = line.fens[stepper.shown] ?? line.fens[0]!;
  const turn = turnOfFen(fen);
  const dests = useMemo(() => destsOf(fen), [fen]);
  const opening = useOpeningName(line.fens, stepper.shown);

  const play = (orig: string, dest: string, role?: PromotionRole) => {
    const played = playMove(fen, `${orig}${dest}${role ? PROMOTION_LETTER[role] : ''}`);
    if (!played) {
      setResetToken((n) => n + 1);
      return;
    }
    const next = playAt(tree, path, played);
    setTree(next.tree);
    select(next.path);
  };
  const onMove = (orig: string, dest: string) => {
    if (isPromotion(fen, orig, dest)) setPromotion({ orig, dest });
    else play(orig, dest);
  };

  return (
    <div className="game analysis__game">
      <div className="game__board-area">
        <Board
          fen={fen}
          orientation={orientation}
          turnColor={turn}
          lastMove={lastMoveSquares(line.moves[stepper.shown - 1])}
          check={isCheck(fen)}
          movableColor={turn}
          dests={dests}
          options={options}
          resetToken={resetToken}
          label={t('analysis.boardLabel')}
          onMove={onMove}
        />
        {promotion && (
          <Suspense fallback={null}>
            <PromotionDialog
              color={turn}
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

      <div className="game__side analysis__side">
        {notice}
        <div className="game__panel">
          <div className="game__meta">
            <p className="analysis__opening" aria-live="polite">
              <span className="visually-hidden">{t('analysis.opening')}: </span>
              {opening ? (
                <>
                  <span className="analysis__eco">{opening.eco}</span> {opening.name}
                </>
              ) : opening === null ? (
                <span className="analysis__no-opening">{t('analysis.noOpening')}</span>
              ) : (
                '\u00a0'
              )}
            </p>
            <button
              type="button"
              className="button analysis__engine-toggle"
              aria-pressed={engineOn}
              onClick={() => setEngineOn((on) => !on)}
            >
              {t('analysis.engine.show')}
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('analysis.flip')}
              title={t('analysis.flip')}
              onClick={() => setOrientation(opposite)}
            >
              <span aria-hidden="true">⇅</span>
            </button>
          </div>
          {engineOn && (
            <Suspense fallback={<p role="status">{t('analysis.engine.loading')}</p>}>
              <AnalysisEngine fens={line.fens} shown={stepper.shown} onGoTo={stepper.goTo} />
            </Suspense>
          )}
          <MoveTree tree={tree} current={path} onSelect={select} />
          <MoveStepperBar stepper={stepper} plies={line.moves.length} live={false} />
          <AnalysisTreeTools
            tree={tree}
            path={path}
            onChange={(changed, at) => {
              setTree(changed);
              select(at);
            }}
          />
          <AnalysisExport tree={tree} fen={fen} />
        </div>
        {importer}
      </div>
    </div>
  );
}
