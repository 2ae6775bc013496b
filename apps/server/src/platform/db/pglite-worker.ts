// The embedded database on its own thread: PostgreSQL compiled to WebAssembly is most of the CPU a
// move costs, and here it runs beside the event loop instead of on it. Statements run one at a time
// in the order they arrive; the client (pglite-client.ts) keeps transactions from interleaving.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pglite-options';
import type { WorkerReply, WorkerRequest } from './pglite-protocol';
import { createPreparedStatements } from './pglite-statements';

const port = parentPort!;
const pg = await PGlite.create(workerData.folder as string, PGLITE_OPTIONS);
const statements = createPreparedStatements(pg);

/** A database error's own fields (code, constraint, detail, …) travel with its message. */
function describeError(error: unknown): WorkerReply & { ok: false } {
  const fields: Record<string, string | number> = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
    }
  }
  return { id: -1, ok: false, message: error instanceof Error ? error.message : String(error), fields };
}

let queue = Promise.resolve();

port.on('message', (request: WorkerRequest) => {
  queue = queue.then(async () => {
    let reply: WorkerReply;
    try {
      if (request.op === 'close') {
        await pg.close();
        reply = { id: request.id, ok: true, result: null };
      } else {
        const result = request.prepared
          ? await pg.runExclusive(() => statements.query(request.sql, request.params, request.rowMode))
          : await pg.query(request.sql, request.params, { rowMode: request.rowMode });
        reply = { id: request.id, ok: true, result };
      }
    } catch (error) {
      reply = { ...describeError(error), id: request.id };
    }
    port.postMessage(reply);
    if (request.op === 'close') port.close();
  });
});

port.postMessage({ id: 0, ok: true, result: null } satisfies WorkerReply);
