/// <reference types="vite/client" />
// What the components' docs pages read from files as they are today: the README's table, `.size-limit.mjs`.
import sizeLimitSource from '../../../../.size-limit.mjs?raw';
import readmeSource from '../../README.md?raw';

/** The README's "What it does" for a component: its row in the table at the top (`| \`ToolkitPicker\` | … |`). */
export function readmeSummary(component: string, readme = readmeSource): string | undefined {
  const row = readme.split('\n').find((line) => line.startsWith(`| \`${component}\` |`));
  return row?.split(' | ')[1]?.replace(/ \|$/, '').trim();
}

/** A size line of `.size-limit.mjs`: what `import { X } from '@patchbay/ui'` may cost an app, gzipped. */
export interface SizeLine {
  component: string;
  limit: string;
  /** With Radix Dialog, for an app that does not have it yet. */
  withRadixDialog: string;
}

/** The components' size lines, read from `.size-limit.mjs`'s `COMPONENTS` table (`['ToolkitPicker', '11.4 kB', '11.4 kB']`). */
export function sizeLines(source = sizeLimitSource): SizeLine[] {
  return [...source.matchAll(/\[\s*'(\w+)',\s*'([\d.]+ kB)',\s*'([\d.]+ kB)'\s*\]/g)].map(([, component, limit, withRadixDialog]) => ({
    component: component!,
    limit: limit!,
    withRadixDialog: withRadixDialog!,
  }));
}

/** One message of a section: its key under the section (`explainers.oauth.popup`) and its English text, or what a function takes. */
export interface MessageEntry {
  key: string;
  english: string;
}

/** Every message under `section` (nested objects flattened to dotted keys), in the order English defines them. */
export function messageEntries(messages: object, prefix = ''): MessageEntry[] {
  return Object.entries(messages).flatMap(([name, value]): MessageEntry[] => {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') return [{ key, english: value }];
    if (typeof value === 'function') return [{ key, english: `a function of ${(value as (...args: never[]) => unknown).length} value(s)` }];
    if (value && typeof value === 'object') return messageEntries(value as object, key);
    return [{ key, english: String(value) }];
  });
}
