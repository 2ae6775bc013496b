import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Names of stored files: the sha256 of their bytes and their extension (content-addressed). */
export const UPLOAD_NAME = /^[0-9a-f]{64}\.webp$/;

/**
 * Files under `DATA_DIR/uploads`, named by their content: the same bytes land under the same name,
 * a name never changes meaning, so it may be cached for good. Writes go through a temporary file
 * and a rename, so a reader never sees half a file.
 */
export function createUploadStore(dataDir: string) {
  const dir = path.join(dataDir, 'uploads');
  let made: Promise<unknown> | null = null;

  return {
    dir,
    /** Stores the bytes; answers the file's name. */
    async put(bytes: Buffer, extension: 'webp'): Promise<string> {
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
      made ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await made;
      const target = path.join(dir, name);
      if (
        await stat(target).then(
          () => true,
          () => false,
        )
      )
        return name;
      const draft = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(draft, bytes, { mode: 0o600 });
      await rename(draft, target);
      return name;
    },
    /** The path of a stored file, or null for a name that is not one of ours. */
    pathOf(name: string): string | null {
      return UPLOAD_NAME.test(name) ? path.join(dir, name) : null;
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
