/** Kingside's board art: flat boards are SVG (any size), textured ones a bitmap made at the size asked. */
export type Texture = 'wood' | 'marble' | 'stone' | 'linen';

export interface BoardArt {
  light: string;
  dark: string;
  texture?: Texture;
}

/** feTurbulence settings per texture: grain direction and scale, and how strongly it shows. */
const TEXTURES: Record<Texture, { frequency: string; octaves: number; strength: number; type: string }> = {
  wood: { frequency: '0.004 0.09', octaves: 3, strength: 0.45, type: 'fractalNoise' },
  marble: { frequency: '0.012', octaves: 5, strength: 0.35, type: 'turbulence' },
  stone: { frequency: '0.06', octaves: 4, strength: 0.3, type: 'fractalNoise' },
  linen: { frequency: '0.5 0.02', octaves: 2, strength: 0.25, type: 'fractalNoise' },
};

/**
 * A board of `cols` × `rows` squares, `width` pixels wide, a8 (top-left) light. The texture is
 * laid over the squares in proportion to the picture, so a preview shows the same grain.
 */
export function boardSvg(art: BoardArt, cols: number, rows: number, width: number): string {
  const square = width / cols;
  const height = square * rows;
  let squares = '';
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      if ((row + col) % 2 === 1) {
        squares += `<rect x="${col * square}" y="${row * square}" width="${square}" height="${square}"/>`;
      }
    }
  }
  let grain = '';
  if (art.texture) {
    const t = TEXTURES[art.texture];
    // Frequencies are per pixel: scale them so the grain is the same on a 200 px and a 2000 px board.
    const scale = 800 / width;
    const frequency = t.frequency
      .split(' ')
      .map((value) => Number(value) * scale)
      .join(' ');
    grain =
      `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="${t.type}" baseFrequency="${frequency}" numOctaves="${t.octaves}" seed="7"/>` +
      '<feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1.6 0 0 0 -0.5"/></filter>' +
      `<rect width="${width}" height="${height}" filter="url(#grain)" opacity="${t.strength}"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" shape-rendering="crispEdges">` +
    `<rect width="${width}" height="${height}" fill="${art.light}"/><g fill="${art.dark}">${squares}</g>${grain}</svg>`
  );
}
