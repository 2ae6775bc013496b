// `npm run bench`: the tournament pairing cores on a 1,000-player field, each beside a bare sort of
// the same players (by score, then rating: the least any pairing must do) in the same run,
// interleaved. Swiss: round 5 of a 1,000-player FIDE Dutch event after four rounds of random results
// (the engine pairs those too). Arena: one wave of 1,000 waiting players whose last opponents are
// among them. Goal (issue 20): a 1,000-player round pairs in well under a second — p99 under 1 s.
import { performance } from 'node:perf_hooks';
import type { ArenaPlayer } from '../apps/server/src/modules/tournaments/arena/arena.types';
import { pairWave } from '../apps/server/src/modules/tournaments/arena/wave';
import { pairNextRound } from '../apps/server/src/modules/tournaments/swiss/pairing';
import type { SwissRound, SwissTournament } from '../apps/server/src/modules/tournaments/swiss/swiss.types';
import {
  playRound,
  randomEntrants,
  seededRandom,
} from '../apps/server/src/modules/tournaments/swiss/test-support';
import { percentiles } from './friends-search-setup';

const PLAYERS = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const WARMUP = 3;

function swissField(): { tournament: SwissTournament; sortable: { score: number; rating: number }[] } {
  const random = seededRandom(20);
  const entrants = randomEntrants(random, PLAYERS);
  const ratings = new Map(entrants.map((e) => [e.id, e.rating]));
  const rounds: SwissRound[] = [];
  const settings = { totalRounds: 9, byePoints: 1 as const, lateEntryPoints: 0 as const, seed: 'bench' };
  for (let r = 0; r < 4; r++) {
    const paired = pairNextRound({ entrants, rounds, settings });
    if (!paired.ok) throw new Error(paired.error);
    rounds.push(playRound(random, paired.value, ratings));
  }
  const scores = new Map<string, number>();
  for (const round of rounds) {
    for (const g of round.games) {
      const w = g.result.startsWith('white') ? 1 : g.result === 'draw' ? 0.5 : 0;
      const b = g.result.startsWith('black') ? 1 : g.result === 'draw' ? 0.5 : 0;
      scores.set(g.white, (scores.get(g.white) ?? 0) + w);
      scores.set(g.black, (scores.get(g.black) ?? 0) + b);
    }
    if (round.bye) scores.set(round.bye, (scores.get(round.bye) ?? 0) + 1);
  }
  return {
    tournament: { entrants, rounds, settings },
    sortable: entrants.map((e) => ({ score: scores.get(e.id) ?? 0, rating: e.rating })),
  };
}

function arenaField(): ArenaPlayer[] {
  const random = seededRandom(21);
  return Array.from({ length: PLAYERS }, (_, i) => ({
    id: `a${i}`,
    rating: 1000 + Math.floor(random() * 1500),
    score: Math.floor(random() * 30),
    paused: false,
    waitingSince: Math.floor(random() * 10_000),
    // Everyone just played a neighbour: the wave must step around last opponents.
    lastOpponent: `a${i % 2 === 0 ? i + 1 : i - 1}`,
    colourBalance: Math.floor(random() * 3) - 1,
  }));
}

const bareSort = <T extends { score: number; rating: number }>(players: readonly T[]) =>
  [...players].sort((a, b) => b.score - a.score || b.rating - a.rating);

function compare(name: string, work: () => unknown, baseline: () => unknown): void {
  const workTimes: number[] = [];
  const baseTimes: number[] = [];
  for (let i = 0; i < WARMUP + ROUNDS; i++) {
    let started = performance.now();
    work();
    const w = performance.now() - started;
    started = performance.now();
    baseline();
    const b = performance.now() - started;
    if (i >= WARMUP) {
      workTimes.push(w);
      baseTimes.push(b);
    }
  }
  const p = percentiles(workTimes);
  const s = percentiles(baseTimes);
  const ratio = p.p50 / s.p50;
  console.log(
    `  ${name.padEnd(14)} p50 ${p.p50.toFixed(2)} ms  p99 ${p.p99.toFixed(2)} ms` +
      `   | bare sort p50 ${s.p50.toFixed(3)} ms  p99 ${s.p99.toFixed(3)} ms` +
      `   | ${ratio.toFixed(0)}× the sort  ${p.p99 < 1000 ? '(goal p99 < 1 s: met)' : '(goal p99 < 1 s: MISSED)'}`,
  );
}

console.log(
  `tournament pairing, ${PLAYERS} players: ${ROUNDS} runs each, interleaved with a bare sort, after ${WARMUP} warm-up runs`,
);
const swiss = swissField();
compare(
  'Swiss round 5',
  () => {
    const result = pairNextRound(swiss.tournament);
    if (!result.ok) throw new Error(result.error);
  },
  () => bareSort(swiss.sortable),
);
const arena = arenaField();
compare(
  'arena wave',
  () => pairWave(arena, { nowMs: 20_000, rematchAfterMs: 30_000 }),
  () => bareSort(arena),
);
