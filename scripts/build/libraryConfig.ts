/**
 * The one build of every published package (`pnpm build`, or `pnpm --filter
 * <package> build`): ESM only, a bundled `.d.ts` per entry, sourcemaps, into
 * the package's `dist/`. Dependencies and peer dependencies, Patchbay's own
 * packages included, stay imports; nothing from node_modules is bundled
 * (but zod and Hono in `@patchbay/server`: see its tsdown.config.ts).
 *
 *   // packages/<name>/tsdown.config.ts
 *   export default libraryConfig({ entry: { index: 'src/index.ts' }, platform: 'browser' });
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from 'tsdown';
import { moduleWorkers } from './moduleWorkers';
import { useClientDirective } from './useClientDirective';

export interface LibraryOptions {
  /** Output path under `dist/` without extension → source file, e.g. `{ 'queries/index': 'src/queries/index.ts' }`. */
  entry: Record<string, string>;
  /**
   * Where the code runs. `browser`: browsers, workers and edge runtimes (and
   * Node, with no Node built-ins); `node`: Node 20.19+ only.
   */
  platform: 'browser' | 'node';
  /**
   * One JS file per source module (`dist/` mirrors `src/`) instead of one per
   * entry. With `sideEffects: false`, an app's bundler then drops every module
   * its imports do not reach, as it would from the sources: for component and
   * hook libraries, whose top-level `createContext()`, `forwardRef()` and
   * `memo()` calls a bundler cannot prove unused inside one merged file.
   * Declarations stay one bundled `.d.ts` per entry.
   * @default false
   */
  preserveModules?: boolean;
  /**
   * Every built JS file starts with `'use client'` (a components package),
   * not only those holding a module whose source starts with it.
   * @default false
   */
  clientOnly?: boolean;
  /**
   * Module workers the code starts with `new URL('./x.worker.ts', import.meta.url)`:
   * output path (beside the file that starts it) → source. Each is built into
   * one self-contained file.
   * @default none
   */
  workers?: Record<string, string>;
  /**
   * Stylesheets: output file under `dist/` → source. `@import`s are inlined.
   * @default none
   */
  styles?: Record<string, string>;
}

const TARGET = { browser: 'es2022', node: 'node20.19' } as const;
/** Browsers with container queries, which the stylesheet uses. */
const CSS_TARGET = ['chrome105', 'edge105', 'firefox110', 'safari16'];

export function libraryConfig({
  entry,
  platform,
  preserveModules = false,
  clientOnly = false,
  workers = {},
  styles = {},
}: LibraryOptions): UserConfig[] {
  const cwd = process.cwd();
  const common = {
    format: 'esm',
    platform: platform === 'browser' ? 'neutral' : 'node',
    target: TARGET[platform],
    outDir: 'dist',
    sourcemap: true,
    fixedExtension: false,
    tsconfig: fileURLToPath(new URL('./tsconfig.dts.json', import.meta.url)),
    // Everything from node_modules stays an import; bundling one is an error.
    deps: { onlyBundle: [] },
    failOnWarn: true,
    checks: { pluginTimings: false },
  } satisfies UserConfig;
  const workerSources = Object.fromEntries(Object.entries(workers).map(([name, source]) => [name, resolve(cwd, source)]));

  const configs: UserConfig[] = [
    {
      ...common,
      name: preserveModules ? 'modules' : 'entries',
      entry,
      unbundle: preserveModules,
      // One line per module is noise: `pnpm size` has the figures that matter.
      report: !preserveModules,
      dts: !preserveModules,
      plugins: [useClientDirective({ everyModule: clientOnly }), moduleWorkers(workerSources)],
    },
  ];
  if (preserveModules) {
    configs.push({ ...common, name: 'types', entry, dts: { emitDtsOnly: true }, clean: false });
  }
  if (Object.keys(workers).length > 0) {
    configs.push({ ...common, name: 'workers', entry: workers, platform: 'browser', dts: false, clean: false });
  }
  for (const [fileName, source] of Object.entries(styles)) {
    configs.push({
      ...common,
      name: fileName,
      entry: { [fileName.replace(/\.css$/, '')]: source },
      dts: false,
      clean: false,
      // Minified as shipped: apps that do not minify CSS still get the small file.
      css: { fileName, target: CSS_TARGET, minify: true },
    });
  }
  return configs;
}
