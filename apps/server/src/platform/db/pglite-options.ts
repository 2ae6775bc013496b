import type { PGliteOptions } from '@electric-sql/pglite';
import { TEXT_PARSERS } from './pglite-protocol';

/**
 * How the embedded database opens, on its own thread (`serve`) or on the caller's (CLI, tests).
 * PostgreSQL's buffer pool keeps PGlite's default (128 MB, all of it resident from the start): a
 * 32 MB pool saved ~100 MiB of an idle server's memory but made member searches at 10,000 members
 * ~1.5× slower (friends-search bench: Autocomplete p50 2.38 → 3.85 ms), every page outside the pool a file read.
 */
export const PGLITE_OPTIONS: PGliteOptions = { parsers: TEXT_PARSERS };
