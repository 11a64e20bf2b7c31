import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const ENTRIES = ['../src/index.ts', '../src/http/index.ts', '../src/store/redis/index.ts'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

/**
 * The relay's entries bundled for a runtime with no Node built-ins (platform
 * 'neutral', as in edge runtimes), every bare import left external so that
 * the metafile names it.
 */
async function bundleRelay(): Promise<{ code: string; metafile: Metafile }> {
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
        name: 'keep-bare-imports',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  return { code: result.outputFiles.map((file) => file.text).join('\n'), metafile: result.metafile };
}

describe('@patchbay/relay uses web-standard APIs only', () => {
  let bundle: { code: string; metafile: Metafile };
  beforeAll(async () => {
    bundle = await bundleRelay();
  });

  it('imports nothing but @patchbay/client: no node: modules, no native code, no catalog or SQLite', () => {
    const imports = Object.values(bundle.metafile.outputs).flatMap((output) => output.imports.map((entry) => entry.path));
    expect([...new Set(imports)]).toEqual(['@patchbay/client']);
  });

  it('names no Node-only global (Buffer, process, require) in its code', () => {
    for (const global of ['Buffer', 'process.', 'require(', '__dirname', 'setImmediate']) {
      expect(bundle.code.includes(global), global).toBe(false);
    }
  });
});
