import type { PieceKey } from '@kingside/contract/themes';
import { PIECE_SHAPES, type PieceKind } from './piece-shapes';

/** How one side's pieces are painted. */
interface SidePaint {
  fill: string;
  /** A second fill colour makes a top-left → bottom-right gradient: the pseudo-3D look. */
  shade?: string;
  line: string;
  detail: string;
}

export interface PieceArt {
  white: SidePaint;
  black: SidePaint;
  /** Outline width on the 100-unit canvas. */
  stroke: number;
}

/** Our own drawn sets: one drawing (piece-shapes.ts), painted several ways. */
export const OWN_PIECE_ART: Record<string, PieceArt> = {
  neo: {
    white: { fill: '#ffffff', shade: '#d9d4cc', line: '#2d2a26', detail: '#2d2a26' },
    black: { fill: '#6b6764', shade: '#2b2927', line: '#1a1817', detail: '#e9e6e1' },
    stroke: 3,
  },
  minimal: {
    white: { fill: '#f7f7f7', line: '#595959', detail: '#595959' },
    black: { fill: '#3a3a3a', line: '#3a3a3a', detail: '#bdbdbd' },
    stroke: 2,
  },
  wood: {
    white: { fill: '#f6e2bd', shade: '#cfa56a', line: '#5a3a1a', detail: '#5a3a1a' },
    black: { fill: '#8a5a34', shade: '#4a2a12', line: '#2a170a', detail: '#f0d3a8' },
    stroke: 3,
  },
  ocean: {
    white: { fill: '#f4fbff', shade: '#bfe0f2', line: '#123a55', detail: '#123a55' },
    black: { fill: '#2f6f9a', shade: '#123a55', line: '#0a2436', detail: '#d8eefa' },
    stroke: 3,
  },
  // For low vision: pure white and pure black, each with a thick outline of the other colour.
  contrast: {
    white: { fill: '#ffffff', line: '#000000', detail: '#000000' },
    black: { fill: '#000000', line: '#ffffff', detail: '#ffffff' },
    stroke: 5,
  },
};

/** The piece's drawing as inner SVG elements on a 100 × 100 canvas (for composing previews). */
export function pieceArtElements(art: PieceArt, key: PieceKey, idSuffix = ''): string {
  const paint = key[0] === 'w' ? art.white : art.black;
  const shape = PIECE_SHAPES[key[1] as PieceKind];
  const gradientId = `g${key}${idSuffix}`;
  const gradient = paint.shade
    ? `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${paint.fill}"/><stop offset="1" stop-color="${paint.shade}"/></linearGradient></defs>`
    : '';
  const fill = paint.shade ? `url(#${gradientId})` : paint.fill;
  return (
    gradient +
    `<g fill="${fill}" stroke="${paint.line}" stroke-width="${art.stroke}" stroke-linejoin="round">${shape.body.join('')}</g>` +
    (shape.details.length
      ? `<g fill="none" color="${paint.detail}" stroke="${paint.detail}" stroke-width="${art.stroke * 0.8}" stroke-linecap="round">${shape.details.join('')}</g>`
      : '')
  );
}

export function pieceArtSvg(art: PieceArt, key: PieceKey): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${pieceArtElements(art, key)}</svg>`;
}
