/**
 * React's `'use client'` directive in the built packages: the first statement
 * of every file of @patchbay/ui (components) and of every @patchbay/react file
 * that holds client hooks or components (a module whose source starts with
 * the directive), and absent from `@patchbay/react/queries` and everything it
 * imports, which Server Components load, and from the worker.
 *
 * Reads `dist/` as `pnpm build` left it (test:all builds first); builds the
 * package again when its dist/ is missing or older than its sources.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, filesUnder } from './ensureBuilt';

const LEADING_TRIVIA = /^(?:#![^\n]*\n)?(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/;
const AT_START = /^(['"])use client\1\s*(?:;|\n)/;
/** A `'use client'` statement on a line of its own, wherever it is. */
const ANYWHERE = /^[ \t]*(['"])use client\1[ \t]*;?[ \t]*$/gm;

type Directive = 'first' | 'absent' | 'misplaced';

/** Where `code` has the directive: as its first statement, nowhere, or elsewhere. */
function directiveOf(code: string): Directive {
  const start = LEADING_TRIVIA.exec(code)?.[0].length ?? 0;
  const first = AT_START.test(code.slice(start));
  const count = [...code.matchAll(ANYWHERE)].length;
  if (first && count === 1) return 'first';
  return count === 0 && !first ? 'absent' : 'misplaced';
}

/**
 * The source files a built file holds: those its sourcemap names, and the
 * source at the same path under src/ (a file of re-exports has no sourcemap).
 */
function sourcesOf(file: string, dist: string): string[] {
  const mirrored = ['.ts', '.tsx'].map((extension) => join(dist, '..', 'src', relative(dist, file).replace(/\.js$/, extension)));
  const map = `${file}.map`;
  const mapped = existsSync(map)
    ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources.map((source) => resolve(dirname(file), source))
    : [];
  return [...mapped, ...mirrored].filter((source) => existsSync(source));
}

/** Whether a source file is client code: it starts with the directive itself. */
const isClientSource = (source: string) => directiveOf(readFileSync(source, 'utf8')) === 'first';

/** `file` and every built file it imports statically, transitively. */
function importClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    importClosure(resolve(dirname(file), specifier!), seen);
  }
  return seen;
}

describe('directiveOf', () => {
  it('tells a first statement from a missing or misplaced directive', () => {
    expect(directiveOf(`'use client';\nimport { a } from "a";`)).toBe('first');
    expect(directiveOf(`/** licence */\n// note\n"use client";\nexport {};`)).toBe('first');
    expect(directiveOf(`import { a } from "a";\nexport { a };`)).toBe('absent');
    expect(directiveOf(`import { a } from "a";\n"use client";\nexport { a };`)).toBe('misplaced');
    expect(directiveOf(`"use client";\nimport { a } from "a";\n"use client";`)).toBe('misplaced');
  });
});

describe.each(['react', 'ui'])('@patchbay/%s dist/', (pkg) => {
  let dist = '';
  let files: string[] = [];
  beforeAll(() => {
    dist = ensureBuilt(pkg);
    files = filesUnder(dist).filter((file) => file.endsWith('.js'));
  }, 180_000);

  it('starts every file holding client code with the directive, and no other file has it', () => {
    const serverSafe = pkg === 'react' ? importClosure(join(dist, 'queries', 'index.js')) : new Set<string>();
    const wrong: string[] = [];
    for (const file of files) {
      const name = relative(dist, file);
      const found = directiveOf(readFileSync(file, 'utf8'));
      const client = pkg === 'ui' || sourcesOf(file, dist).some(isClientSource);
      const worker = name.endsWith('.worker.js');
      const expected: Directive = client && !serverSafe.has(file) && !worker ? 'first' : 'absent';
      if (serverSafe.has(file) && client) wrong.push(`${name} is imported by @patchbay/react/queries but holds client code`);
      if (found !== expected) wrong.push(`${name}: directive ${found}, expected ${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it('has the directive at the top of the main entry', () => {
    expect(directiveOf(readFileSync(join(dist, 'index.js'), 'utf8'))).toBe('first');
  });

  it.runIf(pkg === 'react')('keeps @patchbay/react/queries and what it imports free of it', () => {
    const closure = [...importClosure(join(dist, 'queries', 'index.js'))];
    expect(closure.length).toBeGreaterThan(0);
    for (const file of closure) expect([relative(dist, file), directiveOf(readFileSync(file, 'utf8'))]).toEqual([relative(dist, file), 'absent']);
  });
});
