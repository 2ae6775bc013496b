import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';
import { executionResults } from './pglite-results';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** Statements kept prepared at once; the least recently used one is closed past this. */
const CAPACITY = 64;

/** PostgreSQL's codes for a statement the session no longer has, or whose result type changed. */
const STALE = new Set(['26000', '0A000']);

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's row description (absent when it returns no rows), put before each execution's rows. */
  columns: BackendMessage | undefined;
}

/**
 * Named prepared statements on PGlite, which its `query` does not offer: each call there parses and
 * plans its statement again, most of a small query's time. Here a statement is parsed (and, once
 * PostgreSQL keeps its generic plan, planned) once, then only bound and executed, in one message.
 * Keyed by the statement's text, so the same text from anywhere shares one. The caller holds PGlite
 * for the call (no other statement between its messages).
 */
export function createPreparedStatements(pg: PGlite) {
  const byText = new Map<string, Prepared>();
  let count = 0;

  async function prepare(text: string): Promise<Prepared> {
    const name = `kingside_stmt_${++count}`;
    const messages = await pg.execProtocolStream(
      concat(
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ),
      { syncToFs: false },
    );
    const prepared: Prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      columns: messages.find((message) => message.name === 'rowDescription'),
    };
    byText.set(text, prepared);
    if (byText.size > CAPACITY) {
      const [oldestText, oldest] = byText.entries().next().value!;
      byText.delete(oldestText);
      await pg.execProtocolStream(
        concat(protocol.serialize.close({ type: 'S', name: oldest.name }), protocol.serialize.sync()),
        { syncToFs: false },
      );
    }
    return prepared;
  }

  async function execute(prepared: Prepared, params: unknown[], rowMode: 'array' | 'object') {
    const values = params.map((value, index) => {
      if (value == null) return null;
      const serialize = pg.serializers[prepared.paramTypes[index]!];
      return serialize ? serialize(value) : String(value);
    });
    // The answer's bytes as they come (copied: PGlite reuses its buffer), read by executionResults.
    const chunks: Uint8Array[] = [];
    await pg.execProtocolRawStream(
      concat(
        protocol.serialize.bind({ statement: prepared.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ),
      { syncToFs: false, onRawData: (chunk) => chunks.push(chunk.slice()) },
    );
    const columns = prepared.columns as Parameters<typeof executionResults>[1];
    return executionResults(
      chunks.length === 1 ? chunks[0]! : concat(...chunks),
      columns,
      pg.parsers,
      rowMode,
    );
  }

  return {
    /** Runs `text` as a named statement, preparing it the first time (and again if the session lost it). */
    async query<T>(text: string, params: unknown[], rowMode: 'array' | 'object'): Promise<Results<T>> {
      const known = byText.get(text);
      let result: Results;
      if (!known) result = await execute(await prepare(text), params, rowMode);
      else {
        // Most recently used last: the map's first entry is the one to close.
        byText.delete(text);
        byText.set(text, known);
        try {
          result = await execute(known, params, rowMode);
        } catch (error) {
          if (!STALE.has(String((error as { code?: unknown }).code))) throw error;
          byText.delete(text);
          await pg
            .execProtocolStream(
              concat(protocol.serialize.close({ type: 'S', name: known.name }), protocol.serialize.sync()),
              { syncToFs: false },
            )
            .catch(() => {});
          result = await execute(await prepare(text), params, rowMode);
        }
      }
      // As PGlite's own `query`: outside a transaction, what was written reaches the files.
      if (!pg.isInTransaction()) await pg.syncToFs();
      return result as Results<T>;
    },
  };
}

export type PreparedStatements = ReturnType<typeof createPreparedStatements>;

function concat(...parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}
