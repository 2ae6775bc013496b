import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type VideoContainer = 'video/mp4' | 'video/webm';

/** Names of stored videos: the sha256 of their bytes and their container's extension. */
export const VIDEO_NAME = /^[0-9a-f]{64}\.(mp4|webm)$/;

const EXTENSIONS: Record<VideoContainer, string> = { 'video/mp4': 'mp4', 'video/webm': 'webm' };

/** Why an upload was refused: not a container we know by its first bytes, or past the cap. */
export class VideoRefused extends Error {
  constructor(readonly reason: 'type' | 'too_large') {
    super(`video refused: ${reason}`);
  }
}

/** ISO base media brands of MP4 video (not QuickTime, HEIF pictures or audio-only M4A). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
]);
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** The EBML header's DocType element (0x4282), one-byte size 4, "webm". */
const WEBM_DOCTYPE = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]);
/** Enough of a file to tell its container. */
export const SNIFF_BYTES = 64;

/** The container the first bytes say (MP4 `ftyp` box with a video brand, WebM's EBML header), or null. */
export function sniffVideoType(head: Buffer): VideoContainer | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    return MP4_BRANDS.has(head.toString('latin1', 8, 12)) ? 'video/mp4' : null;
  }
  if (head.subarray(0, 4).equals(EBML_MAGIC) && head.subarray(0, SNIFF_BYTES).includes(WEBM_DOCTYPE)) {
    return 'video/webm';
  }
  return null;
}

export interface StoredVideo {
  name: string;
  type: VideoContainer;
  bytes: number;
}

/**
 * Uploaded videos under `DATA_DIR/videos`, named by their content (never by what the sender
 * called them). A file streams to a temporary name with the cap checked on every chunk, its
 * hash taken on the way, then its first bytes decide whether it is kept (renamed) or dropped.
 */
export function createVideoStore(dataDir: string) {
  const dir = path.join(dataDir, 'videos');
  let made: Promise<unknown> | null = null;

  return {
    dir,
    /** Streams `body` to disk; refuses it past `maxBytes` (as soon as it gets there) or when not MP4/WebM. */
    async receive(body: NodeJS.ReadableStream & NodeJS.EventEmitter, maxBytes: number): Promise<StoredVideo> {
      made ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await made;
      const draft = path.join(dir, `upload.${randomBytes(8).toString('hex')}.tmp`);
      const hash = createHash('sha256');
      const head: Buffer[] = [];
      let headBytes = 0;
      let bytes = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, next) {
          bytes += chunk.length;
          if (bytes > maxBytes) return next(new VideoRefused('too_large'));
          if (headBytes < SNIFF_BYTES) {
            head.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
            headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
          }
          hash.update(chunk);
          next(null, chunk);
        },
      });
      try {
        // The request is piped, not pipelined: refused past the cap, it is left unread (not destroyed),
        // so the 413 can still be sent on its connection (which the route then closes).
        const written = pipeline(counter, createWriteStream(draft, { mode: 0o600 }));
        body.on('error', (error) => counter.destroy(error));
        body.pipe(counter);
        await written;
        const type = sniffVideoType(Buffer.concat(head));
        if (!type) throw new VideoRefused('type');
        const name = `${hash.digest('hex')}.${EXTENSIONS[type]}`;
        await rename(draft, path.join(dir, name));
        return { name, type, bytes };
      } catch (error) {
        await unlink(draft).catch(() => undefined);
        throw error;
      }
    },

    /** The path of a stored video, or null for a name that is not one of ours. */
    pathOf(name: string): string | null {
      return VIDEO_NAME.test(name) ? path.join(dir, name) : null;
    },

    /** The size of a stored video, or null when there is none by that name. */
    async sizeOf(name: string): Promise<number | null> {
      const file = VIDEO_NAME.test(name) ? path.join(dir, name) : null;
      if (!file) return null;
      return stat(file).then(
        (found) => (found.isFile() ? found.size : null),
        () => null,
      );
    },
  };
}

export type VideoStore = ReturnType<typeof createVideoStore>;
