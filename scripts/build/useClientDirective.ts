/**
 * Keeps React's `'use client'` directive where the sources put it.
 *
 * A built file starts with `'use client';` exactly when it holds a module
 * whose source starts with that directive (hooks, components, the entry
 * barrels that re-export them), or always in a components package
 * (`everyModule`); a file holding none of them (query keys and options, which
 * Server Components import) must not have it. Bundlers keep an entry module's
 * directive but not those of the modules they merge into it or into shared
 * chunks, nor add it to a component file whose source has none, so this
 * plugin adds it where it is missing and fails the build where it would be
 * wrong. scripts/test/useClientDirective.test.ts checks the result.
 */
import MagicString from 'magic-string';
import type { Rolldown } from 'tsdown';

/** Comments and whitespace before the first statement. */
const LEADING_TRIVIA = /^(?:\s+|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*/;
const DIRECTIVE = /^(['"])use client\1;?/;

/** Whether `code`'s first statement is the `'use client'` directive. */
export function startsWithUseClient(code: string): boolean {
  const body = code.replace(/^#![^\n]*\n/, '');
  return DIRECTIVE.test(body.slice(LEADING_TRIVIA.exec(body)?.[0].length ?? 0));
}

/**
 * @param everyModule every built file is client code (a components package),
 *   whatever its source starts with
 */
export function useClientDirective({ everyModule = false } = {}): Rolldown.Plugin {
  const clientModules = new Set<string>();
  return {
    name: 'patchbay:use-client',
    transform: {
      filter: { id: /\.[cm]?[jt]sx?$/ },
      handler(code, id) {
        if (startsWithUseClient(code)) clientModules.add(id);
        else clientModules.delete(id);
        return null;
      },
    },
    renderChunk(code, chunk) {
      const needed = everyModule || chunk.moduleIds.some((id) => clientModules.has(id));
      const present = startsWithUseClient(code);
      if (needed === present) return null;
      if (present) {
        this.error(`${chunk.fileName} starts with 'use client' but holds no module that does (Server Components import it).`);
      }
      const output = new MagicString(code);
      output.prepend("'use client';\n");
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
