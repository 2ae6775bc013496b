import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's import graph, type-only imports included: a type import ties files together in
 * the reader's head and the compiler's as much as a value import does.
 */
const SRC = path.dirname(new URL(import.meta.url).pathname);
const RESOLVE_AS = ['.ts', '.tsx', '/index.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Relative specifiers only: packages (`@kingside/contract`, npm) are outside this graph. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  // A data file (a seed's JSON) imports nothing: it can close no cycle.
  if (base.endsWith('.json') && existsSync(base)) return null;
  const found = RESOLVE_AS.map((ending) => base + ending).find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${rel(from)} imports ${specifier}, which resolves to no file`);
  return found;
}

const rel = (file: string) => path.relative(SRC, file);

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((imported) => resolve(file, imported.fileName));
    graph.set(file, [...new Set(targets.filter((target) => target !== null))]);
  }
  return graph;
}

/** Tarjan's strongly connected components: every group of two or more files is a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];

  function visit(file: string): void {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  }

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const edges = (graph: Map<string, string[]>) =>
  [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from: rel(from), to: rel(to) })));

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

describe('the server import graph', () => {
  const graph = importGraph();

  it('has no cycles', () => {
    expect(cycles(graph).map((component) => component.map(rel))).toEqual([]);
  });

  // Tests of the whole app live beside the platform code they aim at and may drive any module.
  it('keeps the platform free of domain modules', () => {
    const wrong = edges(graph).filter(
      ({ from, to }) => from.startsWith('platform/') && !isTest(from) && to.startsWith('modules/'),
    );
    expect(wrong).toEqual([]);
  });

  // A module's index.ts re-exports its files: a file importing it (or a parent module's) closes a loop.
  it('never has a module file import its own index.ts', () => {
    const wrong = edges(graph).filter(
      ({ from, to }) =>
        from.startsWith('modules/') &&
        path.basename(to) === 'index.ts' &&
        from.startsWith(`${path.dirname(to)}/`),
    );
    expect(wrong).toEqual([]);
  });

  it('sees the imports it checks', () => {
    const appImports = graph.get(path.join(SRC, 'app.ts'))!.map(rel);
    expect(appImports).toContain('modules/accounts/index.ts');
    expect(appImports).toContain('platform/http/context.ts');
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['a']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b']]);
  });
});
