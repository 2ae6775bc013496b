import type { UciOptionName } from '@kingside/contract/uci';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type EngineError,
  type EngineReport,
  formatScore,
  startEngine,
  type UciEngine,
  winningChances,
} from '../../../lib/engine/engine';
import { turnOfFen } from '../../play/game-state';
import { EvalGraph } from './EvalGraph';
import { finishedAs, pvSan, whiteShare } from './engine-view';
import '../../../lib/i18n/locales/en.analysisEngine';

/** The shown position: three lines, full strength, deep enough to settle in a few seconds on one thread. */
const LIVE = {
  limits: { depth: 20 },
  options: { MultiPV: 3, 'Skill Level': 20, UCI_LimitStrength: false } as Partial<
    Record<UciOptionName, number | boolean>
  >,
};
/** The whole game for the graph: one line a position, shallow, so a long game takes seconds, not minutes. */
const GRAPH = { limits: { depth: 10 }, options: { ...LIVE.options, MultiPV: 1 } };

interface Graph {
  chances: (number | null)[];
  labels: string[];
  done: number;
  running: boolean;
}

const stopped = (error: unknown) => (error as EngineError).code === 'engine_stopped';

/**
 * The analysis board's engine (a lazy chunk, started when asked for): an evaluation bar, the three
 * best lines of the shown position with depth and speed, and on request an evaluation graph over
 * the whole line that steps the board when clicked.
 */
export function AnalysisEngine({
  fens,
  shown,
  onGoTo,
}: {
  fens: readonly string[];
  shown: number;
  onGoTo: (ply: number) => void;
}) {
  const { t } = useTranslation();
  const engine = useRef<UciEngine | null>(null);
  const mounted = useRef(true);
  const [live, setLive] = useState<{ fen: string; report: EngineReport } | null>(null);
  const [failed, setFailed] = useState(false);
  const [graph, setGraph] = useState<Graph | null>(null);
  const fen = fens[shown] ?? fens[0]!;
  const graphRunning = graph?.running ?? false;

  useEffect(() => {
    const started = startEngine();
    engine.current = started;
    mounted.current = true;
    started.whenReady().catch(() => setFailed(true));
    return () => {
      mounted.current = false;
      started.terminate();
    };
  }, []);

  useEffect(() => {
    const current = engine.current;
    setLive(null);
    if (!current || graphRunning || finishedAs(fen)) return;
    let cancelled = false;
    current
      .search({
        fen,
        turn: turnOfFen(fen),
        ...LIVE,
        onReport: (report) => {
          if (!cancelled) setLive({ fen, report });
        },
      })
      .catch((error: unknown) => {
        if (!stopped(error)) setFailed(true);
      });
    return () => {
      cancelled = true;
      current.stop();
    };
  }, [fen, graphRunning]);

  const evaluateGame = useCallback(async () => {
    const current = engine.current;
    if (!current) return;
    const total = fens.length;
    setGraph({ chances: Array(total).fill(null), labels: Array(total).fill('—'), done: 0, running: true });
    for (let ply = 0; ply < total && mounted.current; ply++) {
      const position = fens[ply]!;
      const finished = finishedAs(position);
      let chance: number | null = finished === 'whiteMated' ? -1 : finished === 'blackMated' ? 1 : 0;
      let label = finished ? t(`analysis.engine.${finished}`) : '—';
      // The live search, stopped as the pass starts, may stop this search once: then it runs again.
      for (let attempt = 0; !finished && attempt < 3 && mounted.current; attempt++) {
        try {
          const { report } = await current.search({ fen: position, turn: turnOfFen(position), ...GRAPH });
          const score = report.lines[0]?.score;
          chance = score ? winningChances(score) : null;
          label = score ? formatScore(score) : '—';
          break;
        } catch (error) {
          if (!stopped(error)) return setFailed(true);
        }
      }
      setGraph(
        (before) =>
          before && {
            ...before,
            chances: before.chances.map((c, i) => (i === ply ? chance : c)),
            labels: before.labels.map((l, i) => (i === ply ? label : l)),
            done: ply + 1,
          },
      );
    }
    setGraph((before) => before && { ...before, running: false });
  }, [fens, t]);

  const report = live?.fen === fen ? live.report : null;
  const best = report?.lines[0]?.score ?? null;
  const finished = finishedAs(fen);
  const scoreText = finished ? t(`analysis.engine.${finished}`) : best ? formatScore(best) : '…';
  const share = whiteShare(best, fen);

  return (
    <section className="analysis-engine" aria-label={t('analysis.engine.title')}>
      {failed && (
        <p className="notice" role="alert">
          {t('analysis.engine.failed')}
        </p>
      )}
      <div className="eval-bar" role="img" aria-label={t('analysis.engine.barLabel', { score: scoreText })}>
        <div className="eval-bar__white" style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </div>
      <p className="analysis-engine__meta">
        <strong className="analysis-engine__score">{scoreText}</strong>
        {report && report.depth > 0 && (
          <span>
            {' · '}
            {t('analysis.engine.depth', { depth: report.depth })} ·{' '}
            {t('analysis.engine.speed', { knps: Math.round(report.nps / 1000) })}
          </span>
        )}
      </p>
      {graphRunning ? (
        <p className="analysis-engine__paused">{t('analysis.engine.paused')}</p>
      ) : (
        <ol className="analysis-engine__lines" aria-label={t('analysis.engine.lines')}>
          {(report?.lines ?? []).map((line) => (
            <li key={line.multipv}>
              <span className="analysis-engine__line-score">{formatScore(line.score)}</span>{' '}
              <span className="analysis-engine__pv">{pvSan(fen, line.pv)}</span>
            </li>
          ))}
        </ol>
      )}
      {fens.length > 1 && (
        <button type="button" className="button" onClick={evaluateGame} disabled={graphRunning}>
          {graphRunning
            ? t('analysis.engine.evaluating', { done: graph?.done ?? 0, total: fens.length })
            : t('analysis.engine.evaluateGame')}
        </button>
      )}
      {graph && <EvalGraph chances={graph.chances} labels={graph.labels} shown={shown} onGoTo={onGoTo} />}
    </section>
  );
}
