import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The CLI talks to the running server over its admin channel (same DATA_DIR as the config's server). */
export function kingside(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(root, 'apps/server/bin/kingside.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: path.join(root, '.tmp', 'e2e-data'), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}
