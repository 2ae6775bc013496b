import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SOUND_KEYS, type SoundFormat } from '@kingside/contract';
import { PIECE_KEYS, type PieceKey } from '@kingside/contract/themes';
import sharp from 'sharp';
import { serverRoot } from '../../platform/paths';
import { backgroundPreviewSvg, backgroundSvg } from './art/backgrounds';
import { board3dSvg, coordinates3dSvg } from './art/board-3d';
import { boardSvg } from './art/boards';
import { cburnettSvg } from './art/cburnett';
import { OWN_PIECE_ART, pieceArtElements, pieceArtSvg } from './art/piece-sets';
import { BACKGROUNDS } from './catalogue/backgrounds';
import { BOARD_STYLES, type BoardStyleEntry } from './catalogue/boards';
import { PIECE_SETS, type PieceSetEntry } from './catalogue/pieces';
import { SOUND_SETS } from './catalogue/sound-sets';

/** Where the art is served; the version changes whenever any picture does, so urls can be cached for good. */
export const THEME_ASSETS_BASE = '/theme-assets/v1';

/** Textured boards are bitmaps: made at a multiple of 80 px (whole-pixel squares) from 160 to 2000. */
const BOARD_STEP = 80;
const BOARD_MIN = 160;
const BOARD_MAX = 2000;
const BOARD_DEFAULT = 800;

export function boardImageSize(requested: number): number {
  if (requested <= 0) return BOARD_DEFAULT;
  return Math.min(BOARD_MAX, Math.max(BOARD_MIN, Math.ceil(requested / BOARD_STEP) * BOARD_STEP));
}

const textured = (board: BoardStyleEntry) => board.art.texture !== undefined;

export const assetUrls = {
  board(board: BoardStyleEntry, boardSize: number): string {
    return textured(board)
      ? `${THEME_ASSETS_BASE}/boards/${board.id}/${boardImageSize(boardSize)}.webp`
      : `${THEME_ASSETS_BASE}/boards/${board.id}/board.svg`;
  },
  /** The pseudo-3D board and its coordinates (SVG for every style: polygons in the style's colours). */
  board3d(board: BoardStyleEntry): { board: string; coordinates: string } {
    const base = `${THEME_ASSETS_BASE}/boards/${board.id}`;
    return { board: `${base}/3d-board.svg`, coordinates: `${base}/3d-coordinates.svg` };
  },
  boardPreview(board: BoardStyleEntry, shape: 'square' | 'linear'): string {
    return `${THEME_ASSETS_BASE}/boards/${board.id}/${shape}.${textured(board) ? 'webp' : 'svg'}`;
  },
  piece(set: PieceSetEntry, key: PieceKey): string {
    return `${THEME_ASSETS_BASE}/pieces/${set.id}/${key}.svg`;
  },
  piecePreview(set: PieceSetEntry, shape: 'square' | 'linear'): string {
    return `${THEME_ASSETS_BASE}/pieces/${set.id}/${shape}.svg`;
  },
  background(id: string): string {
    return `${THEME_ASSETS_BASE}/backgrounds/${id}.svg`;
  },
  backgroundPreview(id: string): string {
    return `${THEME_ASSETS_BASE}/backgrounds/${id}/preview.svg`;
  },
};

export interface Asset {
  type: 'image/svg+xml' | 'image/webp' | AudioType;
  body: Buffer;
}

type AudioType = 'audio/mpeg' | 'audio/ogg' | 'audio/wav' | 'audio/webm';
const AUDIO_TYPES: Readonly<Record<SoundFormat, AudioType>> = {
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  webm: 'audio/webm',
};

/** The committed sound files (scripts/sounds/generate.mjs): read from the server package, never made here. */
const SOUNDS_DIR = () => path.join(serverRoot(), 'src', 'modules', 'themes', 'sounds');

async function soundAsset(id: string, file: string): Promise<Asset | null> {
  if (!SOUND_SETS.some((entry) => entry.id === id)) return null;
  const match = /^([a-z-]+)\.(mp3|ogg|wav|webm)$/.exec(file);
  if (!match || !(SOUND_KEYS as readonly string[]).includes(match[1]!)) return null;
  const format = match[2] as SoundFormat;
  // A missing file is a broken checkout, not the caller's fault: answered as not found all the same.
  const body = await readFile(path.join(SOUNDS_DIR(), id, file)).catch(() => null);
  return body && { type: AUDIO_TYPES[format], body };
}

function pieceSvg(set: PieceSetEntry, key: PieceKey): string {
  return set.source === 'cburnett' ? cburnettSvg(key) : pieceArtSvg(OWN_PIECE_ART[set.id]!, key);
}

/** Pieces side by side on a neutral card: `square` is 2 × 2 (king, queen; knight, pawn), `linear` a row of six. */
function piecePreviewSvg(set: PieceSetEntry, shape: 'square' | 'linear'): string {
  const keys: PieceKey[] =
    shape === 'square' ? ['wk', 'bq', 'bn', 'wp'] : ['wk', 'bq', 'wr', 'bb', 'wn', 'bp'];
  const columns = shape === 'square' ? 2 : 6;
  const cells = keys.map((key, index) => {
    const x = (index % columns) * 100;
    const y = Math.floor(index / columns) * 100;
    // cburnett's files are whole 45 × 45 SVGs; ours are drawn on 100 × 100.
    const inner =
      set.source === 'cburnett'
        ? cburnettSvg(key)
            .replace(/^<svg[^>]*>/, '')
            .replace(/<\/svg>\s*$/, '')
        : pieceArtElements(OWN_PIECE_ART[set.id]!, key, `${index}`);
    const viewBox = set.source === 'cburnett' ? '0 0 45 45' : '0 0 100 100';
    return `<svg x="${x}" y="${y}" width="100" height="100" viewBox="${viewBox}">${inner}</svg>`;
  });
  const width = columns * 100;
  const height = (keys.length / columns) * 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="8" fill="#d9d6cf"/>${cells.join('')}</svg>`;
}

const svg = (text: string): Asset => ({ type: 'image/svg+xml', body: Buffer.from(text) });

/**
 * Assets kept per node, the oldest going first: the catalogue's SVGs are a few hundred, bitmaps are
 * bounded by the snapped sizes (25 per textured board, ≤ ~300 KB each as WebP), and the sound files
 * are 176 of a few KB each.
 */
const CACHE_LIMIT = 600;

/**
 * The catalogue's pictures by path under THEME_ASSETS_BASE, made on first request and kept
 * (bitmaps in a bounded cache). Unknown paths are null.
 */
export function createThemeAssets() {
  const made = new Map<string, Promise<Asset | null>>();

  function boardAsset(id: string, file: string): Asset | Promise<Asset> | null {
    const board = BOARD_STYLES.find((entry) => entry.id === id);
    if (!board) return null;
    if (file === '3d-board.svg') return svg(board3dSvg(board.art));
    if (file === '3d-coordinates.svg')
      return svg(coordinates3dSvg(board.coordinateOnLight, board.coordinateOnDark));
    const match = /^(board|square|linear|[1-9]\d{2,3})\.(svg|webp)$/.exec(file);
    if (!match || (match[2] === 'webp') !== textured(board)) return null;
    const name = match[1]!;
    let picture: string;
    let width: number;
    if (name === 'square') [picture, width] = [boardSvg(board.art, 4, 4, 160), 160];
    else if (name === 'linear') [picture, width] = [boardSvg(board.art, 8, 1, 320), 320];
    else if (name === 'board' && !textured(board)) [picture, width] = [boardSvg(board.art, 8, 8, 800), 800];
    else {
      width = Number(name);
      if (!textured(board) || width !== boardImageSize(width)) return null;
      picture = boardSvg(board.art, 8, 8, width);
    }
    if (!textured(board)) return svg(picture);
    return sharp(Buffer.from(picture))
      .webp({ quality: 86 })
      .toBuffer()
      .then((body) => ({ type: 'image/webp' as const, body }));
  }

  function pieceAsset(id: string, file: string): Asset | null {
    const set = PIECE_SETS.find((entry) => entry.id === id);
    if (!set) return null;
    const match = /^(\w+)\.svg$/.exec(file);
    const name = match?.[1] ?? '';
    if (name === 'square' || name === 'linear') return svg(piecePreviewSvg(set, name));
    return (PIECE_KEYS as readonly string[]).includes(name) ? svg(pieceSvg(set, name as PieceKey)) : null;
  }

  function backgroundAsset(file: string): Asset | null {
    const match = /^([\w-]+)(\.svg|\/preview\.svg)$/.exec(file);
    const entry = BACKGROUNDS.find((candidate) => candidate.id === match?.[1]);
    if (!entry || !match) return null;
    return svg(match[2] === '.svg' ? backgroundSvg(entry) : backgroundPreviewSvg(entry));
  }

  function make(path: string): Asset | Promise<Asset | null> | null {
    const [kind, ...rest] = path.split('/');
    if (kind === 'backgrounds') return backgroundAsset(rest.join('/'));
    if (rest.length !== 2) return null;
    if (kind === 'boards') return boardAsset(rest[0]!, rest[1]!);
    if (kind === 'pieces') return pieceAsset(rest[0]!, rest[1]!);
    if (kind === 'sounds') return soundAsset(rest[0]!, rest[1]!);
    return null;
  }

  return {
    /** `path` is what follows THEME_ASSETS_BASE/, e.g. `pieces/neo/wk.svg`. */
    get(path: string): Promise<Asset | null> {
      let asset = made.get(path);
      if (!asset) {
        asset = Promise.resolve(make(path));
        made.set(path, asset);
        // Unknown paths and failures are not remembered: a stranger's guesses must not fill the cache.
        asset.then(
          (found) => found ?? made.delete(path),
          () => made.delete(path),
        );
        while (made.size > CACHE_LIMIT) made.delete(made.keys().next().value!);
      }
      return asset;
    },
  };
}

export type ThemeAssets = ReturnType<typeof createThemeAssets>;
