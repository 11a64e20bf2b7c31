/**
 * No import cycles inside a package: imports point one way (a resource's
 * routes and logic down to its records, records down to the store), so any
 * module can be read, tested and loaded without the ones above it. Type-only
 * imports and module augmentations count as well: they are arrows of the
 * design too, and `madge --circular` counts them the same way.
 *
 * Only relative imports are followed; the packages' own dependency graph is
 * acyclic by construction (pnpm workspace dependencies).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The source folders kept free of cycles. */
const ACYCLIC = ['packages/client/src', 'packages/core/src', 'packages/relay/src', 'packages/react/src', 'packages/ui/src', 'packages/server/src'];

const SOURCE = /\.tsx?$/;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, or undefined when it names none (an asset, a missing file). */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  if (SOURCE.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file) && statSync(file).isFile());
}

/** The files each source file under `dir` imports (statically, dynamically, type-only or by augmentation), as a graph. */
function importGraph(dir: string): Map<string, string[]> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts'));
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolveSpecifier(file, specifier))
        .filter((target): target is string => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/**
 * The graph's cycles, one per strongly connected component of more than one
 * node (or a node importing itself), each as a path that returns to its start.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, index.size);
    low.set(start, index.get(start)!);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, index.size);
          low.set(target, index.get(target)!);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || targets.includes(frame.node)) components.push(component);
    }
  }
  return components.map((component) => cycleThrough(graph, new Set(component)));
}

/** One concrete cycle inside a strongly connected component: a shortest path from its first member back to it. */
function cycleThrough(graph: ReadonlyMap<string, readonly string[]>, component: ReadonlySet<string>): string[] {
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!component.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

describe('findCycles', () => {
  it('finds each cycle once, as a path back to its start, and passes a graph that only points down', () => {
    const graph = new Map([
      ['Service', ['store', 'records']],
      ['store', ['collections']],
      ['records', ['collections', 'logic']],
      ['logic', ['Service']],
      ['collections', []],
      ['self', ['self']],
    ]);
    expect(findCycles(graph)).toEqual([
      ['Service', 'records', 'logic', 'Service'],
      ['self', 'self'],
    ]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe.each(ACYCLIC)('%s', (dir) => {
  it('has no import cycle', () => {
    const root = join(ROOT, dir);
    const cycles = findCycles(importGraph(root)).map((cycle) => cycle.map((file) => relative(root, file)).join(' > '));
    expect(cycles).toEqual([]);
  });
});
