import { once } from 'node:events';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { TEXT_TYPES, type WorkerReply, type WorkerRequest } from './pglite-protocol';

type Parsers = Record<number, (value: string, type: number) => unknown>;

export interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Parsers;
  /** Run as a named statement, parsed once (pglite-statements.ts). */
  prepared?: boolean;
}

/** What a transaction's callback gets: statements inside the open transaction. */
export interface PgliteWorkerTx {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  readonly closed: boolean;
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/**
 * The embedded database on a worker thread, with the part of PGlite's interface Drizzle uses
 * (`query`, `transaction`). One connection underneath: a transaction holds it from BEGIN to COMMIT,
 * so statements from outside wait instead of landing in it (and in its rollback).
 */
export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #stopped: Error | null = null;
  /** Settles when the open transaction ends; null while none is open. */
  #transaction: Promise<void> | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: WorkerReply) => this.#settle(reply));
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) => this.#stop(new Error(`exited with code ${code}`)));
  }

  /** Opens PGlite on `folder` in a new thread; resolves once it is ready for statements. */
  static async open(folder: string): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(startWorker(folder));
    await new Promise<void>((resolve, reject) =>
      client.#pending.set(0, { resolve: () => resolve(), reject }),
    );
    return client;
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    while (this.#transaction) await this.#transaction;
    return this.#query<T>(sql, params, options);
  }

  async transaction<T>(callback: (tx: PgliteWorkerTx) => Promise<T>): Promise<T> {
    while (this.#transaction) await this.#transaction;
    let end!: () => void;
    this.#transaction = new Promise((resolve) => {
      end = resolve;
    });
    let closed = false;
    const tx: PgliteWorkerTx = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        if (closed) return Promise.reject(new Error('The transaction is already over.'));
        return this.#query<R>(sql, params, options);
      },
      get closed() {
        return closed;
      },
    };
    try {
      await this.#query('BEGIN');
      const result = await callback(tx);
      await this.#query('COMMIT');
      return result;
    } catch (error) {
      await this.#query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      closed = true;
      this.#transaction = null;
      end();
    }
  }

  async close(): Promise<void> {
    if (this.#stopped) return;
    while (this.#transaction) await this.#transaction;
    const exited = once(this.#worker, 'exit');
    await this.#send({ id: this.#nextId++, op: 'close' });
    await exited;
  }

  #query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.parsers) checkParsers(options.parsers);
    return this.#send({
      id: this.#nextId++,
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode ?? 'object',
      prepared: options?.prepared ?? false,
    }) as Promise<Results<T>>;
  }

  #send(request: WorkerRequest): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    return new Promise((resolve, reject) => {
      this.#pending.set(request.id, { resolve, reject });
      this.#worker.postMessage(request);
    });
  }

  #settle(reply: WorkerReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(Object.assign(new Error(reply.message), reply.fields));
  }

  #stop(cause: Error): void {
    this.#stopped ??= new Error(`The embedded database stopped: ${cause.message}`, { cause });
    for (const pending of this.#pending.values()) pending.reject(this.#stopped);
    this.#pending.clear();
  }
}

/** `npm start` runs the bundle beside cli.js; tests and tsx run the TypeScript source through tsx. */
function startWorker(folder: string): Worker {
  const workerData = { folder };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  }
  // `require.resolve` finds the export's CommonJS file; the thread imports its ES module twin.
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const tsx = pathToFileURL(api).href;
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(boot, { eval: true, workerData });
}

const checked = new WeakSet<Parsers>();

/**
 * Functions cannot cross to the worker. Drizzle's parsers only keep the text of the `TEXT_TYPES`,
 * which the worker returns as text anyway; any other parser is refused rather than ignored.
 */
function checkParsers(parsers: Parsers): void {
  if (checked.has(parsers)) return;
  for (const [type, parse] of Object.entries(parsers)) {
    const probe = 'kingside-probe';
    if (!TEXT_TYPES.includes(Number(type)) || parse(probe, Number(type)) !== probe) {
      throw new Error(`The embedded database's thread cannot run a parser for type ${type}.`);
    }
  }
  checked.add(parsers);
}
