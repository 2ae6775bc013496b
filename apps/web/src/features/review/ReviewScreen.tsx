import '../play/play.css';
import '../analysis/analysis.css';
import './review.css';
import { type Color, opposite } from '@kingside/contract';
import { winPercent } from '@kingside/contract/review';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteUrl } from '../../app/useLanguage';
import { loadChunk } from '../../lib/load-chunk';
import { EvalGraph } from '../analysis/engine/EvalGraph';
import { Board } from '../play/Board';
import { isCheck, lastMoveSquares, turnOfFen } from '../play/game-state';
import { MoveStepperBar } from '../play/MoveStepper';
import { useMoveStepper } from '../play/move-stepper';
import { useBoardOptions } from '../play/useBoardOptions';
import { classMarking, LEARNABLE } from './class-style';
import { ReviewMoveList } from './ReviewMoveList';
import { ReviewProgress } from './ReviewProgress';
import { ReviewSummary } from './ReviewSummary';
import type { LoadedReview } from './review.api';
import { ShownMove } from './ShownMove';
import { useGameReview } from './useGameReview';
import '../../lib/i18n/locales/en.analysis';
import '../../lib/i18n/locales/en.review';

// Practice comes only when asked for.
const LearnMistakes = lazy(() =>
  loadChunk(() => import('./LearnMistakes')).then((module) => ({ default: module.LearnMistakes })),
);

const NO_DESTS = new Map<string, string[]>();

/**
 * The review of a finished game (a lazy chunk of the page): the engine in this browser over every
 * position, then classes, accuracy, the graph and the member's mistakes to practise.
 */
export function ReviewScreen({ loaded, isMember }: { loaded: LoadedReview; isMember: boolean }) {
  const { t } = useTranslation();
  const game = loaded.game;
  const { fens, run, result, notice, reviewDeeper: onDeeper } = useGameReview(loaded, isMember);
  const url = useRouteUrl();
  const { options } = useBoardOptions();
  const [orientation, setOrientation] = useState<Color>(game.you ?? 'white');
  const [learning, setLearning] = useState(false);
  const stepper = useMoveStepper(game.moves.length);
  const fen = fens[stepper.shown] ?? fens[0]!;
  const reviewed = result?.moves ?? [];
  const shownMove = stepper.shown > 0 ? (reviewed[stepper.shown - 1] ?? null) : null;
  const mistakes = useMemo(
    () => reviewed.filter((move) => move.color === game.you && LEARNABLE.has(move.moveClass)),
    [reviewed, game.you],
  );
  const graph = useMemo(() => {
    if (run.phase !== 'done' || !result) return null;
    const first = winPercent(run.evals[0]!.score);
    const whiteChances = [
      first,
      ...result.moves.map((move) => (move.color === 'white' ? move.winAfter : 100 - move.winAfter)),
    ];
    return {
      chances: whiteChances.map((chance) => chance / 50 - 1),
      labels: whiteChances.map((chance) => `${chance.toFixed(0)}%`),
    };
  }, [run, result]);

  if (learning && run.phase === 'done')
    return (
      <Suspense fallback={<p role="status">{t('review.loading')}</p>}>
        <LearnMistakes
          mistakes={mistakes}
          fens={fens}
          san={game.san}
          color={game.you ?? 'white'}
          onClose={() => setLearning(false)}
        />
      </Suspense>
    );

  return (
    <div className="review">
      <h1 className="review__title">
        {t('review.title')}: {game.white.username} – {game.black.username}
      </h1>
      <div className="game review__game">
        <div className="game__board-area">
          <Board
            fen={fen}
            orientation={orientation}
            turnColor={turnOfFen(fen)}
            lastMove={lastMoveSquares(game.moves[stepper.shown - 1])}
            check={isCheck(fen)}
            movableColor={null}
            dests={NO_DESTS}
            options={options}
            resetToken={0}
            label={t('review.boardLabel')}
            onMove={() => undefined}
          />
        </div>
        <div className="game__side review__side">
          <div className="game__panel review__panel">
            <ReviewProgress run={run} />
            {result && <ReviewSummary game={game} result={result} />}
            {graph && (
              <EvalGraph
                chances={graph.chances}
                labels={graph.labels}
                shown={stepper.shown}
                onGoTo={stepper.goTo}
              />
            )}
            {result && (
              <ShownMove
                move={shownMove}
                san={game.san[stepper.shown - 1] ?? ''}
                fenBefore={fens[Math.max(0, stepper.shown - 1)]!}
              />
            )}
            <ReviewMoveList
              san={game.san}
              reviewed={reviewed}
              marking={classMarking(options.moveListClassificationStyle)}
              displayType={options.moveListDisplayType}
              current={stepper.shown}
              onSelect={stepper.goTo}
            />
            <MoveStepperBar stepper={stepper} plies={game.moves.length} live={false} />
          </div>
          <div className="review__actions">
            {result && game.you && (
              <button
                type="button"
                className="button"
                onClick={() => setLearning(true)}
                disabled={mistakes.length === 0}
                title={mistakes.length === 0 ? t('review.learn.none') : undefined}
              >
                {t('review.learn.open')}
              </button>
            )}
            {isMember && run.phase === 'done' && run.depth === 'standard' && (
              <button type="button" className="button" onClick={onDeeper} title={t('review.depth.deepNote')}>
                {t('review.depth.deepButton')}
              </button>
            )}
            <button
              type="button"
              className="icon-button"
              aria-label={t('analysis.flip')}
              title={t('analysis.flip')}
              onClick={() => setOrientation(opposite)}
            >
              <span aria-hidden="true">⇅</span>
            </button>
            <Link to={url('game', { id: game.id })}>{t('review.backToGame')}</Link>
            <Link to={url('review_help')}>{t('review.help')}</Link>
          </div>
          {notice && (
            <p className="review__notice" role={notice === 'saved' ? 'status' : 'alert'}>
              {notice === 'saved' ? t('review.saved') : notice === 'failed' ? t('review.failed') : notice}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
