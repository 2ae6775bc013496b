import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { ENGINE_FILES } from '@kingside/contract';

const gzipAsync = promisify(gzip);

export interface EngineFile {
  type: string;
  body: Buffer;
  /** The same bytes gzipped, for clients that take it (the wasm shrinks by about half). */
  gzipped: Buffer;
}

/** Where npm put the engine: read from the installed package, never copied into this repository. */
function engineBinDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('stockfish/package.json')), 'bin');
}

/**
 * The engine's files (contract ENGINE_FILES), each read and gzipped once on first request and kept:
 * four files, about 3.5 MB raw; compressing 1.8 MB of wasm on every request would cost a core.
 */
export function createEngineFiles(dir: string = engineBinDir()) {
  const loaded = new Map<string, Promise<EngineFile>>();
  async function load(name: string, type: string): Promise<EngineFile> {
    const body = await readFile(path.join(dir, name));
    return { type, body, gzipped: await gzipAsync(body, { level: 9 }) };
  }
  return {
    /** Null for a name that is not one of the engine's files. */
    get(name: string): Promise<EngineFile> | null {
      const type = Object.hasOwn(ENGINE_FILES, name) ? ENGINE_FILES[name] : undefined;
      if (!type) return null;
      let file = loaded.get(name);
      if (!file) {
        file = load(name, type);
        // A failed read is tried again next time.
        file.catch(() => loaded.delete(name));
        loaded.set(name, file);
      }
      return file;
    },
  };
}

export type EngineFiles = ReturnType<typeof createEngineFiles>;
