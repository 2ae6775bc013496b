import { PIECE_KEYS, soundFilesOf } from '@kingside/contract';
import { describe, expect, it } from 'vitest';
import { applyThemeLook, isThemeLook, loadLook, saveLook, THEMED_CLASS, type ThemeLook } from './theme-look';
import { lookOfTheme, trustedSounds } from './theme-look-of';

const look: ThemeLook = {
  board: '/theme-assets/v1/boards/walnut/240.webp',
  light: '#e8c99b',
  dark: '#a66d3b',
  highlight: '#f7e27a99',
  pieces: Object.fromEntries(
    PIECE_KEYS.map((key) => [key, `/theme-assets/v1/pieces/neo/${key}.svg`]),
  ) as ThemeLook['pieces'],
};

describe('the theme look', () => {
  it('is made from a theme with a board picture and all twelve pieces, else nothing', () => {
    const theme = {
      boardStyle: {
        image: look.board,
        lightSquareColor: look.light,
        darkSquareColor: look.dark,
        highlightColor: look.highlight,
      },
      pieceSet: { images: look.pieces },
    };
    expect(lookOfTheme(theme)).toEqual(look);
    expect(lookOfTheme({ ...theme, pieceSet: { images: { ...look.pieces, bk: '' } } })).toBeNull();
    expect(lookOfTheme(undefined)).toBeNull();
  });

  it("keeps the theme's sound set files (§3 ThemeAssets: sounds by event and format)", () => {
    const theme = {
      boardStyle: {
        image: look.board,
        lightSquareColor: look.light,
        darkSquareColor: look.dark,
        highlightColor: look.highlight,
      },
      pieceSet: { images: look.pieces },
      soundSet: { sounds: { case: 'files', value: soundFilesOf('glass') } },
    };
    const withSounds = lookOfTheme(theme);
    expect(withSounds?.sounds?.webm['move-self']).toBe('/theme-assets/v1/sounds/glass/move-self.webm');
    expect(isThemeLook(withSounds)).toBe(true);
    expect(trustedSounds(withSounds!)).toEqual(soundFilesOf('glass'));
    // Archives (or no sounds) leave the default set to the audio engine.
    expect(
      lookOfTheme({ ...theme, soundSet: { sounds: { case: 'archives', value: {} } } })?.sounds,
    ).toBeUndefined();
    const foreign = { ...soundFilesOf('glass'), mp3: { 'move-self': 'https://evil.example/x.mp3' } };
    expect(trustedSounds({ ...look, sounds: foreign })).toBeNull();
    expect(trustedSounds(look)).toBeNull();
  });

  it('puts only our own art urls and plain colours into CSS', () => {
    expect(isThemeLook(look)).toBe(true);
    expect(isThemeLook({ ...look, board: 'https://evil.example/x.png' })).toBe(false);
    expect(isThemeLook({ ...look, board: '/theme-assets/v1/a") ; background:url("x' })).toBe(false);
    expect(isThemeLook({ ...look, light: 'red; color: blue' })).toBe(false);
    expect(isThemeLook({ ...look, pieces: { ...look.pieces, wq: '/uploads/x.webp' } })).toBe(false);
  });

  it('sets and takes off the custom properties and the class on the root', () => {
    const root = document.createElement('html');
    applyThemeLook(look, root);
    expect(root.classList.contains(THEMED_CLASS)).toBe(true);
    expect(root.style.getPropertyValue('--theme-bk')).toBe('url("/theme-assets/v1/pieces/neo/bk.svg")');
    expect(root.style.getPropertyValue('--color-board-dark')).toBe('#a66d3b');
    applyThemeLook(null, root);
    expect(root.classList.contains(THEMED_CLASS)).toBe(false);
    expect(root.style.getPropertyValue('--theme-bk')).toBe('');
  });

  it('keeps the look with its owner and time, and ignores a tampered copy', () => {
    saveLook({ look, owner: 7, at: 1 });
    expect(loadLook()).toEqual({ look, owner: 7, at: 1 });
    localStorage.setItem(
      'kingside.themeLook',
      JSON.stringify({ look: { ...look, board: 'javascript:1' }, owner: 7, at: 1 }),
    );
    expect(loadLook()).toBeNull();
    localStorage.setItem('kingside.themeLook', '{not json');
    expect(loadLook()).toBeNull();
  });
});
