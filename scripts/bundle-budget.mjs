// What each page ships on a first visit: the app's entry and the page's own chunk, with every chunk
// they import statically (dynamic imports load later, on demand), gzipped. The build prints it per
// route and fails when a route passes its budget. Reads Vite's manifest (`build.manifest`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * In KB of gzipped JavaScript, for every page, the board pages included: what a phone on a slow
 * connection can start in about a second. A page that needs more loads it after the first paint.
 */
export const FIRST_LOAD_BUDGET_KB = { default: 150 };

/** `name: lazyPage(() => import('../features/x/XPage')` in pages.tsx → route name → source path. */
export function pagesOfRoutes(pagesSource) {
  const pages = new Map();
  const pattern = /(\w+): lazyPage\(\s*\(\) => import\('\.\.\/([^']+)'\)/g;
  for (const [, route, module] of pagesSource.matchAll(pattern)) pages.set(route, `src/${module}.tsx`);
  return pages;
}

/** The files a first visit to `pageSrc` loads: both closures over static imports, entry first. */
export function firstLoadFiles(manifest, pageSrc) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  // A chunking rule can fold the entry into another chunk: the manifest then names no entry, and a
  // first load counted without it would pass any budget.
  if (!manifest['index.html']?.isEntry) throw new Error('The build has no entry chunk for index.html.');
  visit('index.html');
  visit(pageSrc);
  return [...files];
}

/** Each route's first load in gzipped KB, JavaScript and CSS apart, largest first. */
export function measureFirstLoads(distDir, pagesSource) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipped = new Map();
  const kb = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(distDir, file))).length / 1024);
    return gzipped.get(file);
  };
  const rows = [];
  for (const [route, pageSrc] of pagesOfRoutes(pagesSource)) {
    if (!manifest[pageSrc]) throw new Error(`The build has no chunk for ${pageSrc} (route ${route}).`);
    const files = firstLoadFiles(manifest, pageSrc);
    const sum = (ending) =>
      files.filter((file) => file.endsWith(ending)).reduce((total, f) => total + kb(f), 0);
    rows.push({ route, js: sum('.js'), css: sum('.css') });
  }
  return rows.sort((a, b) => b.js - a.js);
}

/** The routes over their budget. */
export function overBudget(rows, budget = FIRST_LOAD_BUDGET_KB) {
  return rows.filter((row) => row.js > (budget[row.route] ?? budget.default));
}

export function formatFirstLoads(rows, budget = FIRST_LOAD_BUDGET_KB) {
  const lines = rows.map(
    ({ route, js, css }) =>
      `  ${route.padEnd(26)} ${js.toFixed(1).padStart(6)} KB JS ${css.toFixed(1).padStart(5)} KB CSS  (budget ${budget[route] ?? budget.default})`,
  );
  return ['First load per route, gzipped:', ...lines].join('\n');
}
