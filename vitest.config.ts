import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './apps/web/preact-aliases';

// Two tiers run by Vitest: unit tests sit beside the code (`*.test.ts[x]`),
// integration tests against a real database end in `.int.test.ts`.
export default defineConfig({
  test: {
    // Vitest's default is a worker less than the cores: one file at a time on CI's two, with a core
    // left mostly idle while a file waits on its transforms, PostgreSQL or a server process. Files
    // share nothing (an integration file has databases of its own, port 0, Redis keys under a prefix
    // of its own), so two run at once.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        resolve: {
          // ESM builds (react-router's `module`), run through Vite, so their React imports meet the aliases.
          conditions: ['module', 'browser', 'development'],
          alias: [
            // Its ESM build, run through Vite, so its own `react-dom` imports meet the aliases too.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
            ...PREACT_ALIASES,
          ],
        },
        test: {
          name: 'web',
          server: { deps: { inline: [/@testing-library\/react/, /react-i18next/, /react-router/] } },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup.ts'],
          // Whole pages render here beside the unit project on two cores: one once took over 5 s.
          testTimeout: 15_000,
          // A page's lazy work can log after its test ends (the sound engine's Web Audio fallback
          // warning once came as the worker closed, failing the run): written straight to the output,
          // a late line cannot find the worker's channel to the runner closed.
          disableConsoleIntercept: true,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
