import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { SOCKET_PATH } from '../../packages/contract/src/socket';
import { PREACT_ALIASES } from './preact-aliases';

// The Kingside server owns these paths; in development Vite forwards them so the app talks to a real backend.
const SERVER = 'http://localhost:3000';
/** The entry modules: the page and the script it names. */
const ENTRY = /[\\/](index\.html|src[\\/]main\.tsx)$/;

const SERVER_PATHS = [
  '/callback',
  '/login_check',
  '/register',
  '/logout',
  '/guest',
  '/api',
  '/bff-token',
  '/platform',
];

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  resolve: { alias: PREACT_ALIASES },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Spec §9: script chunks are served from the bundles path (`/bundles/`).
    assetsDir: 'bundles',
    // Read by scripts/bundle-budget.mjs: what each page loads first.
    manifest: true,
    rolldownOptions: {
      // Libraries change less often than our code: named chunks stay cached across releases. The board
      // libraries get their own, loaded only by the pages that show a board.
      output: {
        codeSplitting: {
          groups: [
            // The board libraries, but for PGN and the variants, which only the pages that read whole games
            // load (analysis, articles), not the game page. Higher priority: the board takes what both share.
            {
              name: 'board',
              test: /node_modules[\\/](@lichess-org|@badrap|chessops[\\/]dist[\\/]esm[\\/](?!pgn|variant))/,
              priority: 3,
            },
            { name: 'pgn', test: /node_modules[\\/]chessops/, priority: 2 },
            // The RPC runtime (Themes service) loads only when something asks for a theme.
            { name: 'rpc', test: /node_modules[\\/](@connectrpc|@bufbuild)/, priority: 2 },
            // The bot-check widget loads only when a challenge is shown: in vendor it would load on every page.
            { name: 'altcha', test: /node_modules[\\/]altcha/, priority: 2 },
            // The statistics page's chart: loaded after the page's numbers, never with the others.
            { name: 'uplot', test: /node_modules[\\/]uplot/, priority: 2 },
            { name: 'vendor', test: /node_modules/, priority: 1 },
            // The app's own modules every page runs (the shell): one chunk, not a chunk per shared module
            // (it was 35, each a request and a preload link in every page). The entry (the page's script
            // and main.tsx) stays the entry chunk, which the manifest names `index.html`.
            { name: 'shell', tags: ['$initial'], test: (id) => !ENTRY.test(id), priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: SERVER, changeOrigin: false }])),
      [SOCKET_PATH]: { target: SERVER, ws: true },
    },
  },
});
