/** Messages between the embedded database's thread (pglite-worker.ts) and its client (pglite-client.ts). */

export type WorkerRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** Run as a named statement, prepared once (pglite-statements.ts). */
      prepared: boolean;
    }
  | { id: number; op: 'close' };

/** `id` 0 announces that the database is open. */
export type WorkerReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; message: string; fields: Record<string, string | number> };

/**
 * Types whose values the worker returns as the server's text: timestamps, dates, intervals and their
 * arrays, which Drizzle asks for as text and maps itself. Set once on the database rather than per
 * statement: PGlite copies its whole parser table for every statement that brings parsers.
 */
export const TEXT_TYPES: readonly number[] = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

/** PGlite's parsers for the `TEXT_TYPES`: the server's text, kept as is. */
export const TEXT_PARSERS = Object.fromEntries(TEXT_TYPES.map((type) => [type, (value: string) => value]));
