import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportDoc, hookGroups } from '../../stories/docs/hookDocs';
import { HOOK_PAGES } from '../../stories/docs/hookPages';

const HOOKS_DIR = resolve(import.meta.dirname, '../../stories/hooks');

describe('the hooks’ docs pages', () => {
  it('show every group of @patchbay/react’s index on exactly one page, each page an MDX file', () => {
    const groups = hookGroups().map((group) => group.title);
    expect(groups).toContain('Tool router');
    expect(Object.values(HOOK_PAGES).flat().sort()).toEqual([...groups].sort());
    const pages = readdirSync(HOOKS_DIR)
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => /<HookGroupDocs page="([^"]+)" \/>/.exec(readFileSync(resolve(HOOKS_DIR, file), 'utf8'))?.[1]);
    expect(pages.sort()).toEqual(Object.keys(HOOK_PAGES).sort());
  });

  it('find every exported hook and function with what it is for and its signature', () => {
    for (const name of hookGroups().flatMap((group) => group.exports)) {
      const doc = exportDoc(name);
      expect(doc, name).toBeDefined();
      // @patchbay/core's re-exports are documented in core; react's own must say what they are for.
      if (doc!.file.startsWith('react/')) expect(doc!.summary, name).not.toBe('');
      expect(doc!.signature, name).toMatch(new RegExp(`^export (async )?(function|const) ${name}\\b`));
    }
    const toolkits = exportDoc('useToolkits')!;
    expect(toolkits.params[0]).toMatch(/^options /);
    expect(toolkits.example).toContain('useToolkits(');
    expect(toolkits.types.join('\n')).toContain('export type UseToolkitsResult');
  });
});
