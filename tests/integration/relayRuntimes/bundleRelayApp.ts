import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The runtimes the relay's contract tests run on. */
export const RUNTIME_NAMES = ['node', 'bun', 'deno', 'workerd'] as const;
export type RuntimeName = (typeof RUNTIME_NAMES)[number];

/**
 * The app under test for `runtime` (its entry in `entries/`, the relay and `@patchbay/client` from their sources)
 * bundled into one ES module in `outdir`, as an app's bundler would make it. Only Node's gets Node's built-ins:
 * the others are built for a platform without them, so a Node-only import fails here, not at run time.
 */
export async function bundleRelayApp(runtime: RuntimeName, outdir: string): Promise<string> {
  const outfile = join(outdir, `${runtime}.mjs`);
  await build({
    entryPoints: [fileURLToPath(new URL(`./entries/${runtime}.ts`, import.meta.url))],
    outfile,
    bundle: true,
    format: 'esm',
    platform: runtime === 'node' ? 'node' : 'neutral',
    conditions: ['@patchbay/source'],
    mainFields: ['module', 'main'],
    logLevel: 'silent',
  });
  return outfile;
}
