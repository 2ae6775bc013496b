import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { TEXT_PARSERS } from './pglite-protocol';

/**
 * PostgreSQL's buffer pool inside the embedded database. PGlite touches all of it when it starts, so
 * its default (128 MB) is 128 MB of resident memory before the first statement; a page outside the
 * pool is one file read away (the operating system caches it). 32 MB holds the live games and the
 * lobby many times over. Measured: the idle server's resident memory fell from 440–490 MiB to 370.
 */
const SHARED_BUFFERS = '32MB';

/** How the embedded database opens, on its own thread (`serve`) or on the caller's (CLI, tests). */
export const PGLITE_OPTIONS: PGliteOptions = {
  parsers: TEXT_PARSERS,
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
};
