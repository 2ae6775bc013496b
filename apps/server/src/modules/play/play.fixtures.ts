/** Test helpers for the play module's integration tests (not used by the app). */
import { randomUUID } from 'node:crypto';
import { guestName, type TimeControl } from '@kingside/contract';
import type { TestApp } from '../../../test/test-app';
import type { PlayError } from './play-error';
import type { PlayerRef } from './player';

let serial = 0;

/** A registered member as a player. */
export async function member(t: TestApp, name = `player_${++serial}`): Promise<PlayerRef> {
  const user = await t.services.accounts.register({
    username: name,
    email: `${name}@example.com`,
    password: 'long-enough-pw',
  });
  return { userId: user.userId, guestId: null, name: user.username };
}

export function guest(): PlayerRef {
  const guestId = randomUUID();
  return { userId: null, guestId, name: guestName(guestId) };
}

export interface Table {
  id: string;
  white: PlayerRef;
  black: PlayerRef;
}

/** A new game between two fresh guests (or the given players). */
export async function newTable(
  t: TestApp,
  options: { tc?: TimeControl; rated?: boolean; white?: PlayerRef; black?: PlayerRef } = {},
): Promise<Table> {
  const white = options.white ?? guest();
  const black = options.black ?? guest();
  const game = await t.services.play.games.create({
    white,
    black,
    tc: options.tc ?? { initial: 300, increment: 0 },
    rated: options.rated ?? false,
  });
  return { id: game.id, white, black };
}

/** Plays moves alternately from the current position, each on the version it saw. */
export async function play(t: TestApp, table: Table, moves: string[], lagMs = 0): Promise<number> {
  let version = 0;
  for (const uci of moves) {
    const game = (await t.services.play.games.view(table.id, null))!;
    const mover = game.turn === 'white' ? table.white : table.black;
    ({ version } = await t.services.play.games.act(
      table.id,
      mover,
      { t: 'move', uci, version: game.version },
      lagMs,
    ));
  }
  return version;
}

/** The code a refused action fails with. */
export async function refusal(action: Promise<unknown>): Promise<string> {
  try {
    await action;
  } catch (error) {
    return (error as PlayError).code ?? String(error);
  }
  return 'accepted';
}

/** A legal 32-ply game after which white has a bare king, white to move (found by a random search). */
export const WHITE_LOSES_EVERYTHING = [
  'h2h4',
  'e7e6',
  'e2e4',
  'd8h4',
  'f1c4',
  'h4h1',
  'e1f1',
  'h1g2',
  'f1e1',
  'g2e4',
  'd1e2',
  'e4c4',
  'c2c3',
  'c4a2',
  'e2e4',
  'a2b2',
  'g1f3',
  'b2b1',
  'e4b4',
  'b1c1',
  'e1e2',
  'c1a1',
  'b4d6',
  'f8d6',
  'f3e5',
  'a1c3',
  'd2d4',
  'd6e5',
  'd4d5',
  'e6d5',
  'f2f3',
  'c3f3',
];
