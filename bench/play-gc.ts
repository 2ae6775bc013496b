// What live moves leave for the garbage collector, without sockets (issue 13): the game service with
// its committer and move journal on a copy of a seeded embedded DATA_DIR (BENCH_DATA_DIR; a folder
// `kingside serve` has migrated), N games moved at a steady rate. Run under `--trace-gc-nvp` with
// the output to a file; bench/gc-trace.ts's figures are read from it after the window this prints.
//   node --trace-gc-nvp --import tsx bench/play-gc.ts > out; npx tsx bench/play-gc.ts --read out
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createGameService } from '../apps/server/src/modules/play/game.service';
import { SCRIPT } from '../apps/server/src/modules/play/live-server.fixture';
import type { PlayerRef } from '../apps/server/src/modules/play/player';
import { createMemoryBus } from '../apps/server/src/platform/bus/memory-bus';
import { systemClock } from '../apps/server/src/platform/clock';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { createLogger } from '../apps/server/src/platform/logger';

const GAMES = Number(process.env.BENCH_GAMES ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 2000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;

if (process.argv[2] === '--read') {
  // The window's collections of the main isolate (the first one to collect).
  const text = readFileSync(process.argv[3]!, 'utf8');
  const window = /GC WINDOW (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) MOVES (\d+) ERRORS \d+ CPU ([\d.]+)/.exec(text);
  if (!window) throw new Error('no window in the output');
  const [from, to, moves] = [Number(window[1]), Number(window[2]), Number(window[3])];
  const lines = [
    ...text.matchAll(/\[\d+:(0x[0-9a-f]+)\]\s+([\d.]+) ms: pause=([\d.]+) .*?gc=(\w+) .*?promoted=(\d+) /g),
  ];
  const main = lines[0]?.[1];
  const inWindow = lines.filter((m) => m[1] === main && Number(m[2]) >= from && Number(m[2]) <= to);
  const scavenges = inWindow.filter((m) => m[4] === 's');
  const full = inWindow.filter((m) => m[4] !== 's');
  const promoted = inWindow.reduce((sum, m) => sum + Number(m[5]), 0);
  const max = (list: RegExpMatchArray[]) => Math.max(0, ...list.map((m) => Number(m[3])));
  const pauses = inWindow.reduce((sum, m) => sum + Number(m[3]), 0);
  console.log(
    `${moves} moves in ${((to - from) / 1000).toFixed(1)} s: promoted ${(promoted / 1024 / moves).toFixed(2)} KiB/move; ` +
      `${scavenges.length} scavenges (max ${max(scavenges).toFixed(1)} ms), ${full.length} mark-compacts (max ${max(full).toFixed(1)} ms); ` +
      `pauses ${(pauses / (moves / 1000)).toFixed(1)} ms per 1,000 moves; CPU ${window[4]} µs/move (all threads)`,
  );
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kingside-play-gc-'));
cpSync(process.env.BENCH_DATA_DIR!, dataDir, { recursive: true });
rmSync(path.join(dataDir, 'journal'), { recursive: true, force: true });
const database = await openDatabase({ dataDir, databaseUrl: null, embeddedOnWorker: false } as never);
const games = createGameService({
  db: database.db,
  clock: systemClock,
  bus: createMemoryBus(),
  logger: createLogger({ logLevel: 'silent' }),
  singleWriter: true,
  journalDir: path.join(dataDir, 'journal-bench'),
  notices: {
    challenged: async () => {},
    gameStarted: async () => {},
    dailyYourMove: async () => {},
    dailyTimeRunningOut: async () => {},
    gameFinished: async () => {},
  },
  nameOpening: () => null,
});
await games.committer.recover();

const guest = (i: number): PlayerRef => ({
  userId: null,
  guestId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `g${i}`,
});
interface Lane {
  id: string;
  players: [PlayerRef, PlayerRef];
  ply: number;
  busy: boolean;
}
async function newLane(i: number): Promise<Lane> {
  const players: [PlayerRef, PlayerRef] = [guest(2 * i), guest(2 * i + 1)];
  const view = await games.create({
    white: players[0],
    black: players[1],
    tc: { initial: 600 + (i % 100), increment: 0 },
    rated: false,
  });
  return { id: view.id, players, ply: 0, busy: false };
}
const lanes: Lane[] = [];
for (let i = 0; i < GAMES; i++) lanes.push(await newLane(i));

let moves = 0;
let next = 0;
let errors = 0;
function move(lane: Lane): void {
  if (lane.busy) return;
  lane.busy = true;
  const ply = lane.ply;
  games
    .act(lane.id, lane.players[ply % 2]!, { t: 'move', uci: SCRIPT[ply]!, version: ply })
    .then(async () => {
      moves++;
      lane.ply++;
      if (lane.ply >= SCRIPT.length) {
        const fresh = await newLane(lanes.indexOf(lane) + GAMES * (1 + moves));
        Object.assign(lane, fresh);
      }
    })
    .catch((error) => {
      if (++errors < 5) console.error(error);
    })
    .finally(() => {
      lane.busy = false;
    });
}
const started = performance.now();
let windowFrom = 0;
let movesAtOpen = 0;
let cpuAtOpen = process.cpuUsage();
const TICK_MS = 5;
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    const elapsed = (performance.now() - started) / 1000;
    if (!windowFrom && elapsed >= WARMUP_SECONDS) {
      windowFrom = performance.now();
      movesAtOpen = moves;
      cpuAtOpen = process.cpuUsage();
    }
    if (elapsed >= WARMUP_SECONDS + SECONDS) {
      clearInterval(timer);
      resolve();
      return;
    }
    const due = Math.round(((elapsed * RATE) | 0) - next);
    for (let k = 0; k < due; k++) move(lanes[next++ % lanes.length]!);
  }, TICK_MS);
});
const windowTo = performance.now();
const cpu = process.cpuUsage(cpuAtOpen);
console.log(
  `GC WINDOW ${windowFrom.toFixed(0)} ${windowTo.toFixed(0)} MOVES ${moves - movesAtOpen} ERRORS ${errors} CPU ${((cpu.user + cpu.system) / (moves - movesAtOpen)).toFixed(1)}`,
);
await games.committer.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
