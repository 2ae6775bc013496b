import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The shared e2e server's DATA_DIR (playwright.config.ts). */
export const E2E_DATA_DIR = path.join(root, '.tmp', 'e2e-data');

/** The CLI talks to the running server over its admin channel (same DATA_DIR as the config's server). */
export function kingside(...args: string[]): string {
  return kingsideOn(E2E_DATA_DIR, ...args);
}

/** The CLI of the server that owns `dataDir`: a spec with a server of its own. */
export function kingsideOn(dataDir: string, ...args: string[]): string {
  return execFileSync(process.execPath, [path.join(root, 'apps/server/bin/kingside.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}
