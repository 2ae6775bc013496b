/**
 * A small ECO-style table of the common openings by their first moves (UCI), longest match wins.
 * Move orders that transpose into an opening by another road are named by the road taken; what
 * the table does not know is `Other`.
 */
const OPENINGS: readonly [moves: string, eco: string, name: string][] = [
  ['e2e4', 'B00', 'King’s Pawn Opening'],
  ['e2e4 e7e5', 'C20', 'King’s Pawn Game'],
  ['e2e4 e7e5 b1c3', 'C25', 'Vienna Game'],
  ['e2e4 e7e5 f2f4', 'C30', 'King’s Gambit'],
  ['e2e4 e7e5 g1f3 d7d6', 'C41', 'Philidor Defence'],
  ['e2e4 e7e5 g1f3 g8f6', 'C42', 'Petrov’s Defence'],
  ['e2e4 e7e5 g1f3 b8c6', 'C44', 'King’s Knight Opening'],
  ['e2e4 e7e5 g1f3 b8c6 d2d4', 'C45', 'Scotch Game'],
  ['e2e4 e7e5 g1f3 b8c6 f1c4', 'C50', 'Italian Game'],
  ['e2e4 e7e5 g1f3 b8c6 f1c4 g8f6', 'C55', 'Two Knights Defence'],
  ['e2e4 e7e5 g1f3 b8c6 f1b5', 'C60', 'Ruy Lopez'],
  ['e2e4 c7c5', 'B20', 'Sicilian Defence'],
  ['e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6', 'B90', 'Sicilian Defence, Najdorf'],
  ['e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 g7g6', 'B70', 'Sicilian Defence, Dragon'],
  ['e2e4 e7e6', 'C00', 'French Defence'],
  ['e2e4 c7c6', 'B10', 'Caro-Kann Defence'],
  ['e2e4 d7d5', 'B01', 'Scandinavian Defence'],
  ['e2e4 g8f6', 'B02', 'Alekhine’s Defence'],
  ['e2e4 d7d6', 'B07', 'Pirc Defence'],
  ['e2e4 g7g6', 'B06', 'Modern Defence'],
  ['d2d4', 'A40', 'Queen’s Pawn Opening'],
  ['d2d4 d7d5', 'D00', 'Queen’s Pawn Game'],
  ['d2d4 d7d5 c1f4', 'D00', 'London System'],
  ['d2d4 d7d5 g1f3 g8f6 c1f4', 'D02', 'London System'],
  ['d2d4 d7d5 c2c4', 'D06', 'Queen’s Gambit'],
  ['d2d4 d7d5 c2c4 d5c4', 'D20', 'Queen’s Gambit Accepted'],
  ['d2d4 d7d5 c2c4 e7e6', 'D30', 'Queen’s Gambit Declined'],
  ['d2d4 d7d5 c2c4 c7c6', 'D10', 'Slav Defence'],
  ['d2d4 g8f6', 'A45', 'Indian Defence'],
  ['d2d4 g8f6 c1f4', 'A45', 'London System'],
  ['d2d4 g8f6 c2c4 g7g6', 'E60', 'King’s Indian Defence'],
  ['d2d4 g8f6 c2c4 g7g6 b1c3 d7d5', 'D80', 'Grünfeld Defence'],
  ['d2d4 g8f6 c2c4 e7e6 b1c3 f8b4', 'E20', 'Nimzo-Indian Defence'],
  ['d2d4 g8f6 c2c4 e7e6 g1f3 b7b6', 'E12', 'Queen’s Indian Defence'],
  ['d2d4 f7f5', 'A80', 'Dutch Defence'],
  ['c2c4', 'A10', 'English Opening'],
  ['g1f3', 'A04', 'Réti Opening'],
  ['f2f4', 'A02', 'Bird’s Opening'],
  ['b2b3', 'A01', 'Nimzo-Larsen Attack'],
];

const BY_MOVES = new Map(OPENINGS.map(([moves, eco, name]) => [moves, { eco, name }]));
const LONGEST = Math.max(...OPENINGS.map(([moves]) => moves.split(' ').length));

export const OTHER_OPENING = { eco: null, name: 'Other' } as const;

/** The opening a game's first moves (UCI, space-separated) belong to. */
export function openingOf(moves: string): { eco: string | null; name: string } {
  const plies = moves.split(' ').filter(Boolean).slice(0, LONGEST);
  for (let length = plies.length; length > 0; length--) {
    const found = BY_MOVES.get(plies.slice(0, length).join(' '));
    if (found) return found;
  }
  return OTHER_OPENING;
}
