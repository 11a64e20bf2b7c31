import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NEEDS_ISOLATION, NODE_ISOLATED_TESTS } from './isolatedTests';

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

function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes('node_modules'));
}

describe('node tests that need modules of their own', () => {
  const files = NODE_TEST_DIRS.flatMap(testFiles).filter((path) => path !== 'scripts/test/isolatedTests.test.ts');

  it('are exactly the files listed in NODE_ISOLATED_TESTS', () => {
    const needing = files.filter((path) => NEEDS_ISOLATION.test(readFileSync(join(ROOT, path), 'utf8'))).sort();
    expect(needing).toEqual([...NODE_ISOLATED_TESTS].sort());
  });

  it('the check sees a module mock', () => {
    expect(NEEDS_ISOLATION.test("vi.mock('../src/x', () => ({}))")).toBe(true);
    expect(NEEDS_ISOLATION.test('vi.fn()')).toBe(false);
  });
});
