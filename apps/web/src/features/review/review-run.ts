/**
 * Runs the engine over every position of a game, one after another: the best line and the second
 * (for "great" and "only move"), white's scores, the same numbers the server checks a saved review by.
 */
import type { PositionEval, Score } from '@kingside/contract/review';
import type { UciOptionName, UciScore } from '@kingside/contract/uci';
import type { EngineError, UciEngine } from '../../lib/engine/engine';
import { turnOfFen } from '../play/game-state';

const OPTIONS: Partial<Record<UciOptionName, number | boolean>> = {
  MultiPV: 2,
  'Skill Level': 20,
  UCI_LimitStrength: false,
};

export const scoreOf = (score: UciScore): Score =>
  score.kind === 'mate' ? { mate: score.value } : { cp: score.value };

const stopped = (error: unknown) => (error as EngineError).code === 'engine_stopped';

/** Evaluations of `fens` at `depth`, reporting after each; rejects when the engine fails or `signal` aborts. */
export async function evaluatePositions(
  engine: UciEngine,
  fens: readonly string[],
  depth: number,
  onProgress: (done: number) => void,
  signal: AbortSignal,
): Promise<PositionEval[]> {
  const evals: PositionEval[] = [];
  for (const fen of fens) {
    let result: PositionEval | null = null;
    // A search stopped by someone else (a stray stop) is run again, a few times at most.
    for (let attempt = 0; result === null && attempt < 3; attempt++) {
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      try {
        const { best, report } = await engine.search({
          fen,
          turn: turnOfFen(fen),
          limits: { depth },
          options: OPTIONS,
        });
        const [first, second] = report.lines;
        result = {
          best: best.move,
          score: first ? scoreOf(first.score) : { cp: 0 },
          second: second ? scoreOf(second.score) : null,
        };
      } catch (error) {
        if (!stopped(error) || attempt === 2) throw error;
      }
    }
    evals.push(result!);
    onProgress(evals.length);
  }
  return evals;
}
