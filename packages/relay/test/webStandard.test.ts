import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ENTRIES = ['../src/index.ts', '../src/http/index.ts'].map((path) => fileURLToPath(new URL(path, import.meta.url)));

/**
 * Every module the relay's entries reach, bundled for a runtime with no Node
 * built-ins (platform 'neutral', as in edge runtimes): the only import left
 * over may be @patchbay/client.
 */
async function importsOfRelay(): Promise<string[]> {
  const result = await build({
    entryPoints: ENTRIES,
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    platform: 'neutral',
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'record-bare-imports',
        setup(builder) {
          // Any bare specifier stays external so it shows up in the metafile, built-ins included.
          builder.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports.map((entry) => entry.path));
  return [...new Set(imports)].sort();
}

describe('@patchbay/relay uses web-standard APIs only', () => {
  it('imports nothing but @patchbay/client: no node: modules, no native code, no catalog or SQLite', async () => {
    expect(await importsOfRelay()).toEqual(['@patchbay/client']);
  });

  it('names no Node-only global (Buffer, process, require) in its sources', async () => {
    const result = await build({
      entryPoints: ENTRIES,
      bundle: true,
      write: false,
      outdir: 'out',
      format: 'esm',
      platform: 'neutral',
      external: ['@patchbay/client'],
      logLevel: 'silent',
    });
    const code = result.outputFiles.map((file) => file.text).join('\n');
    for (const global of ['Buffer', 'process.', 'require(', '__dirname', 'setImmediate']) {
      expect(code.includes(global), global).toBe(false);
    }
  });
});
