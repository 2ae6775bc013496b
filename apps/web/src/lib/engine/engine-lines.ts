import { type UciInfo, type UciScore, whiteScore } from '@kingside/contract/uci';

/** One principal variation as the analysis shows it: its score from White's side. */
export interface EngineLine {
  multipv: number;
  depth: number;
  /** From White's point of view. */
  score: UciScore;
  pv: string[];
}

/** What a search has found so far: the lines of the deepest complete iteration, and its speed. */
export interface EngineReport {
  depth: number;
  seldepth: number;
  nodes: number;
  nps: number;
  lines: EngineLine[];
}

/**
 * Folds `info` lines into the current report. Stockfish prints the lines of a depth one by one
 * (multipv 1, 2, …); a line of a new depth replaces its own slot, and a line without a score or pv
 * (currmove, info string, hashfull) changes nothing. `turn` is the side to move in the searched position.
 */
export function foldInfo(report: EngineReport, info: UciInfo, turn: 'white' | 'black'): EngineReport {
  if (info.depth === undefined) return report;
  const speed = {
    depth: Math.max(report.depth, info.depth),
    seldepth: Math.max(report.seldepth, info.seldepth ?? 0),
    nodes: info.nodes ?? report.nodes,
    nps: info.nps ?? report.nps,
  };
  if (!info.score || (info.pv.length === 0 && info.depth > 0)) return { ...report, ...speed };
  // A bound is a search cut short on its window: the line's previous exact score is the better guess.
  if (info.score.bound && report.lines.some((line) => line.multipv === info.multipv))
    return { ...report, ...speed };
  const line: EngineLine = {
    multipv: info.multipv,
    depth: info.depth,
    score: whiteScore(info.score, turn),
    pv: info.pv,
  };
  const lines = [...report.lines.filter((l) => l.multipv !== info.multipv), line].sort(
    (a, b) => a.multipv - b.multipv,
  );
  return { ...report, ...speed, lines };
}

export const emptyReport = (): EngineReport => ({ depth: 0, seldepth: 0, nodes: 0, nps: 0, lines: [] });

/** A score as players read it: `+0.42`, `−1.50`, `#3`, `−#2`, `#0` (White to move is mated: `−#0`). */
export function formatScore(score: UciScore): string {
  if (score.kind === 'mate') return score.value > 0 ? `#${score.value}` : `−#${Math.abs(score.value)}`;
  const pawns = (score.value / 100).toFixed(2);
  return score.value > 0 ? `+${pawns}` : score.value < 0 ? `−${pawns.slice(1)}` : '0.00';
}

/**
 * White's winning chances from −1 to 1 (lichess's logistic curve on centipawns, mates at the ends):
 * what the evaluation bar and graph draw, so a pawn matters more at 0.00 than at +8.
 */
export function winningChances(score: UciScore): number {
  if (score.kind === 'mate') return score.value > 0 ? 1 : score.value < 0 ? -1 : 0;
  const cp = Math.max(-1000, Math.min(1000, score.value));
  return 2 / (1 + Math.exp(-0.00368208 * cp)) - 1;
}
