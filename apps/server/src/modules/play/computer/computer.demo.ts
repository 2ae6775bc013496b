/**
 * Demo games against the computer: the bots' accounts, and a few finished games of the first demo
 * member against them, so a fresh install's archive and `/play/computer` show the feature working.
 */
import { type AssignableLevel, type Color, type ComputerGameEnd, computerBot } from '@kingside/contract';
import type { DbOrTx } from '../../../db/db';
import { newGameId } from '../game.service';
import { games } from '../play.tables';
import { computerPlayerIds } from './computer.service';
import { computerGames } from './computer.tables';
import { computerGameRow } from './computer-game-row';
import { judgeComputerGame } from './computer-judge';

const DEMO_COMPUTER_GAMES: readonly {
  bot: string;
  level: number;
  color: Color;
  moves: string;
  end: ComputerGameEnd;
}[] = [
  { bot: 'pip', level: 1, color: 'white', moves: 'e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7', end: 'checkmate' },
  { bot: 'basil', level: 5, color: 'black', moves: 'd2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5 f8e7', end: 'resign' },
  { bot: 'rosa', level: 3, color: 'black', moves: 'f2f3 e7e5 g2g4 d8h4', end: 'checkmate' },
  { bot: 'stockfish', level: 2, color: 'white', moves: 'e2e4 e7e5 g1f3 b8c6 f1b5 a7a6', end: 'resign' },
];

export async function seedDemoComputerGames(
  tx: DbOrTx,
  members: ReadonlyMap<AssignableLevel, { userId: number; username: string }>,
  now: Date,
): Promise<void> {
  const ids = await computerPlayerIds(tx, now);
  const member = members.get('platinum');
  if (!member) return;
  for (const [i, game] of DEMO_COMPUTER_GAMES.entries()) {
    const judged = judgeComputerGame(game.moves.split(' '), game.end, game.color);
    const bot = computerBot(game.bot);
    const botUserId = ids.get(game.bot);
    if (!judged.ok || !bot) throw new Error(`Bad demo game against the computer: ${game.moves}`);
    if (botUserId === undefined) continue;
    const endedAt = new Date(now.getTime() - (i + 1) * 5 * 3_600_000);
    const id = newGameId();
    const row = computerGameRow({
      id,
      member,
      bot,
      botUserId,
      memberColor: game.color,
      verdict: judged.value,
      startedAt: new Date(endedAt.getTime() - judged.value.moves.length * 8_000),
      endedAt,
    });
    await tx.insert(games).values(row);
    await tx.insert(computerGames).values({ gameId: id, botKey: bot.key, level: game.level });
  }
}
