import { Column, getTableName, is, SQL } from 'drizzle-orm';

/** A selected field as Drizzle orders them for a statement: where its value goes, and what it is. */
interface OrderedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** Drizzle's identity decoder (text, uuid, boolean columns): a value passes through as it is. */
const IDENTITY = Column.prototype.mapFromDriverValue;

/**
 * Drizzle's mapping of a row of `fields` (as its `mapResultRow` does it, left joins' all-null
 * objects becoming null), with each field's decoder and table resolved once for the statement
 * instead of on every row: Drizzle resolves them per row and per field, through the proxies of
 * aliased tables and subqueries, which costs a page of twenty rows more than reading them.
 */
export function compileRowMapping(
  fields: OrderedField[],
  joinsNotNullableMap: () => Record<string, boolean> | undefined,
) {
  const plan = fields.map(({ path, field }) => {
    const f = field as { decoder?: Decoder; sql?: { decoder: Decoder }; _?: { sql: { decoder: Decoder } } };
    const decoder: Decoder = is(field, Column)
      ? (field as Decoder)
      : is(field, SQL)
        ? f.decoder!
        : (f.sql?.decoder ?? f._!.sql.decoder);
    const decode = decoder.mapFromDriverValue;
    return {
      parents: path.slice(0, -1),
      key: path.at(-1)!,
      decoder,
      decode: decode === IDENTITY ? null : decode,
      // Only a table's own column two deep can make its object null (Drizzle's rule).
      table: is(field, Column) && path.length === 2 ? getTableName((field as Column).table) : undefined,
    };
  });

  return (rows: unknown[][]) => {
    const notNullable = joinsNotNullableMap();
    return rows.map((row) => {
      const result: Record<string, unknown> = {};
      const nullify: Record<string, string | false> = {};
      for (let index = 0; index < plan.length; index++) {
        const { parents, key, decoder, decode, table } = plan[index]!;
        let node = result;
        for (const parent of parents) {
          node[parent] ??= {};
          node = node[parent] as Record<string, unknown>;
        }
        const raw = row[index];
        const value = raw === null ? null : decode ? decode.call(decoder, raw) : raw;
        node[key] = value;
        if (table !== undefined && notNullable) {
          const object = parents[0]!;
          const seen = nullify[object];
          if (seen === undefined) nullify[object] = value === null ? table : false;
          else if (typeof seen === 'string' && seen !== table) nullify[object] = false;
        }
      }
      for (const object in nullify) {
        const table = nullify[object];
        if (typeof table === 'string' && !notNullable?.[table]) result[object] = null;
      }
      return result;
    });
  };
}
