/**
 * The web app renders with Preact through its React compatibility layer: the same components and
 * hooks, a tenth of react-dom's weight on every first load. Vite's build and the web tests both
 * resolve React's entry points here, so the tests run what ships.
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
