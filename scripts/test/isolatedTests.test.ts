import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOM_ISOLATED_TESTS, DOM_NEEDS_ISOLATION, NEEDS_ISOLATION, NODE_ISOLATED_TESTS } from './isolatedTests';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NODE_TEST_DIRS = [
  'packages/client',
  'packages/relay',
  'packages/server',
  'tests/integration',
  'apps/demo/server',
  'consumers/test',
  'scripts/test',
];

const DOM_TEST_DIRS = ['packages/core', 'packages/react', 'packages/ui', 'apps/demo/src'];

function testFiles(dir: string, names = /\.test\.ts$/): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && names.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes('node_modules'));
}

describe('node tests that need modules of their own', () => {
  const files = NODE_TEST_DIRS.flatMap((dir) => testFiles(dir)).filter((path) => path !== 'scripts/test/isolatedTests.test.ts');

  it('are exactly the files listed in NODE_ISOLATED_TESTS', () => {
    const needing = files.filter((path) => NEEDS_ISOLATION.test(readFileSync(join(ROOT, path), 'utf8'))).sort();
    expect(needing).toEqual([...NODE_ISOLATED_TESTS].sort());
  });

  it('the check sees a module mock', () => {
    expect(NEEDS_ISOLATION.test("vi.mock('../src/x', () => ({}))")).toBe(true);
    expect(NEEDS_ISOLATION.test('vi.fn()')).toBe(false);
  });
});

describe('jsdom tests that need modules of their own', () => {
  const files = DOM_TEST_DIRS.flatMap((dir) => testFiles(dir, /\.test\.tsx?$/)).filter((path) => !path.includes('.browser.'));

  it('are exactly the files listed in DOM_ISOLATED_TESTS', () => {
    const needing = files.filter((path) => DOM_NEEDS_ISOLATION.test(readFileSync(join(ROOT, path), 'utf8'))).sort();
    expect(needing).toEqual([...DOM_ISOLATED_TESTS].sort());
  });

  it('the check sees a module mock and another environment, not a restored global', () => {
    expect(DOM_NEEDS_ISOLATION.test("vi.mock('../src/x', () => ({}))")).toBe(true);
    expect(DOM_NEEDS_ISOLATION.test('// @vitest-environment node')).toBe(true);
    expect(DOM_NEEDS_ISOLATION.test("vi.stubGlobal('matchMedia', stub)")).toBe(false);
  });
});
