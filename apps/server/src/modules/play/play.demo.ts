/**
 * Demo games: a varied archive for the demo members at first start (speeds, colours, results,
 * openings, rated and casual, spread over two months), with clocks per move, and their ratings.
 */
import type { AssignableLevel, Color } from '@kingside/contract';
import type { DbOrTx } from '../../db/db';
import { replay } from './core';
import { newGameId } from './game.service';
import { games, type NewGameRow, ratings } from './play.tables';

/** Legal lines (UCI); the last is a mate. */
export const DEMO_LINES: readonly string[] = [
  'e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8g8',
  'e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6 c1e3 e7e5 d4b3 c8e6',
  'd2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5 f8e7 e2e3 e8g8 g1f3 b8d7',
  'c2c4 e7e6 b1c3 g8f6 d2d4 f8b4 e2e3 e8g8 f1d3 d7d5 g1f3 c7c5',
  'e2e4 e7e6 d2d4 d7d5 b1c3 g8f6 c1g5 f8e7 e4e5 f6d7',
  'e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4 c8f5 e4g3 f5g6',
  'd2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6 g1f3 e8g8 f1e2 e7e5',
  'd2d4 d7d5 c1f4 g8f6 e2e3 e7e6 g1f3 c7c5 c2c3 b8c6',
  'e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7',
];

const TIME_CONTROLS = [
  { speed: 'bullet', initial: 60, increment: 0 },
  { speed: 'blitz', initial: 180, increment: 2 },
  { speed: 'rapid', initial: 600, increment: 5 },
  { speed: 'classical', initial: 1800, increment: 20 },
] as const;

const PLAYERS: readonly AssignableLevel[] = ['platinum', 'gold', 'diamond', 'silver', 'basic'];
const DEMO_GAMES = 60;

/** Each ply's mover's clock: a few seconds spent a move, the increment added. */
function clocksOf(plies: number, initialMs: number, incrementMs: number, seed: number): string {
  const left: [number, number] = [initialMs, initialMs];
  const texts: string[] = [];
  for (let ply = 0; ply < plies; ply++) {
    const side = ply % 2;
    const spent = Math.min(left[side]! - 100, ((seed * 7 + ply * 13) % 9) * (initialMs / 400) + 300);
    left[side] = left[side]! - spent + incrementMs;
    texts.push(String(Math.round(left[side]!)));
  }
  return texts.join(' ');
}

/** A seeded game as others' demo data may name it (club matches). */
export interface DemoGame {
  id: string;
  whiteUserId: number;
  blackUserId: number;
  winner: Color | null;
  initialSeconds: number;
  incrementSeconds: number;
  createdAt: Date;
  endedAt: Date;
}

/** Seeds the games and answers them, oldest last. */
export async function seedDemoGames(
  tx: DbOrTx,
  members: ReadonlyMap<AssignableLevel, { userId: number; username: string }>,
  now: Date,
): Promise<DemoGame[]> {
  const players = PLAYERS.flatMap((level) => members.get(level) ?? []);
  if (players.length < 2) return [];
  const rows: NewGameRow[] = [];
  for (let g = 0; g < DEMO_GAMES; g++) {
    // The first member (demo_platinum) plays every game, half as white; the others take turns.
    const hero = players[0]!;
    const other = players[1 + (Math.floor(g / 2) % (players.length - 1))]!;
    const [white, black] = g % 2 ? [other, hero] : [hero, other];
    const line = DEMO_LINES[g % DEMO_LINES.length]!;
    const moves = line.split(' ');
    const tc = TIME_CONTROLS[g % TIME_CONTROLS.length]!;
    const mate = line === DEMO_LINES.at(-1);
    const ending = mate ? 'mate' : (['resign', 'draw', 'resign', 'outoftime'] as const)[g % 4]!;
    const winner: Color | null = mate ? 'white' : ending === 'draw' ? null : g % 3 ? 'white' : 'black';
    const rated = g % 5 !== 4;
    const startedAt = new Date(now.getTime() - (g + 1) * 23 * 3_600_000);
    const endedAt = new Date(startedAt.getTime() + moves.length * 4_000 + 30_000);
    const rating = (seed: number) => 1400 + ((seed * 37) % 300);
    const diff = (color: Color) => (!rated ? null : winner === null ? 0 : winner === color ? 8 : -8);
    rows.push({
      id: newGameId(),
      whiteUserId: white.userId,
      blackUserId: black.userId,
      whiteName: white.username,
      blackName: black.username,
      rated,
      initialSeconds: tc.initial,
      incrementSeconds: tc.increment,
      speed: tc.speed,
      moves: line,
      moveClocks: clocksOf(moves.length, tc.initial * 1000, tc.increment * 1000, g),
      version: moves.length + 1,
      whiteMs: tc.initial * 1000,
      blackMs: tc.initial * 1000,
      clockRunning: null,
      clockAt: endedAt,
      deadlineAt: null,
      status: ending,
      winner,
      endReason: ending === 'draw' ? 'agreement' : null,
      whiteRating: rating(g + white.userId),
      blackRating: rating(g + black.userId),
      whiteRatingDiff: diff('white'),
      blackRatingDiff: diff('black'),
      createdAt: startedAt,
      updatedAt: endedAt,
      endedAt,
    });
  }
  // Every line must replay, or the archive would show a game that stops short.
  for (const line of DEMO_LINES)
    if (!replay(line.split(' ')).ok) throw new Error(`Illegal demo line: ${line}`);
  await tx.insert(games).values(rows);
  const rated = players.flatMap((player, i) =>
    TIME_CONTROLS.map(({ speed }, j) => ({
      userId: player.userId,
      speed,
      rating: 1450 + ((i * 61 + j * 43) % 250),
      rd: 80,
      volatility: 0.06,
      games: Math.ceil(DEMO_GAMES / TIME_CONTROLS.length),
      updatedAt: now,
    })),
  );
  await tx.insert(ratings).values(rated).onConflictDoNothing();
  return rows.map((row) => ({
    id: row.id,
    whiteUserId: row.whiteUserId!,
    blackUserId: row.blackUserId!,
    winner: row.winner as Color | null,
    initialSeconds: row.initialSeconds,
    incrementSeconds: row.incrementSeconds,
    createdAt: row.createdAt,
    endedAt: row.endedAt!,
  }));
}
