import path from 'node:path';

/**
 * The static check behind per-feature English strings (strings-imported.test.ts): a module that names
 * a key (`t('play.title')`, a key kept in data, the fixed start of `t(\`play.speeds.${speed}\`)`) must
 * find it in the shell's catalogue or in a part (`locales/en.<feature>.ts`) among its own static
 * imports, direct or not. Then the part is registered before the module runs, in every chunk the
 * bundler makes, whichever page imports the module first.
 */
export type SourceFile = { file: string; text: string };

type Tree = { [key: string]: unknown };

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"];?/gm;
const KEY = /['"`]([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)+)['"`]/g;
const KEY_PREFIX = /`([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_]+)*)\.\$\{/g;
const BLOCK_COMMENT = /\/\*[\s\S]*?\*\//g;
const LINE_COMMENT = /(^|\s)\/\/.*$/gm;
const PLURALS = ['', '_one', '_other', '_zero'];

function lookup(tree: Tree, key: string): unknown {
  const segments = key.split('.');
  const last = segments.pop() as string;
  let node: unknown = tree;
  for (const segment of segments) node = (node as Tree | undefined)?.[segment];
  if (typeof node !== 'object' || node === null) return undefined;
  for (const suffix of PLURALS)
    if ((node as Tree)[last + suffix] !== undefined) return (node as Tree)[last + suffix];
  return undefined;
}

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] =
      typeof value === 'object' && value !== null && typeof current === 'object' && current !== null
        ? merge({ ...(current as Tree) }, value as Tree)
        : value;
  }
  return target;
}

function resolveImport(from: string, specifier: string, known: Set<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

/** Keys a module names, and the fixed starts of keys it builds; import lines left out. */
function keysOf(text: string): { keys: string[]; prefixes: string[] } {
  const code = text.replace(IMPORT, '').replace(BLOCK_COMMENT, '').replace(LINE_COMMENT, '$1');
  return {
    keys: [...code.matchAll(KEY)].map((match) => match[1] as string),
    prefixes: [...code.matchAll(KEY_PREFIX)].map((match) => match[1] as string),
  };
}

/** `file: key (what to do)` for each key a module cannot count on; tests are left out. */
export function findUnregisteredKeys(
  files: SourceFile[],
  shell: object,
  parts: Map<string, object>,
  root: string,
): string[] {
  const known = new Set(files.map(({ file }) => file));
  for (const part of parts.keys()) known.add(part);
  const texts = new Map(files.map(({ file, text }) => [file, text]));
  const imports = new Map<string, string[]>();
  const importsOf = (file: string): string[] => {
    let found = imports.get(file);
    if (!found) {
      found = [...(texts.get(file) ?? '').matchAll(IMPORT)]
        .filter((match) => !match[1])
        .map((match) => resolveImport(file, match[2] as string, known))
        .filter((resolved): resolved is string => resolved !== null);
      imports.set(file, found);
    }
    return found;
  };
  const partsReached = (file: string): string[] => {
    const seen = new Set<string>([file]);
    const queue = [file];
    for (let next = queue.pop(); next; next = queue.pop()) {
      for (const imported of importsOf(next)) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        queue.push(imported);
      }
    }
    return [...seen].filter((reached) => parts.has(reached));
  };

  const namespaces = new Set([shell, ...parts.values()].flatMap((catalogue) => Object.keys(catalogue)));
  const partHolding = (key: string) =>
    [...parts].find(([, part]) => lookup(part as Tree, key) !== undefined)?.[0] ?? null;

  const problems: string[] = [];
  for (const { file, text } of files) {
    if (/\.test\.tsx?$/.test(file) || parts.has(file) || file.includes(`${path.sep}locales${path.sep}`))
      continue;
    const { keys, prefixes } = keysOf(text);
    const named = [...new Set([...keys, ...prefixes])].filter((key) =>
      namespaces.has(key.split('.')[0] as string),
    );
    if (named.length === 0) continue;
    const available = partsReached(file).reduce<Tree>(
      (all, part) => merge(all, parts.get(part) as Tree),
      merge({}, shell as Tree),
    );
    for (const key of named) {
      if (lookup(available, key) !== undefined) continue;
      // A string in no catalogue is no key (a socket message type): typed keys catch misspelt ones.
      const holder = partHolding(key);
      if (holder)
        problems.push(`${path.relative(root, file)}: ${key} (import locales/${path.basename(holder)})`);
    }
  }
  return problems;
}
