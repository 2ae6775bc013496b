import { Chess } from 'chessops/chess';
import { makeFen, parseFen } from 'chessops/fen';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { makeUci } from 'chessops/util';

/** What a diagram steps through: the positions (FEN), and the moves between them (SAN and UCI). */
export interface DiagramLine {
  fens: string[];
  san: string[];
  uci: string[];
}

/**
 * A FEN, or the main line of a PGN's first game, read with chessops; null when it cannot be read.
 * A PGN stops at its first illegal move: the positions before it still show.
 */
export function readDiagram(fen: string | null, pgn: string | null): DiagramLine | null {
  if (pgn !== null) {
    const game = parsePgn(pgn)[0];
    if (!game) return null;
    const start = startingPosition(game.headers);
    if (start.isErr) return null;
    const position = start.value;
    const line: DiagramLine = { fens: [makeFen(position.toSetup())], san: [], uci: [] };
    for (const node of game.moves.mainline()) {
      const move = parseSan(position, node.san);
      if (!move) break;
      position.play(move);
      line.fens.push(makeFen(position.toSetup()));
      line.san.push(node.san);
      line.uci.push(makeUci(move));
    }
    return line;
  }
  const setup = parseFen((fen ?? '').trim());
  if (setup.isErr) return null;
  const position = Chess.fromSetup(setup.value);
  return position.isErr ? null : { fens: [makeFen(position.value.toSetup())], san: [], uci: [] };
}

/** The side to move and whether it is in check, from a FEN this module made. */
export function stateOf(fen: string): { turn: 'white' | 'black'; check: boolean } {
  const setup = parseFen(fen);
  const position = setup.isOk ? Chess.fromSetup(setup.value) : null;
  return {
    turn: fen.split(' ')[1] === 'b' ? 'black' : 'white',
    check: position?.isOk ? position.value.isCheck() : false,
  };
}
