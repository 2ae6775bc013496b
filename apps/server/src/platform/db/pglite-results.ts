import { type PGlite, parse, protocol, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** A prepared statement's row description, as PGlite parsed it once when describing the statement. */
type Columns = BackendMessage & { fields?: { name: string; dataTypeID: number }[] };

const code = (letter: string) => letter.charCodeAt(0);
const DATA_ROW = code('D');
const COMMAND_COMPLETE = code('C');
/** Parse, bind and close complete, no data, portal suspended, empty query, ready for query: nothing to read. */
const BOOKKEEPING = new Set(['1', '2', '3', 'n', 's', 'I', 'Z'].map(code));
/** Commands whose tag's count is rows changed (PGlite's `affectedRows`). */
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * One bound execution's answer (the backend's bytes) as PGlite's `parseResults` reads it: the same
 * rows, fields, command and counts. PGlite's own parser copies every field's bytes into an
 * ArrayBuffer of its own before decoding it, hundreds for a page of rows, and a collection has to
 * sweep each one; here a field is decoded where it lies. Anything beyond rows and bookkeeping (an
 * error, a notice) goes to PGlite's parser, which says it as PGlite always has.
 */
export function executionResults(
  raw: Uint8Array,
  columns: Columns | undefined,
  parsers: PGlite['parsers'],
  rowMode: 'array' | 'object',
): Results {
  return fastResults(raw, columns, parsers, rowMode) ?? pgliteResults(raw, columns, parsers, rowMode);
}

function fastResults(
  raw: Uint8Array,
  columns: Columns | undefined,
  parsers: PGlite['parsers'],
  rowMode: 'array' | 'object',
): Results | null {
  // A Buffer over the same bytes decodes a field's text in place, without a view object per field.
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const fields = columns?.fields ? columns.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) : [];
  const rows: Results['rows'] = [];
  let completed: Results | null = null;
  for (let at = 0; at < raw.length; ) {
    const type = raw[at]!;
    const end = at + 1 + bytes.readInt32BE(at + 1);
    if (type === DATA_ROW) {
      if (completed) return null;
      rows.push(dataRow(bytes, at + 5, fields, parsers, rowMode) as Results['rows'][number]);
    } else if (type === COMMAND_COMPLETE) {
      if (completed) return null;
      // The tag is a C string: its last byte is the terminating zero.
      const tag = bytes.toString('utf8', at + 5, end - 1).split(' ');
      const command = tag[0]!;
      const count = Number.parseInt(tag.at(-1)!, 10);
      const result = { rows, fields, command, affectedRows: CHANGING.has(command) ? count : 0 };
      completed = Number.isNaN(count) ? result : { ...result, rowCount: count };
    } else if (!BOOKKEEPING.has(type)) return null;
    at = end;
  }
  return completed ?? { affectedRows: 0, rows: [], fields: [] };
}

function dataRow(
  bytes: Buffer,
  start: number,
  fields: NonNullable<Columns['fields']>,
  parsers: PGlite['parsers'],
  rowMode: 'array' | 'object',
): unknown {
  const count = bytes.readInt16BE(start);
  const values: unknown[] = new Array(count);
  let at = start + 2;
  for (let index = 0; index < count; index++) {
    const length = bytes.readInt32BE(at);
    at += 4;
    if (length === -1) {
      values[index] = null;
      continue;
    }
    const text = bytes.toString('utf8', at, at + length);
    at += length;
    const type = fields[index]!.dataTypeID;
    const parser = parsers[type];
    values[index] = parser ? parser(text, type) : text;
  }
  if (rowMode === 'array') return values;
  const row: Record<string, unknown> = {};
  for (let index = 0; index < count; index++) row[fields[index]!.name] = values[index];
  return row;
}

/** PGlite's own reading of the bytes: its first database error is thrown, as `execProtocolStream` does. */
function pgliteResults(
  raw: Uint8Array,
  columns: Columns | undefined,
  parsers: PGlite['parsers'],
  rowMode: 'array' | 'object',
): Results {
  const messages: BackendMessage[] = [];
  new protocol.Parser().parse(raw, (message) => messages.push(message as BackendMessage));
  const error = messages.find((message) => message instanceof protocol.messages.DatabaseError);
  if (error) throw error;
  const all = columns ? [columns, ...messages] : messages;
  return parse.parseResults(all, parsers, { rowMode })[0]!;
}
