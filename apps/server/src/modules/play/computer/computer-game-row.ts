import type { Color, ComputerBot } from '@kingside/contract';
import type { NewGameRow } from '../play.tables';
import type { ComputerVerdict } from './computer-judge';

/**
 * A finished game against the computer as a `games` row: never rated (the computer's strength is
 * not a rating, and takebacks and hints are allowed), untimed (no clock: pgn.ts writes TimeControl 0),
 * the bot's account on the side the member did not take.
 */
export function computerGameRow(game: {
  id: string;
  member: { userId: number; username: string };
  bot: ComputerBot;
  botUserId: number;
  memberColor: Color;
  verdict: ComputerVerdict;
  startedAt: Date;
  endedAt: Date;
}): NewGameRow {
  const member = { id: game.member.userId, name: game.member.username };
  const bot = { id: game.botUserId, name: game.bot.username };
  const [white, black] = game.memberColor === 'white' ? [member, bot] : [bot, member];
  const { status, winner, endReason, moves } = game.verdict;
  return {
    id: game.id,
    whiteUserId: white.id,
    blackUserId: black.id,
    whiteName: white.name,
    blackName: black.name,
    rated: false,
    initialSeconds: 0,
    incrementSeconds: 0,
    speed: 'classical',
    moves: moves.join(' '),
    version: moves.length + 1,
    whiteMs: 0,
    blackMs: 0,
    clockRunning: null,
    clockAt: game.endedAt,
    deadlineAt: null,
    status,
    winner,
    endReason,
    createdAt: game.startedAt,
    updatedAt: game.endedAt,
    endedAt: game.endedAt,
  };
}
