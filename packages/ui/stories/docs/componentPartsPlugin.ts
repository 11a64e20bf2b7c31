import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { componentParts, type ComponentSourceFacts } from './componentParts';

/** The module the docs pages import: `import { COMPONENT_PARTS } from 'virtual:patchbay-component-parts'`. */
export const COMPONENT_PARTS_MODULE = 'virtual:patchbay-component-parts';
const RESOLVED = `\0${COMPONENT_PARTS_MODULE}`;

/** The components: the folders of `src/` named like one (`ToolkitPicker`), not `shared`, `theme`, … */
export function componentFolders(srcDir: string): string[] {
  return readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Reads every component's parts, states and message sections from `packages/ui/src` when Storybook
 * builds (about a second), so a docs page lists what the code renders today. In `storybook dev`, a
 * change under `src/` reloads the module.
 */
export function componentPartsPlugin(srcDir: string): Plugin {
  return {
    name: 'patchbay-component-parts',
    resolveId: (id) => (id === COMPONENT_PARTS_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const parts: Record<string, ComponentSourceFacts> = {};
      for (const component of componentFolders(srcDir)) {
        const facts = componentParts(srcDir, component);
        for (const file of facts.files) this.addWatchFile(join(srcDir, file));
        parts[component] = facts;
      }
      return `export const COMPONENT_PARTS = ${JSON.stringify(parts)};`;
    },
  };
}
