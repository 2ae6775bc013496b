import { PIECE_KEYS } from '@kingside/contract/themes';
import { describe, expect, it } from 'vitest';
import { cburnettSvg } from './art/cburnett';
import { boardImageSize } from './themes.assets';
import { catalogue, presentTheme } from './themes.catalogue';

describe('the themes catalogue', () => {
  it('has the sizes issue 16 asks for, the §9 default first', () => {
    expect(catalogue.themes.length).toBeGreaterThanOrEqual(8);
    expect(catalogue.boardStyles).toHaveLength(10);
    expect(catalogue.backgrounds).toHaveLength(6);
    expect(catalogue.pieceSets).toHaveLength(6);
    expect(catalogue.themes[0]).toMatchObject({
      id: 'green',
      boardStyle: 'green',
      pieceSet: 'neo',
      soundSet: 'default',
    });
    expect(catalogue.boardStyles.filter((board) => board.art.texture).length).toBe(4);
    expect(catalogue.themes.filter((theme) => theme.accessible).length).toBeGreaterThanOrEqual(2);
  });

  it('names only parts it has, with unique ids and a Spanish name for everything', () => {
    for (const list of [
      catalogue.themes,
      catalogue.boardStyles,
      catalogue.backgrounds,
      catalogue.pieceSets,
    ]) {
      const ids = list.map((entry) => entry.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const entry of list) expect(entry.names.es).toMatch(/\S/);
    }
    for (const theme of catalogue.themes) expect(catalogue.parts(theme), theme.id).not.toBeNull();
  });

  it('presents a theme with localised names, urls sized to the request and the board colours', () => {
    const theme = presentTheme(catalogue.theme('walnut')!, { language: 'es', boardSize: 500 });
    expect(theme).toMatchObject({
      localizedName: 'Nogal',
      name: 'Walnut',
      displayPriority: 5,
      isDefault: false,
    });
    expect(theme.boardStyle).toMatchObject({
      image: '/theme-assets/v1/boards/walnut/560.webp',
      lightSquareColor: '#e8c99b',
      darkSquareColor: '#a66d3b',
      previewImage: { square: '/theme-assets/v1/boards/walnut/square.webp' },
    });
    const flat = presentTheme(catalogue.themes[0]!, { language: 'fr', boardSize: 500 });
    expect(flat.localizedName).toBe('Green');
    expect(flat.boardStyle?.image).toBe('/theme-assets/v1/boards/green/board.svg');
    expect(flat.background?.style).toEqual(expect.objectContaining({ case: 'color' }));
  });

  it('snaps bitmap sizes to whole-pixel squares between 160 and 2000', () => {
    expect([0, 1, 160, 161, 200, 799, 800, 4096].map(boardImageSize)).toEqual([
      800, 160, 160, 240, 240, 800, 800, 2000,
    ]);
  });

  it('reads all twelve cburnett pieces from chessground as SVG', () => {
    for (const key of PIECE_KEYS)
      expect(cburnettSvg(key)).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
