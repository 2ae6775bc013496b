import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Kingside server owns these paths; in development Vite forwards them so the app talks to a real backend.
const SERVER = 'http://localhost:3000';
const SERVER_PATHS = ['/callback', '/login_check', '/register', '/logout', '/guest', '/api'];

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Spec §9: script chunks are served from the bundles path (`/bundles/`).
    assetsDir: 'bundles',
    rolldownOptions: {
      // Libraries change less often than our code: one named vendor chunk stays cached across releases.
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] } },
    },
  },
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: SERVER, changeOrigin: false }])),
  },
});
