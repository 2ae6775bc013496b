import * as contractSchemas from '@kingside/contract/schemas';
import { describe, expect, it } from 'vitest';

/**
 * Every string a route's schema takes refuses control characters (a NUL byte reached the database
 * through the forgotten-password email): the contract's request schemas and every schema a
 * `*.routes.ts` declares, found by walking them, so a new field cannot forget it.
 */

/** Hashed, never stored: any character may be in a password (refusing one would lock its owner out). */
const PASSWORDS = new Set(['_password', 'password', 'currentPassword', 'newPassword']);
const CONTROL_INPUTS = ['a\u0000b', 'a\u001bb', 'a\u007fb'];

/** What the walk needs of zod's schema internals (`_zod.def`). */
interface Def {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: Schema[];
  element?: Schema;
  valueType?: Schema;
  left?: Schema;
  right?: Schema;
  items?: Schema[];
}
interface Schema {
  _zod: { def: Def };
  safeParse(input: unknown): { success: boolean };
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;

/** Whether the schema reads its input as a string (through wrappers and pipes' input side). */
function takesString(schema: Schema): boolean {
  const def = schema._zod.def;
  if (def.type === 'string') return true;
  if (def.type === 'pipe') return takesString(def.in!);
  return false;
}

/** Every place a string enters the schema, with its path: the whole pipe, so transforms run. */
function stringLeaves(schema: Schema, path: string[] = []): { path: string[]; leaf: Schema }[] {
  const def = schema._zod.def;
  if (takesString(schema)) return [{ path, leaf: schema }];
  const inner = (child: Schema | undefined, key?: string) =>
    child ? stringLeaves(child, key === undefined ? path : [...path, key]) : [];
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, child]) => inner(child, key));
    case 'union':
      return def.options!.flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'tuple':
      return def.items!.flatMap((item, i) => inner(item, String(i)));
    case 'array':
      return inner(def.element, '*');
    case 'record':
      return inner(def.valueType, '*');
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    default:
      return inner(def.innerType);
  }
}

const routeModules = import.meta.glob<Record<string, unknown>>('./modules/**/*.routes.ts', { eager: true });
const routeSources = import.meta.glob<string>('./modules/**/*.routes.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const exported: [string, unknown][] = [
  ...Object.entries(contractSchemas).map(([name, value]): [string, unknown] => [`contract ${name}`, value]),
  ...Object.entries(routeModules).flatMap(([file, exports]) =>
    Object.entries(exports).map(([name, value]): [string, unknown] => [`${file} ${name}`, value]),
  ),
];
const schemas = exported.filter((entry): entry is [string, Schema] => isSchema(entry[1]));

describe('route schemas', () => {
  it('finds the schemas to walk', () => {
    expect(schemas.length).toBeGreaterThan(30);
    expect(Object.keys(routeModules).length).toBeGreaterThan(10);
  });

  it('declare their schemas where this walk sees them (exported)', () => {
    for (const [file, source] of Object.entries(routeSources)) {
      expect(source, file).not.toMatch(/^const \w+ = z\b/m);
    }
  });

  const leaves = schemas.flatMap(([name, schema]) =>
    stringLeaves(schema).map(({ path, leaf }) => ({
      where: `${name} ${path.join('.') || '(itself)'}`,
      path,
      leaf,
    })),
  );

  it.each(leaves.map((l) => [l.where, l] as const))(
    '%s refuses control characters',
    (_where, { path, leaf }) => {
      if (PASSWORDS.has(path.at(-1) ?? '')) return;
      for (const input of CONTROL_INPUTS)
        expect(leaf.safeParse(input).success, JSON.stringify(input)).toBe(false);
    },
  );
});
