/// <reference types="vite/client" />
// The hooks' docs pages, read from @patchbay/react's sources as they are: its index's groups, each
// export's JSDoc and signature, and the option and result types declared beside it.
import reactIndexSource from '../../../react/src/index.ts?raw';

/** The sources an export can live in, by path relative to the repository (`packages/react/src/…`). */
const SOURCES = import.meta.glob<string>(['../../../react/src/**/*.{ts,tsx}', '../../../core/src/**/*.ts', '!**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** One group of `packages/react/src/index.ts` (a `// Toolkits` comment and the exports under it). */
export interface HookGroup {
  title: string;
  /** The functions it exports, by name (types left out). */
  exports: string[];
}

/** The groups of `packages/react/src/index.ts`, in order: each `// <Title>` comment starts one. */
export function hookGroups(source = reactIndexSource): HookGroup[] {
  const groups: HookGroup[] = [];
  // Statements, not lines: an `export { … }` spans several.
  for (const statement of source.split(/;\s*\n/)) {
    const lines = statement.split('\n');
    for (const line of lines.filter((text) => text.startsWith('// '))) groups.push({ title: line.slice(3).trim(), exports: [] });
    const code = lines.filter((text) => !text.startsWith('//')).join(' ');
    const named = /^\s*export\s*\{([^}]*)\}\s*from/.exec(code);
    if (!named || !groups.length) continue;
    const names = named[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '));
    groups.at(-1)!.exports.push(...names);
  }
  return groups.filter((group) => group.exports.length > 0);
}

/** What the sources say of one export: its JSDoc's text, `@param`s and `@example`, its signature, the types declared in its file. */
export interface ExportDoc {
  name: string;
  /** The file, relative to `packages/`. */
  file: string;
  summary: string;
  params: string[];
  example?: string;
  signature: string;
  /** `export interface …` and `export type … =` declarations of its file, with their comments: its options and result. */
  types: string[];
}

const JSDOC = /\/\*\*((?:[^*]|\*(?!\/))*)\*\/\s*$/;

/** The text of a JSDoc block without its stars, split into the description and its tags. */
function readJsDoc(block: string): Pick<ExportDoc, 'summary' | 'params' | 'example'> {
  const text = block
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .trim();
  const [description = '', ...tags] = text.split(/\n(?=@)/);
  const tag = (name: string) => tags.filter((entry) => entry.startsWith(`@${name}`)).map((entry) => entry.slice(name.length + 1).trim());
  return { summary: description.trim(), params: tag('param'), example: tag('example')[0] };
}

/** The declaration's head: from `export function` to the body's `{` (parentheses and type braces balanced). */
function signatureAt(source: string, start: number): string {
  let depth = 0;
  for (let index = start; index < source.length; index++) {
    const char = source[index];
    if (char === '(' || char === '<' || char === '[') depth++;
    else if (char === ')' || char === '>' || char === ']') depth--;
    else if (char === '{' && depth === 0 && /\)\s*(:[^{]*|\s*)$/.test(source.slice(start, index))) return source.slice(start, index).trim();
    else if (char === '{') depth++;
    else if (char === '}') depth--;
  }
  return source.slice(start, source.indexOf('\n', start)).trim();
}

/** The exported interfaces and types of a file, each with the comment above it. */
function exportedTypes(source: string): string[] {
  const types: string[] = [];
  for (const match of source.matchAll(
    /^(?:\/\*\*(?:[^*]|\*(?!\/))*\*\/\n)?export (?:interface \w+[^{]*\{[\s\S]*?\n\}|type \w+(?:<[^=]*>)? =[\s\S]*?;\n)/gm,
  )) {
    types.push(match[0].trim());
  }
  return types;
}

/** The docs of an exported function or hook, found by its declaration in react's or core's sources. */
export function exportDoc(name: string): ExportDoc | undefined {
  const declaration = new RegExp(`^export (?:async )?function ${name}\\b|^export const ${name}\\b`, 'm');
  for (const [path, source] of Object.entries(SOURCES)) {
    const match = declaration.exec(source);
    if (!match) continue;
    const jsDoc = JSDOC.exec(source.slice(0, match.index));
    return {
      name,
      file: path.replace(/^(\.\.\/)+/, ''),
      ...(jsDoc ? readJsDoc(jsDoc[1]!) : { summary: '', params: [] }),
      signature: signatureAt(source, match.index),
      types: exportedTypes(source),
    };
  }
  return undefined;
}
