import { describe, expect, it } from 'vitest';
import { firstLoadFiles, overBudget, pagesOfRoutes } from './bundle-budget.mjs';

const manifest = {
  'index.html': {
    file: 'bundles/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['bundles/index.css'],
    dynamicImports: ['src/features/play/PlayPage.tsx', 'src/features/home/HomePage.tsx'],
  },
  '_vendor.js': { file: 'bundles/vendor.js' },
  '_board.js': { file: 'bundles/board.js', imports: ['_vendor.js'] },
  '_engine.js': { file: 'bundles/engine.js' },
  'src/features/play/PlayPage.tsx': {
    file: 'bundles/PlayPage.js',
    imports: ['_board.js', 'index.html'],
    dynamicImports: ['_engine.js'],
    css: ['bundles/PlayPage.css'],
  },
  'src/features/home/HomePage.tsx': { file: 'bundles/HomePage.js', imports: ['index.html'] },
};

describe('bundle budget', () => {
  it('counts the entry and the page with what they import statically, each file once, not what loads later', () => {
    expect(firstLoadFiles(manifest, 'src/features/play/PlayPage.tsx')).toEqual([
      'bundles/index.js',
      'bundles/index.css',
      'bundles/vendor.js',
      'bundles/PlayPage.js',
      'bundles/PlayPage.css',
      'bundles/board.js',
    ]);
    expect(firstLoadFiles(manifest, 'src/features/home/HomePage.tsx')).not.toContain('bundles/board.js');
  });

  it('refuses a manifest whose entry was folded into another chunk', () => {
    const { 'index.html': _entry, ...withoutEntry } = manifest;
    expect(() => firstLoadFiles(withoutEntry, 'src/features/play/PlayPage.tsx')).toThrow(/no entry chunk/);
  });

  it('finds each route’s page module in the page table', () => {
    const source = `export const PAGES = {
  home: lazyPage(
    () => import('../features/home/HomePage'),
    (module) => module.HomePage,
  ),
  game: lazyPage(() => import('../features/play/GamePage'), (module) => module.GamePage),
};`;
    expect([...pagesOfRoutes(source)]).toEqual([
      ['home', 'src/features/home/HomePage.tsx'],
      ['game', 'src/features/play/GamePage.tsx'],
    ]);
  });

  it('flags the routes over their own budget or the default', () => {
    const rows = [
      { route: 'game', js: 200, css: 5 },
      { route: 'home', js: 151, css: 5 },
      { route: 'about', js: 149, css: 5 },
    ];
    expect(overBudget(rows, { default: 150, game: 210 }).map((row) => row.route)).toEqual(['home']);
  });
});
