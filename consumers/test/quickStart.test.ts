import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractRegion, installCommand, markedBlocks, quickStartDocuments, REPO_ROOT } from '../../scripts/quickStart';

const blocks = quickStartDocuments().flatMap((document) => markedBlocks(document));

describe('Quick start code in the READMEs', () => {
  it.each(blocks.map((block) => [`${block.document}: ${block.source}#${block.region}`, block] as const))(
    '%s is the consumer app’s code (pnpm docs:quick-start copies it)',
    (_name, block) => {
      expect(block.actual).toBe(block.expected);
    },
  );

  it('the root README shows every step from the consumer apps', () => {
    const inRoot = new Set(blocks.filter((block) => block.document === 'README.md').map((block) => `${block.source}#${block.region}`));
    for (const step of [
      'consumers/vite-app/package.json#install',
      'consumers/vite-app/server/relay.ts#relay',
      'consumers/vite-app/server/express.ts#express',
      'consumers/vite-app/server/hono.ts#hono',
      'consumers/next-app/lib/relay.ts#relay',
      'consumers/next-app/app/patchbay/[...path]/route.ts#route',
      'consumers/vite-app/src/App.tsx#providers',
      'consumers/vite-app/src/Integrations.tsx#components',
      'consumers/vite-app/src/main.tsx#callback',
      'consumers/next-app/app/page.tsx#page',
      'consumers/vite-app/e2e/patchbay.ts#fixture',
      'consumers/vite-app/e2e/reconnect.spec.ts#spec',
    ]) {
      expect(inRoot, step).toContain(step);
    }
  });
});

describe('regions', () => {
  it('joins every stretch of a region, without the markers, dedented', () => {
    const source = [
      "import a from 'a';",
      '// #region demo',
      "import b from 'b';",
      '// #endregion demo',
      '',
      'function f() {',
      '  // #region demo',
      '',
      '  b(a);',
      '  // #region other',
      '  b();',
      '  // #endregion other',
      '  // #endregion demo',
      '}',
    ].join('\n');
    expect(extractRegion(source, 'demo', 'f.ts')).toBe("import b from 'b';\n\nb(a);\nb();");
  });

  it('fails on a missing or unclosed region', () => {
    expect(() => extractRegion('x', 'demo', 'f.ts')).toThrow(/no region 'demo'/);
    expect(() => extractRegion('// #region demo\nx', 'demo', 'f.ts')).toThrow(/not closed/);
  });

  it('makes the install line from the package.json: the kit, its peers, and the local service for development', () => {
    const manifest = readFileSync(join(REPO_ROOT, 'consumers/vite-app/package.json'), 'utf8');
    const [install, dev] = installCommand(manifest).split('\n');
    expect(install).toMatch(/^npm install /);
    for (const name of [
      '@patchbay/client',
      '@patchbay/react',
      '@patchbay/relay',
      '@patchbay/ui',
      '@tanstack/react-query',
      '@radix-ui/react-dialog',
    ]) {
      expect(install!.split(' ')).toContain(name);
    }
    for (const name of ['react', 'react-dom', 'hono', 'express', 'vite']) expect(install!.split(' ')).not.toContain(name);
    expect(dev).toMatch(/^npm install --save-dev @patchbay\/server /);
  });
});
