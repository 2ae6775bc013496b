#!/usr/bin/env node
// `kingside` / `npx kingside`: builds what is out of date, then runs the bundled CLI.
// Only `serve` needs the web app; the other commands build the server alone.
import { ensureBuilt } from '../../../scripts/build.mjs';

try {
  await ensureBuilt({ web: process.argv[2] === 'serve' });
} catch (error) {
  console.error(`Build failed: ${error.message}`);
  process.exit(1);
}
await import('../dist/cli.js');
