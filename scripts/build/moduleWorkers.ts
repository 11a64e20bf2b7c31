/**
 * Module workers in built code.
 *
 * Sources start a worker the way bundlers recognise,
 *   new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' })
 * which Vite (the workspace's dev server, Storybook, tests) resolves from
 * `src/`. In `dist/` the worker is its own self-contained file, so this
 * rewrites the URL to that file (`./md5.worker.js`) and checks that each
 * built file using it lands in the worker's folder: apps' bundlers (Vite,
 * webpack 5 / Next.js) then find the worker and emit it themselves.
 */
import { basename, dirname, posix, resolve } from 'node:path';
import MagicString from 'magic-string';
import type { Rolldown } from 'tsdown';

const WORKER_URL = /new URL\(\s*(['"])(\.{1,2}\/[^'"]+\.worker\.ts)\1\s*,\s*import\.meta\.url\s*\)/g;

/**
 * @param workers output path under dist/ without extension → absolute path of the worker's source
 */
export function moduleWorkers(workers: Record<string, string>): Rolldown.Plugin {
  const outputBySource = new Map(Object.entries(workers).map(([name, source]) => [resolve(source), `${name}.js`]));
  /** Module id → the worker files it starts. */
  const starters = new Map<string, Set<string>>();
  return {
    name: 'patchbay:module-workers',
    transform: {
      filter: { code: /\.worker\.ts['"]/ },
      handler(code, id) {
        const output = new MagicString(code);
        for (const match of code.matchAll(WORKER_URL)) {
          const file = outputBySource.get(resolve(dirname(id), match[2]!));
          if (file === undefined)
            this.error(`${id}: ${match[2]} is not one of the workers this package builds (${[...outputBySource.keys()].join(', ')}).`);
          const start = match.index + match[0].indexOf(match[2]!);
          output.overwrite(start, start + match[2]!.length, `./${basename(file)}`);
          starters.set(id, (starters.get(id) ?? new Set()).add(file));
        }
        return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
      },
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          for (const file of starters.get(id) ?? []) {
            if (posix.dirname(chunk.fileName) !== posix.dirname(file)) {
              this.error(`${chunk.fileName} starts ./${basename(file)}, but the worker is written to ${file}.`);
            }
          }
        }
      }
    },
  };
}
