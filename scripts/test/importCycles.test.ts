/**
 * No import cycles inside a package: imports point one way (a resource's
 * routes and logic down to its records, records down to the store), so any
 * module can be read, tested and loaded without the ones above it. Type-only
 * imports and module augmentations count as well: they are arrows of the
 * design too, and `madge --circular` counts them the same way.
 *
 * Folders point one way as well: inside every folder of a package's `src`
 * (the root included), its subfolders, each taken as one node, and its files
 * import one another without a cycle. So a folder can be read top to bottom:
 * `toolRouter/` imports `tools/`, never the reverse; the MCP transport
 * implements what the feature layer defines.
 *
 * Only relative imports are followed; the packages' own dependency graph is
 * acyclic by construction (pnpm workspace dependencies).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The source folders kept free of cycles. */
const ACYCLIC = ['packages/client/src', 'packages/core/src', 'packages/relay/src', 'packages/react/src', 'packages/ui/src', 'packages/server/src'];

/**
 * The source folders whose folders are kept free of cycles too. Not yet
 * `packages/ui/src`: its `shared/` imports `theme/` and the modal's parts,
 * which import `shared/` back.
 */
const FOLDERS_ACYCLIC = ACYCLIC.filter((dir) => dir !== 'packages/ui/src');

/**
 * The modules of a package that name everything and that everything is handed
 * (the service, its typed store, a request's context): a type-only import
 * into or out of one is not an arrow between folders, since each feature
 * receives them as parameters and they name each feature's records. A value
 * import still is.
 */
const COMPOSITION: Record<string, readonly string[]> = {
  'packages/server/src': ['Service.ts', 'collections/', 'http/context.ts'],
};

/** Folder arrows that close a cycle and stay for a stated reason, as `from -> to` relative to the package's `src`. */
const KNOWN_FOLDER_CYCLES: Record<string, Record<string, string>> = {
  'packages/server/src': {
    'authConfigs/ -> connectedAccounts/':
      'deleting an auth config soft-deletes its accounts in the same transaction (spec 2.3), while accounts read their config',
  },
};

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
  return new Map(
    sourceFiles(dir).map((file) => {
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

/** One relative import of a file: the file it names and whether it brings in types only. */
export interface Import {
  target: string;
  typeOnly: boolean;
}

/** Whether an import or export declaration brings in types only (`import type`, or every name marked `type`). */
function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    return (
      node.isTypeOnly ||
      (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && node.exportClause.elements.every((e) => e.isTypeOnly))
    );
  }
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

/** The relative imports of every source file under `dir` (static, dynamic, type-only, augmentations), each marked type-only or not. */
export function typedImports(dir: string): Map<string, Import[]> {
  const imports = new Map<string, Import[]>();
  for (const file of sourceFiles(dir)) {
    const found: Import[] = [];
    const add = (specifier: string, typeOnly: boolean) => {
      if (!specifier.startsWith('.')) return;
      const target = resolveSpecifier(file, specifier);
      if (target) found.push({ target, typeOnly });
    };
    const visit = (node: ts.Node): void => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        add(node.moduleSpecifier.text, isTypeOnly(node));
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        add(node.arguments[0].text, false);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
        add(node.argument.literal.text, true);
      } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
        add(node.name.text, true);
      } else if (
        ts.isImportEqualsDeclaration(node) &&
        ts.isExternalModuleReference(node.moduleReference) &&
        ts.isStringLiteral(node.moduleReference.expression)
      ) {
        add(node.moduleReference.expression.text, node.isTypeOnly);
      }
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
    imports.set(file, found);
  }
  return imports;
}

/**
 * The folder graphs of a package: for every folder under `root` (the root
 * included, keyed `''`), the arrows between its children, a subfolder
 * (`name/`, everything under it) or a file, from the imports between files
 * under that folder. A type-only import into or out of a `composition` module
 * (a file, or a folder ending in `/`, relative to `root` with `/`) is left
 * out. Paths are relative to `root`, with `/`.
 */
export function folderGraphs(
  root: string,
  imports: ReadonlyMap<string, readonly Import[]>,
  composition: readonly string[] = [],
): Map<string, Map<string, string[]>> {
  const path = (file: string) => relative(root, file).split(sep);
  const inComposition = (parts: readonly string[]) => {
    const name = parts.join('/');
    return composition.some((entry) => (entry.endsWith('/') ? name.startsWith(entry) : name === entry));
  };
  const graphs = new Map<string, Map<string, Set<string>>>();
  for (const [file, targets] of imports) {
    const from = path(file);
    for (const { target, typeOnly } of targets) {
      const to = path(target);
      if (to[0] === '..' || (typeOnly && (inComposition(from) || inComposition(to)))) continue;
      // Every folder holding both files sees an arrow between the children the two sit in, unless it is the same one.
      for (let depth = 0; depth < Math.min(from.length, to.length); depth++) {
        if (depth > 0 && from[depth - 1] !== to[depth - 1]) break;
        const child = (parts: readonly string[]) => (depth === parts.length - 1 ? parts[depth]! : `${parts[depth]}/`);
        const [a, b] = [child(from), child(to)];
        if (a === b) continue;
        const folder = from.slice(0, depth).join('/');
        const graph = graphs.get(folder) ?? new Map<string, Set<string>>();
        graphs.set(folder, graph);
        graph.set(a, (graph.get(a) ?? new Set()).add(b));
        if (!graph.has(b)) graph.set(b, new Set());
        break;
      }
    }
  }
  return new Map([...graphs].map(([folder, graph]) => [folder, new Map([...graph].map(([node, targets]) => [node, [...targets].sort()]))]));
}

/**
 * Every cycle between the folders of a package, as `folder: a/ > b/ > a/`,
 * with the `known` arrows (`from -> to`, paths relative to `root`) left out.
 */
export function folderCycles(graphs: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>, known: readonly string[] = []): string[] {
  const cycles: string[] = [];
  for (const [folder, graph] of [...graphs].sort(([a], [b]) => a.localeCompare(b))) {
    const prefix = folder === '' ? '' : `${folder}/`;
    const kept = new Map(
      [...graph].map(([node, targets]) => [node, targets.filter((target) => !known.includes(`${prefix}${node} -> ${prefix}${target}`))]),
    );
    for (const cycle of findCycles(kept)) {
      // A cycle of files alone is the file test's to report; here only cycles through a folder.
      if (cycle.some((node) => node.endsWith('/'))) cycles.push(`${folder || '.'}: ${cycle.join(' > ')}`);
    }
  }
  return cycles;
}

/** Whether the arrow `from -> to` (relative to the package's `src`) is in the package's folder graphs. */
function hasFolderArrow(graphs: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>, arrow: string): boolean {
  const [from, to] = arrow.split(' -> ') as [string, string];
  const folder = from.includes('/') && from.indexOf('/') < from.length - 1 ? from.slice(0, from.lastIndexOf('/', from.length - 2)) : '';
  const strip = (name: string) => (folder === '' ? name : name.slice(folder.length + 1));
  return graphs.get(folder)?.get(strip(from))?.includes(strip(to)) ?? false;
}

/** The source files under `dir`, declarations left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts'));
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

describe('folderCycles', () => {
  const root = '/pkg/src';
  const imports = (edges: Record<string, [string, 'type'?][]>) =>
    new Map(
      Object.entries(edges).map(([file, targets]) => [
        `${root}/${file}`,
        targets.map(([target, kind]) => ({ target: `${root}/${target}`, typeOnly: kind === 'type' })),
      ]),
    );

  it('fails on two folders that import each other, even through one file each way and a type-only import', () => {
    const graphs = folderGraphs(
      root,
      imports({
        'tools/runTool.ts': [['toolRouter/sessionRules.ts', 'type']],
        'toolRouter/sessionRules.ts': [['tools/ToolContext.ts']],
        'tools/ToolContext.ts': [],
      }),
    );
    expect(folderCycles(graphs)).toEqual(['.: toolRouter/ > tools/ > toolRouter/']);
  });

  it('fails on a cycle between nested folders, and through a file of the folder above them', () => {
    const graphs = folderGraphs(
      root,
      imports({
        'mcp/serve/serveMcp.ts': [['mcp/records.ts']],
        'mcp/records.ts': [['mcp/serve/elicitations.ts', 'type']],
        'mcp/serve/elicitations.ts': [],
      }),
    );
    expect(folderCycles(graphs)).toEqual(['mcp: records.ts > serve/ > records.ts']);
  });

  it('passes folders that point one way, a type-only arrow through the composition, and a known arrow', () => {
    const graphs = folderGraphs(
      root,
      imports({
        'toolRouter/executeSessionTool.ts': [['tools/runTool.ts'], ['Service.ts', 'type']],
        'tools/runTool.ts': [['Service.ts', 'type'], ['http/ApiError.ts']],
        'Service.ts': [['collections/Store.ts']],
        'collections/Store.ts': [['tools/ToolExecutionRecord.ts', 'type']],
        'tools/ToolExecutionRecord.ts': [],
        'authConfigs/deleteAuthConfig.ts': [['connectedAccounts/softDeleteAccounts.ts']],
        'connectedAccounts/softDeleteAccounts.ts': [['authConfigs/records.ts']],
        'authConfigs/records.ts': [],
        'http/ApiError.ts': [],
      }),
      ['Service.ts', 'collections/'],
    );
    expect(folderCycles(graphs, ['authConfigs/ -> connectedAccounts/'])).toEqual([]);
    expect(hasFolderArrow(graphs, 'authConfigs/ -> connectedAccounts/')).toBe(true);
    // The composition's arrows count when they carry values: the service loading a tool would close a cycle.
    const valueImport = imports({ 'Service.ts': [['tools/runTool.ts']], 'tools/runTool.ts': [['Service.ts']] });
    expect(folderCycles(folderGraphs(root, valueImport, ['Service.ts']))).toEqual(['.: Service.ts > tools/ > Service.ts']);
  });
});

describe.each(ACYCLIC)('%s', (dir) => {
  const root = join(ROOT, dir);

  it('has no import cycle', () => {
    const cycles = findCycles(importGraph(root)).map((cycle) => cycle.map((file) => relative(root, file)).join(' > '));
    expect(cycles).toEqual([]);
  });

  it.skipIf(!FOLDERS_ACYCLIC.includes(dir))('has no import cycle between its folders', () => {
    const graphs = folderGraphs(root, typedImports(root), COMPOSITION[dir]);
    const known = Object.keys(KNOWN_FOLDER_CYCLES[dir] ?? {});
    expect(folderCycles(graphs, known)).toEqual([]);
    // A known arrow that is gone leaves the list: it cannot come back unnoticed.
    expect(known.filter((arrow) => !hasFolderArrow(graphs, arrow))).toEqual([]);
  });
});
