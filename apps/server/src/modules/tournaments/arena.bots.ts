/**
 * Scripted arena players for the integration tests (not used by the app): each plays random legal
 * moves through the game service, then resigns, offers a draw the other accepts, or plays on to
 * mate or stalemate, as a seeded random number generator decides.
 */
import { Chess } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { makeSquare } from 'chessops/util';
import type { TestApp } from '../../../test/test-app';

export interface Bot {
  userId: number;
  name: string;
}

/** A small seeded generator (mulberry32): the same run every time. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function randomMove(fen: string, random: () => number): string | null {
  const pos = Chess.fromSetup(parseFen(fen).unwrap()).unwrap();
  const moves: string[] = [];
  for (const [from, dests] of pos.allDests()) {
    for (const to of dests) {
      const piece = pos.board.get(from);
      const promotes = piece?.role === 'pawn' && (to >> 3 === 7 || to >> 3 === 0);
      moves.push(`${makeSquare(from)}${makeSquare(to)}${promotes ? 'q' : ''}`);
    }
  }
  return moves.length === 0 ? null : moves[Math.floor(random() * moves.length)]!;
}

/** Plays one game to its end between two bots; answers how it ended (as the game service tells). */
export async function playOut(t: TestApp, gameId: string, bots: Map<number, Bot>, random: () => number) {
  const games = t.services.play.games;
  const plies = Math.floor(random() * 30);
  const ending = random();
  const ref = (userId: number) => ({ userId, guestId: null, name: bots.get(userId)!.name });
  for (;;) {
    const game = (await games.view(gameId, null))!;
    if (game.status !== 'started') return game;
    const mover = game.turn === 'white' ? game.white : game.black;
    const other = game.turn === 'white' ? game.black : game.white;
    const me = ref(mover.userId!);
    if (game.moves.length >= plies && game.moves.length >= 2) {
      if (ending < 0.55) await games.act(gameId, me, { t: 'resign' });
      else if (ending < 0.8) {
        await games.act(gameId, me, { t: 'draw', action: 'offer', opponentGone: false });
        await games.act(gameId, ref(other.userId!), { t: 'draw', action: 'accept', opponentGone: false });
      } else if (ending < 1) {
        // Plays on to the end the rules give, or gives up after a long game.
        const uci = game.moves.length < 80 ? randomMove(game.fen, random) : null;
        if (uci) await games.act(gameId, me, { t: 'move', uci, version: game.version });
        else await games.act(gameId, me, { t: 'resign' });
      }
      continue;
    }
    const uci = randomMove(game.fen, random);
    if (uci) await games.act(gameId, me, { t: 'move', uci, version: game.version });
  }
}
