import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | null = null;

/** The server package's folder, found the same way from `src/` (tests) and from the `dist/` bundle. */
export function serverRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@kingside/server') {
      cached = dir;
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @kingside/server package folder');
    dir = parent;
  }
}

/** The built web app (`apps/web/dist`). */
export function webDistDir(override: string | null): string {
  return override ? path.resolve(override) : path.join(serverRoot(), '..', 'web', 'dist');
}
