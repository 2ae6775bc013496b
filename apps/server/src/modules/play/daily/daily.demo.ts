import type { AssignableLevel } from '@kingside/contract';
import type { Tx } from '../../../db/db';
import { newGameId } from '../game.service';
import { loadGame } from '../game-logic';
import { type GameRow, games } from '../play.tables';
import { dailyTurn } from './daily-clock';
import { DAY_MS } from './daily-deadline';
import { NO_TERMS } from './daily-terms';

const HOUR_MS = 3_600_000;

/** Daily games in progress between demo members: demo_gold is to move in one and waits in another. */
const DEMO_DAILY: {
  white: AssignableLevel;
  black: AssignableLevel;
  days: number;
  weekendPause: boolean;
  moves: string;
  /** How long ago the turn began. */
  turnAgoMs: number;
}[] = [
  {
    white: 'basic',
    black: 'gold',
    days: 3,
    weekendPause: false,
    moves: 'e2e4 e7e5',
    turnAgoMs: 20 * HOUR_MS,
  },
  {
    white: 'gold',
    black: 'silver',
    days: 1,
    weekendPause: false,
    moves: 'd2d4 d7d5',
    turnAgoMs: 15 * HOUR_MS,
  },
  {
    white: 'platinum',
    black: 'basic',
    days: 7,
    weekendPause: true,
    moves: 'e2e4 c7c5 g1f3 d7d6',
    turnAgoMs: DAY_MS,
  },
];

/** Seeds the demo's daily games (modules/demo calls it in its one transaction). */
export async function seedDemoDailyGames(tx: Tx, idOf: ReadonlyMap<AssignableLevel, number>, now: Date) {
  for (const demo of DEMO_DAILY) {
    const whiteUserId = idOf.get(demo.white);
    const blackUserId = idOf.get(demo.black);
    if (whiteUserId === undefined || blackUserId === undefined) continue;
    const moves = demo.moves.split(' ');
    const turnStart = new Date(now.getTime() - demo.turnAgoMs);
    const mover = moves.length % 2 === 0 ? 'white' : 'black';
    const turn = dailyTurn(
      { daysPerMove: demo.days, weekendPause: demo.weekendPause },
      mover,
      turnStart,
      NO_TERMS,
    );
    const row = {
      id: newGameId(),
      whiteUserId,
      blackUserId,
      whiteGuestId: null,
      blackGuestId: null,
      whiteName: `demo_${demo.white}`,
      blackName: `demo_${demo.black}`,
      rated: false,
      initialSeconds: demo.days * 86_400,
      incrementSeconds: 0,
      speed: 'daily',
      daysPerMove: demo.days,
      weekendPause: demo.weekendPause,
      moves: demo.moves,
      version: moves.length,
      ...turn,
      createdAt: new Date(turnStart.getTime() - moves.length * HOUR_MS),
      updatedAt: turnStart,
    };
    // The moves must replay: a typo here would break the game page, so it fails the seed instead.
    loadGame(row as unknown as GameRow);
    await tx.insert(games).values(row);
  }
}
