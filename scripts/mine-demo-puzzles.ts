/**
 * Makes the demo seed's puzzles with the real miner (run `npm run puzzles:demo`, minutes):
 * 1. the demo games (demo-games.json), played by our own code (demo/demo-games.ts), kept as they are
 *    unless `--new-games`;
 * 2. every game mined (miner/puzzle-miner.ts), the puzzles written to demo-puzzles.json, which the
 *    demo seed loads without running the engine.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { playDemoGame, seededRandom } from '../apps/server/src/modules/puzzles/demo/demo-games';
import { startEngine } from '../apps/server/src/modules/puzzles/miner/engine';
import type { MinedPuzzle } from '../apps/server/src/modules/puzzles/miner/mined-puzzle';
import { type GameToMine, mineGame } from '../apps/server/src/modules/puzzles/miner/puzzle-miner';

const DIR = path.join(import.meta.dirname, '../apps/server/src/modules/puzzles/demo');
const GAMES_FILE = path.join(DIR, 'demo-games.json');
const PUZZLES_FILE = path.join(DIR, 'demo-puzzles.json');
const GAME_COUNT = Number(process.env.DEMO_GAMES ?? 200);
/** Mine only games [FROM, TO) into OUT (several processes share the work; merge their files after). */
const FROM = Number(process.env.FROM ?? 0);
const TO = Number(process.env.TO ?? Number.POSITIVE_INFINITY);
const OUT = process.env.OUT ?? PUZZLES_FILE;
const SEED = 20_261_126;

const engine = startEngine();
try {
  let games: GameToMine[];
  if (existsSync(GAMES_FILE) && !process.argv.includes('--new-games')) {
    games = JSON.parse(readFileSync(GAMES_FILE, 'utf8'));
  } else {
    const random = seededRandom(SEED);
    games = [];
    for (let i = 0; i < GAME_COUNT; i++) {
      games.push(await playDemoGame(engine, `demo${String(i + 1).padStart(4, '0')}`, random));
      process.stdout.write(`played ${i + 1}/${GAME_COUNT}\r`);
    }
    writeFileSync(GAMES_FILE, `${JSON.stringify(games, null, 1)}\n`);
  }
  const puzzles: MinedPuzzle[] = [];
  const seen = new Set<string>();
  for (const [index, game] of games.entries()) {
    if (index < FROM || index >= TO) continue;
    for (const puzzle of await mineGame(engine, game)) {
      if (seen.has(puzzle.fen)) continue;
      seen.add(puzzle.fen);
      puzzles.push(puzzle);
    }
    process.stdout.write(`mined ${index + 1}/${games.length}: ${puzzles.length} puzzles\n`);
    writeFileSync(OUT, `${JSON.stringify(puzzles, null, 1)}\n`);
  }
} finally {
  await engine.close();
}
// In the repository's own style, so `biome check` stays clean.
if (OUT === PUZZLES_FILE)
  execFileSync('npx', ['biome', 'format', '--write', GAMES_FILE, PUZZLES_FILE], { stdio: 'inherit' });
