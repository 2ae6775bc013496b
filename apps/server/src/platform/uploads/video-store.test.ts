import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createVideoStore, sniffVideoType, type VideoRefused } from './video-store';

const mp4Head = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42', 'latin1'),
  Buffer.alloc(12),
]);
/** An EBML header naming DocType webm, as every WebM file starts. */
const webmHead = Buffer.from([
  0x1a,
  0x45,
  0xdf,
  0xa3,
  0x9f,
  0x42,
  0x86,
  0x81,
  0x01,
  0x42,
  0x82,
  0x84,
  ...Buffer.from('webm'),
]);

describe('sniffVideoType', () => {
  it('knows MP4 by its ftyp box and a video brand, WebM by its EBML DocType', () => {
    expect(sniffVideoType(mp4Head)).toBe('video/mp4');
    expect(sniffVideoType(webmHead)).toBe('video/webm');
  });
  it('refuses QuickTime, HEIF, Matroska, pictures and short files', () => {
    const brand = (name: string) => Buffer.concat([mp4Head.subarray(0, 8), Buffer.from(name, 'latin1')]);
    expect(sniffVideoType(brand('qt  '))).toBeNull();
    expect(sniffVideoType(brand('heic'))).toBeNull();
    expect(
      sniffVideoType(Buffer.from(webmHead.toString('latin1').replace('webm', 'mkvx'), 'latin1')),
    ).toBeNull();
    expect(sniffVideoType(Buffer.from('\x89PNG\r\n\x1a\n'))).toBeNull();
    expect(sniffVideoType(Buffer.from([0x1a, 0x45]))).toBeNull();
  });
});

describe('video store', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'videos-'));
  const store = createVideoStore(dataDir);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  /** A body arriving in chunks, as a request does. */
  const chunks = (...parts: Buffer[]) => Readable.from(parts);

  it('streams a file in, names it by its sha256 and container, and finds its size', async () => {
    const body = [webmHead, Buffer.alloc(3000, 7), Buffer.alloc(10, 1)];
    const stored = await store.receive(chunks(...body), 10_000);
    expect(stored).toMatchObject({ type: 'video/webm', bytes: 3026 });
    expect(stored.name).toMatch(/^[0-9a-f]{64}\.webm$/);
    expect(readFileSync(store.pathOf(stored.name)!).equals(Buffer.concat(body))).toBe(true);
    expect(await store.sizeOf(stored.name)).toBe(3026);
    expect(await store.sizeOf(`${'0'.repeat(64)}.mp4`)).toBeNull();
    expect(store.pathOf('../secret.mp4')).toBeNull();
  });

  it('stops at the cap as bytes arrive and keeps nothing; refuses what its first bytes do not name', async () => {
    const refusedWith = (body: Readable, max: number) =>
      store.receive(body, max).then(
        () => null,
        (error: VideoRefused) => error.reason,
      );
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled++;
        this.push(pulled === 1 ? mp4Head : Buffer.alloc(1024));
      },
    });
    expect(await refusedWith(endless, 4096)).toBe('too_large');
    // It stopped reading soon after the cap, not at the end of an endless body.
    expect(pulled).toBeLessThan(64);
    expect(await refusedWith(chunks(Buffer.from('GIF89a'), Buffer.alloc(100)), 10_000)).toBe('type');
    expect(readdirSync(store.dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(store.dir)).toBe(true);
  });
});
