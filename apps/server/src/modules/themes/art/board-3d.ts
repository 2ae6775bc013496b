/**
 * The pseudo-3D board (§3 BoardStyle `image_3d`): the board seen from White's side, tilted back, as
 * a two-point-free perspective (one vanishing point above the centre), with its front edge showing
 * the board's thickness. Drawn as polygons, so flat and textured styles alike use their two square
 * colours. `board` is the board; `coordinates` lays files and ranks along its near and left edges on
 * a transparent sheet of the same size, for clients that draw them on top.
 */
import type { BoardArt } from './boards';

export const BOARD_3D = { width: 800, height: 560 } as const;

/** How far back the far edge goes: its width as a share of the near edge's. */
const FAR_SCALE = 0.72;
const TOP = 40;
const NEAR_Y = 500;
const EDGE = 28;
const NEAR_LEFT = 20;
const NEAR_RIGHT = BOARD_3D.width - 20;

interface Point {
  x: number;
  y: number;
}

/**
 * Where board point (u, v) lands: u from 0 (a-file edge) to 1 (h-file edge), v from 0 (the near,
 * first-rank edge) to 1 (the far edge). Depth is foreshortened so far ranks look shallower.
 */
export function project(u: number, v: number): Point {
  // Perspective: equal steps on the board shrink with distance (1 / depth).
  const depth = 1 + (1 / FAR_SCALE - 1) * v;
  const t = (1 - 1 / depth) / (1 - FAR_SCALE);
  const scale = 1 - (1 - FAR_SCALE) * t;
  const centre = BOARD_3D.width / 2;
  const half = ((NEAR_RIGHT - NEAR_LEFT) / 2) * scale;
  return { x: centre + (u * 2 - 1) * half, y: NEAR_Y - (NEAR_Y - TOP) * t };
}

const polygon = (points: Point[], fill: string) =>
  `<polygon points="${points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}" fill="${fill}"/>`;

function shade(hex: string, factor: number): string {
  const channel = (i: number) =>
    Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${BOARD_3D.width}" height="${BOARD_3D.height}" viewBox="0 0 ${BOARD_3D.width} ${BOARD_3D.height}">${body}</svg>`;

export function board3dSvg(art: BoardArt): string {
  let squares = '';
  for (let rank = 0; rank < 8; rank++) {
    for (let file = 0; file < 8; file++) {
      const corners = [
        project(file / 8, rank / 8),
        project((file + 1) / 8, rank / 8),
        project((file + 1) / 8, (rank + 1) / 8),
        project(file / 8, (rank + 1) / 8),
      ];
      squares += polygon(corners, (file + rank) % 2 === 0 ? art.dark : art.light);
    }
  }
  const [nearLeft, nearRight] = [project(0, 0), project(1, 0)];
  const edge = polygon(
    [nearLeft, nearRight, { x: nearRight.x, y: nearRight.y + EDGE }, { x: nearLeft.x, y: nearLeft.y + EDGE }],
    shade(art.dark, 0.55),
  );
  return svg(edge + squares);
}

export function coordinates3dSvg(onLight: string, onDark: string): string {
  let text = '';
  const label = (p: Point, value: string, fill: string, size: number) =>
    `<text x="${p.x.toFixed(1)}" y="${p.y.toFixed(1)}" fill="${fill}" font-family="sans-serif" font-weight="700" font-size="${size.toFixed(1)}" text-anchor="middle" dominant-baseline="central">${value}</text>`;
  for (let file = 0; file < 8; file++) {
    // On the near edge's face, below the first rank.
    const at = project((file + 0.5) / 8, 0);
    text += label({ x: at.x, y: at.y + EDGE / 2 }, 'abcdefgh'[file]!, onDark, 18);
  }
  for (let rank = 0; rank < 8; rank++) {
    const at = project(0.03, (rank + 0.5) / 8);
    const size = 12 + 6 * ((project(0, (rank + 0.5) / 8).y - TOP) / (NEAR_Y - TOP));
    text += label({ x: at.x + size / 2, y: at.y }, String(rank + 1), rank % 2 === 0 ? onDark : onLight, size);
  }
  return svg(text);
}
