import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PieceKey } from '@kingside/contract/themes';

const NAMES: Record<string, string> = {
  pawn: 'p',
  knight: 'n',
  bishop: 'b',
  rook: 'r',
  queen: 'q',
  king: 'k',
};

let pieces: Map<PieceKey, string> | null = null;

/**
 * Colin M. L. Burnett's pieces as chessground ships them (`assets/chessground.cburnett.css`, base64
 * SVG per piece; the package is GPL-3.0-or-later, which our AGPL-3.0-or-later may combine with).
 * Read from the installed package once, so the art is never copied into this repository.
 */
export function cburnettSvg(key: PieceKey): string {
  if (!pieces) {
    const require = createRequire(import.meta.url);
    const css = readFileSync(
      require.resolve('@lichess-org/chessground/assets/chessground.cburnett.css'),
      'utf8',
    );
    pieces = new Map();
    const rule =
      /piece\.(\w+)\.(white|black)\s*\{\s*background-image:\s*url\('data:image\/svg\+xml;base64,([^']+)'\)/g;
    for (const [, name, colour, data] of css.matchAll(rule)) {
      const kind = NAMES[name!];
      if (kind) pieces.set(`${colour![0]}${kind}` as PieceKey, Buffer.from(data!, 'base64').toString('utf8'));
    }
  }
  const svg = pieces.get(key);
  if (!svg) throw new Error(`chessground's cburnett set has no ${key}`);
  return svg;
}
