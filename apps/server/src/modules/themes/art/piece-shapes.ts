/**
 * Kingside's own piece drawings, on a 100 × 100 canvas, standing on y = 90. Each piece is its
 * silhouette (filled and outlined) and detail lines drawn over it; the piece sets colour them.
 */
export type PieceKind = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';

export interface PieceShape {
  /** SVG elements of the silhouette, without paint attributes. */
  body: string[];
  /** Lines over the body (stroked only). */
  details: string[];
}

const base = (left: number, right: number) =>
  `<rect x="${left}" y="79" width="${right - left}" height="11" rx="4"/>`;

export const PIECE_SHAPES: Record<PieceKind, PieceShape> = {
  p: {
    body: [
      base(27, 73),
      '<path d="M33 80 C35 66 41 58 43 50 L57 50 C59 58 65 66 67 80 Z"/>',
      '<rect x="36" y="44" width="28" height="8" rx="4"/>',
      '<circle cx="50" cy="31" r="13"/>',
    ],
    details: [],
  },
  r: {
    body: [
      base(21, 79),
      '<path d="M30 80 L34 42 L66 42 L70 80 Z"/>',
      '<rect x="28" y="68" width="44" height="9" rx="2"/>',
      '<path d="M26 44 L26 18 L36 18 L36 26 L45 26 L45 18 L55 18 L55 26 L64 26 L64 18 L74 18 L74 44 Z"/>',
    ],
    details: ['<path d="M30 36 L70 36"/>'],
  },
  b: {
    body: [
      base(24, 76),
      '<path d="M34 80 C37 70 40 64 42 58 L58 58 C60 64 63 70 66 80 Z"/>',
      '<rect x="34" y="52" width="32" height="8" rx="4"/>',
      '<path d="M50 14 C63 24 68 38 61 52 L39 52 C32 38 37 24 50 14 Z"/>',
      '<circle cx="50" cy="12" r="5"/>',
    ],
    details: ['<path d="M56 28 L48 40"/>'],
  },
  n: {
    body: [
      base(22, 78),
      '<path d="M30 80 C30 68 36 60 46 54 C40 54 33 58 27 57 C21 55 19 48 23 43 C30 35 36 29 40 20 L38 10 L47 15 C58 12 69 18 74 31 C80 46 77 66 72 80 Z"/>',
    ],
    details: [
      '<circle cx="45" cy="29" r="3" fill="currentColor" stroke="none"/>',
      '<path d="M60 20 C68 32 70 50 66 66"/>',
    ],
  },
  q: {
    body: [
      base(22, 78),
      '<path d="M30 74 L21 36 L36 56 L37 28 L46 54 L50 24 L54 54 L63 28 L64 56 L79 36 L70 74 Z"/>',
      '<rect x="27" y="68" width="46" height="11" rx="4"/>',
      '<circle cx="21" cy="33" r="5"/>',
      '<circle cx="37" cy="25" r="5"/>',
      '<circle cx="50" cy="20" r="5"/>',
      '<circle cx="63" cy="25" r="5"/>',
      '<circle cx="79" cy="33" r="5"/>',
    ],
    details: ['<path d="M31 64 L69 64"/>'],
  },
  k: {
    body: [
      base(22, 78),
      '<path d="M29 74 C20 60 20 46 31 42 C40 39 47 46 50 54 C53 46 60 39 69 42 C80 46 80 60 71 74 Z"/>',
      '<rect x="27" y="68" width="46" height="11" rx="4"/>',
      '<path d="M44 52 L45 36 L55 36 L56 52 Z"/>',
      '<path d="M46 10 L54 10 L54 17 L61 17 L61 25 L54 25 L54 36 L46 36 L46 25 L39 25 L39 17 L46 17 Z"/>',
    ],
    details: ['<path d="M31 64 L69 64"/>', '<path d="M50 54 L50 66"/>'],
  },
};
