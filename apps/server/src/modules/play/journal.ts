/**
 * The move journal's file format (move-journal.ts is what it is for). A file is a run of records,
 * each `[payload length: u32 LE][crc32 of the payload: u32 LE][payload]`; a payload is one batch of
 * plain moves as JSON (`encodeWrites`). The process can die in the middle of an append: a record that runs past the
 * end of the file, or whose checksum does not match, was never acknowledged (the ack waits for the
 * whole record to be on the disk), so reading stops there and the rest is ignored.
 */
import { constants, write } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { open, readFile } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import type { GameWrite } from './game-state';

const HEADER_BYTES = 8;

export function encodeRecord(payload: Buffer): Buffer {
  const record = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  record.writeUInt32LE(payload.length, 0);
  record.writeUInt32LE(crc32(payload), 4);
  payload.copy(record, HEADER_BYTES);
  return record;
}

/** The whole records at the start of `data`; `torn` when something unreadable followed them. */
export function decodeRecords(data: Buffer): { records: Buffer[]; torn: boolean } {
  const records: Buffer[] = [];
  let at = 0;
  while (at < data.length) {
    if (data.length - at < HEADER_BYTES) return { records, torn: true };
    const length = data.readUInt32LE(at);
    const end = at + HEADER_BYTES + length;
    if (end > data.length) return { records, torn: true };
    const payload = data.subarray(at + HEADER_BYTES, end);
    if (crc32(payload) !== data.readUInt32LE(at + 4)) return { records, torn: true };
    records.push(payload);
    at = end;
  }
  return { records, torn: false };
}

/**
 * The dates a plain move's patch carries: a record has them as epoch milliseconds (files written
 * before hold ISO text, read too), the batch statement wants dates.
 */
const DATE_KEYS = ['clockAt', 'deadlineAt', 'updatedAt'] as const;

/**
 * A batch of plain moves as a record's payload. A move that `appended` to the texts carries only
 * what it added (late in a game the texts run to a kilobyte and more a move): replay rebuilds them
 * from the row and the records before it (pending-moves.ts `mergeWrites`). Others (a takeback) carry the whole texts.
 * Dates go as numbers: JSON would write each through `toISOString`, half the cost of a record.
 */
export function encodeWrites(writes: readonly GameWrite[]): Buffer {
  return Buffer.from(
    JSON.stringify(
      writes.map(({ gameId, version, events, patch, appended }) => {
        const stored: Record<string, unknown> = {};
        for (const key in patch) {
          if (appended && (key === 'moves' || key === 'moveClocks')) continue;
          const value = patch[key as keyof typeof patch];
          stored[key] = value instanceof Date ? value.getTime() : value;
        }
        return appended
          ? { gameId, version, events, patch: stored, appended }
          : { gameId, version, events, patch: stored };
      }),
    ),
  );
}

export function decodeWrites(payload: Buffer): GameWrite[] {
  const writes = JSON.parse(payload.toString('utf8')) as GameWrite[];
  for (const write of writes) {
    const patch = write.patch as Record<string, unknown>;
    for (const key of DATE_KEYS) {
      const value = patch[key];
      if (typeof value === 'string' || typeof value === 'number') patch[key] = new Date(value);
    }
  }
  return writes;
}

/** One journal file, opened for appending. */
export interface JournalFile {
  readonly path: string;
  /**
   * Appends whole records and returns once they are on the disk (one durable write). A
   * failed append is undone (the file cut back to its length before), so it can never be replayed
   * nor hide the records after it behind a torn one; `damaged` when even that failed.
   */
  append(records: Buffer): Promise<void>;
  /** An append failed and could not be undone: the file may hold part of it. */
  readonly damaged: boolean;
  /** Empties the file (its records were folded into the database). */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opened with O_DSYNC: a write returns once its data is on the disk, as a write then an fdatasync
 * would, in one system call and one trip to libuv's pool instead of two. Written through the
 * callback API on the handle's descriptor: the promise API's bookkeeping cost more main-thread time
 * than the write (micro-bench of 600-byte appends: main thread 45–70 → 27.5 µs an append, all
 * threads 140–168 → 115). A platform without O_DSYNC (Windows) gets an fdatasync after each write.
 */
const DSYNC: number | undefined = constants.O_DSYNC;
const APPEND = constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | (DSYNC ?? 0);

const writeAll = (fd: number, data: Buffer) =>
  new Promise<number>((resolve, reject) =>
    write(fd, data, 0, data.length, null, (error, written) => (error ? reject(error) : resolve(written))),
  );

export async function openJournalFile(path: string): Promise<JournalFile> {
  const handle: FileHandle = await open(path, APPEND);
  let size = (await handle.stat()).size;
  let damaged = false;
  return {
    path,
    async append(records) {
      try {
        const bytesWritten = await writeAll(handle.fd, records);
        if (bytesWritten !== records.length) throw new Error(`short journal write: ${bytesWritten} bytes`);
        if (DSYNC === undefined) await handle.datasync();
        size += records.length;
      } catch (error) {
        try {
          await handle.truncate(size);
          await handle.datasync();
        } catch {
          damaged = true;
        }
        throw error;
      }
    },
    get damaged() {
      return damaged;
    },
    async clear() {
      await handle.truncate(0);
      await handle.datasync();
      size = 0;
      damaged = false;
    },
    close: () => handle.close(),
  };
}

/** Every whole record's writes in a journal file, in order (none when there is no file). */
export async function readJournalFile(path: string): Promise<{ writes: GameWrite[]; torn: boolean }> {
  let data: Buffer;
  try {
    data = await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { writes: [], torn: false };
    throw error;
  }
  const { records, torn } = decodeRecords(data);
  return { writes: records.flatMap(decodeWrites), torn };
}
