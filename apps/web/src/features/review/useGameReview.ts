import { REVIEW_SEARCH_DEPTH, type ReviewDepth } from '@kingside/contract';
import { type GameReviewResult, type PositionEval, reviewGame } from '@kingside/contract/review';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../../app/services';
import { startEngine, type UciEngine } from '../../lib/engine/engine';
import { serverMessage } from '../../lib/server-error';
import { INITIAL_FEN, positionsAfter } from '../play/move-stepper';
import { type LoadedReview, saveReview, startDeepReview } from './review.api';
import { evaluatePositions } from './review-run';

export type ReviewRun =
  | { phase: 'waiting' }
  | { phase: 'running'; depth: ReviewDepth; done: number; total: number }
  | { phase: 'done'; depth: ReviewDepth; evals: PositionEval[] }
  | { phase: 'failed' };

/**
 * A finished game's review: the saved one when the member has it, else the engine in this browser
 * over every position at the standard depth (then saved for members). The deep setting spends one
 * of the member's allowance first, then runs the same way deeper.
 */
export function useGameReview(loaded: LoadedReview, isMember: boolean) {
  const { http } = useServices();
  const gameId = loaded.game.id;
  const [run, setRun] = useState<ReviewRun>({ phase: 'waiting' });
  const [notice, setNotice] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const engine = useRef<UciEngine | null>(null);
  const fens = useMemo(() => positionsAfter(loaded.game.moves, INITIAL_FEN), [loaded]);

  const review = useCallback(
    async (depth: ReviewDepth) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setRun({ phase: 'running', depth, done: 0, total: fens.length });
      try {
        engine.current ??= startEngine();
        await engine.current.whenReady();
        const evals = await evaluatePositions(
          engine.current,
          fens,
          REVIEW_SEARCH_DEPTH[depth],
          (done) => setRun({ phase: 'running', depth, done, total: fens.length }),
          controller.signal,
        );
        if (controller.signal.aborted) return;
        setRun({ phase: 'done', depth, evals });
        const result = reviewOf(loaded, evals);
        if (isMember && result) {
          await saveReview(http, gameId, {
            depth,
            evals,
            classes: result.moves.map((move) => move.moveClass),
            accuracy: result.accuracy,
          }).then(
            () => setNotice('saved'),
            () => undefined,
          );
        }
      } catch {
        if (!controller.signal.aborted) setRun({ phase: 'failed' });
      }
    },
    [loaded, fens, http, gameId, isMember],
  );

  const reviewDeeper = useCallback(async () => {
    try {
      if (!loaded.info.deepStarted) await startDeepReview(http, gameId);
      setNotice(null);
      await review('deep');
    } catch (error) {
      setNotice(serverMessage(error) ?? 'failed');
    }
  }, [loaded, http, gameId, review]);

  // First: the saved review if any, else a standard one.
  useEffect(() => {
    if (loaded.info.saved)
      setRun({ phase: 'done', depth: loaded.info.saved.depth, evals: loaded.info.saved.evals });
    else void review('standard');
  }, [loaded, review]);

  useEffect(
    () => () => {
      running.current?.abort();
      engine.current?.terminate();
    },
    [],
  );

  const result = useMemo(() => (run.phase === 'done' ? reviewOf(loaded, run.evals) : null), [loaded, run]);
  return { fens, run, result, notice, reviewDeeper };
}

function reviewOf(loaded: LoadedReview, evals: PositionEval[]): GameReviewResult | null {
  return reviewGame({
    startFen: INITIAL_FEN,
    moves: loaded.game.moves,
    evals,
    bookPlies: loaded.info.bookPlies,
  });
}
