// throwaway: µs per move of the embedded batch write, on-thread PGlite (CPU of everything)
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { GameWrite } from '../apps/server/src/modules/play/committer';
import { preparedPlainMoves } from '../apps/server/src/modules/play/move-batch';
import { migrateDatabase, openDatabase } from '../apps/server/src/platform/db/database';

const GAMES = 1000,
  BATCH = Number(process.env.BATCH ?? 128),
  ROUNDS = Number(process.env.ROUNDS ?? 150);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'micro-'));
const database = await openDatabase({ dataDir, databaseUrl: null });
await migrateDatabase(database);
const { db } = database;
const now = new Date('2026-11-26T12:00:00Z');
for (let i = 0; i < GAMES; i += 100) {
  const values = Array.from(
    { length: 100 },
    (_, k) =>
      `('g${String(i + k).padStart(7, '0')}', 'w', 'b', false, 1800, 0, 'classical', 1800000, 1800000, '${now.toISOString()}', '${now.toISOString()}', '${now.toISOString()}')`,
  ).join(',');
  await db.execute(
    sql.raw(
      `insert into games (id, white_name, black_name, rated, initial_seconds, increment_seconds, speed, white_ms, black_ms, clock_at, created_at, updated_at) values ${values}`,
    ),
  );
}
const write = preparedPlainMoves(db);
const versions = new Array(GAMES).fill(0);
let next = 0;
function makeWrite(): GameWrite {
  const g = next++ % GAMES;
  const v = versions[g]++;
  const t = new Date(now.getTime() + v * 500);
  const clock = {
    white: 1_800_000 - v * 250,
    black: 1_800_000 - v * 250,
    running: v % 2 ? 'white' : 'black',
    at: t.getTime(),
  };
  return {
    gameId: `g${String(g).padStart(7, '0')}`,
    version: v,
    events: [
      {
        kind: 'move',
        uci: 'g1f3',
        san: 'Nf3',
        fen: 'rnbqkb1r/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 4 3',
        clock,
      } as never,
    ],
    appended: { move: 'g1f3', moveClock: String(clock.white) },
    patch: {
      moves: 'x',
      moveClocks: 'y',
      whiteMs: clock.white,
      blackMs: clock.black,
      clockRunning: clock.running,
      clockAt: t,
      deadlineAt: new Date(t.getTime() + 1_800_000),
      drawOffer: null,
      takebackOffer: null,
      updatedAt: t,
      ...(v >= 2 ? { [v % 2 ? 'blackLagBankMs' : 'whiteLagBankMs']: 500 } : {}),
    },
  };
}
async function run(rounds: number) {
  const t0 = process.cpuUsage();
  for (let r = 0; r < rounds; r++) {
    const writes = Array.from({ length: BATCH }, makeWrite);
    const ok = await write(writes);
    if (ok.size !== BATCH) throw new Error(`wrote ${ok.size}`);
  }
  const u = process.cpuUsage(t0);
  return (u.user + u.system) / (rounds * BATCH);
}
await run(30);
const figures = [];
for (let i = 0; i < 3; i++) figures.push((await run(ROUNDS)).toFixed(1));
console.log(`batch ${BATCH}: µs CPU per move`, figures.join(' '));
await database.close();
