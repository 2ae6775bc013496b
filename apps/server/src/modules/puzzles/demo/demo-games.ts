/**
 * The demo's own games, made by our code: the engine plays itself at a shallow depth from a few
 * random opening moves, now and then picking a weaker line or a careless move, so the games hold
 * the kind of mistakes puzzles come from. Seeded: the same seed makes the same games.
 */
import { after, legalMove, positionOf } from '@kingside/contract/review';
import { makeFen } from 'chessops/fen';
import { makeUci } from 'chessops/util';
import type { Analyser } from '../miner/engine';
import type { GameToMine } from '../miner/puzzle-miner';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
/** Random moves to begin with, so no two games are alike. */
const RANDOM_OPENING_PLIES = 3;
/** Games stop here if nothing ended them: tactics come early in games this loose. */
const MAX_PLIES = 50;
const PLAY_DEPTH = 5;
/** How often a side plays the engine's first, second, third, fourth line. */
const LINE_ODDS = [0.6, 0.2, 0.1, 0.05] as const;
/** The rest of the time (5%): any legal move, the careless blunder. */

/** mulberry32: a small seeded generator, good enough to vary games. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function playDemoGame(engine: Analyser, id: string, random: () => number): Promise<GameToMine> {
  let pos = positionOf(START)!;
  const moves: string[] = [];
  while (moves.length < MAX_PLIES && !pos.isEnd()) {
    const legal = [...pos.allDests()].flatMap(([from, dests]) =>
      [...dests].map((to) => makeUci({ from, to })),
    );
    let uci: string;
    const roll = random();
    if (moves.length < RANDOM_OPENING_PLIES || roll >= LINE_ODDS.reduce((a, b) => a + b, 0)) {
      uci = legal[Math.floor(random() * legal.length)]!;
    } else {
      const lines = await engine.analyse(makeFen(pos.toSetup()), LINE_ODDS.length, PLAY_DEPTH);
      let pick = 0;
      let edge = LINE_ODDS[0];
      while (pick < lines.length - 1 && roll >= edge) edge += LINE_ODDS[++pick]!;
      uci = lines[pick]?.move ?? legal[0]!;
    }
    // A pawn reaching the last rank from a random pick becomes a queen.
    const move = legalMove(pos, uci) ?? legalMove(pos, `${uci}q`);
    if (!move) break;
    moves.push(makeUci(move));
    pos = after(pos, move);
  }
  return { id, moves };
}
