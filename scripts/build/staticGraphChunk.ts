/**
 * One chunk for everything an entry imports statically, directly or not.
 *
 * A process that imports the entry loads every one of those modules anyway,
 * but the bundler splits them by which entries and lazily loaded chunks share
 * them: `@patchbay/server`'s import was 37 files, most under 2 kB. Node's
 * module loader spends a fraction of a millisecond on each file besides
 * compiling it, so merged they start about 30 ms sooner (measured with
 * `pnpm bench:cold-start --compare`). Modules only lazily loaded chunks import
 * keep their own chunks, loaded when first needed.
 *
 *   const graph = staticGraphChunk('service', 'src/index.ts');
 *   // tsdown config: plugins: [graph.plugin], outputOptions: { codeSplitting: { groups: [graph.group] } }
 */
import type { Rolldown } from 'tsdown';

type CodeSplittingGroup = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];

/**
 * @param name the chunk's name (`<name>-<hash>.js`)
 * @param entry the entry's source, as the end of its path (`src/index.ts`)
 */
export function staticGraphChunk(name: string, entry: string): { plugin: Rolldown.Plugin; group: CodeSplittingGroup } {
  const graph = new Set<string>();
  return {
    plugin: {
      name: `patchbay:static-graph-chunk:${name}`,
      // After every module is parsed and before chunks are made: the group's test reads the set.
      buildEnd() {
        graph.clear();
        const root = [...this.getModuleIds()].find((id) => id.endsWith(`/${entry}`));
        if (root === undefined) throw new Error(`staticGraphChunk: no module ${entry} in the build.`);
        const pending = [root];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (graph.has(id)) continue;
          graph.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
    group: { name, test: (id: string) => graph.has(id) },
  };
}
