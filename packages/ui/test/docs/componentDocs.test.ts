import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../src/theme/messages';
import { COMPONENT_FACTS } from '../../stories/docs/componentFacts';
import { readmeSummary, sizeLines } from '../../stories/docs/componentDocsSources';
import { componentParts } from '../../stories/docs/componentParts';
import { componentFolders } from '../../stories/docs/componentPartsPlugin';
import { computedStateValues } from './stateTypes';

const SRC = resolve(import.meta.dirname, '../../src');
const components = componentFolders(SRC);
const parts = components.map((component) => componentParts(SRC, component));

/** What a docs page (stories/docs/ComponentDocsPage.tsx) shows is read from the sources; this holds the hand-written rest to them. */
describe('the components’ docs pages', () => {
  it('cover every component of the package, each with its stories tagged autodocs', () => {
    const index = readFileSync(resolve(SRC, 'index.ts'), 'utf8');
    for (const component of components) expect(index, component).toContain(`from './${component}'`);
    expect(Object.keys(COMPONENT_FACTS).sort()).toEqual(components);
    for (const component of components) {
      const stories = readFileSync(resolve(SRC, `../stories/${component}.stories.tsx`), 'utf8');
      expect(stories, component).toMatch(/tags: \['autodocs'\]/);
    }
  });

  it('read each component’s summary from the README, its size lines from .size-limit.mjs and messages the locale type has', () => {
    const lines = sizeLines(readFileSync(resolve(SRC, '../../../.size-limit.mjs'), 'utf8'));
    const readme = readFileSync(resolve(SRC, '../README.md'), 'utf8');
    for (const component of components) {
      expect(readmeSummary(component, readme), component).toBeTruthy();
      const names = [component, ...(COMPONENT_FACTS[component]!.alsoSized ?? [])];
      for (const name of names) expect(lines.find((line) => line.component === name)?.limit, name).toMatch(/^[\d.]+ kB$/);
    }
    for (const { component, messageSections } of parts) {
      expect(messageSections.length, component).toBeGreaterThan(0);
      for (const section of messageSections) expect(Object.keys(defaultMessages), `${component}: ${section}`).toContain(section);
    }
  });

  it('find the parts a component renders, its literal states and the message sections it reads', () => {
    const picker = parts.find((facts) => facts.component === 'ToolkitPicker')!;
    expect(picker.own.map((part) => part.slot)).toEqual(
      expect.arrayContaining(['toolkit-picker', 'toolkit-picker-item', 'toolkit-picker-search-input']),
    );
    expect(picker.own.find((part) => part.slot === 'toolkit-picker-item')?.states).toEqual(['selected', 'unselected']);
    expect(picker.shared.map((part) => part.slot)).toContain('error-notice');
    expect(picker.messageSections).toContain('picker');
    // ToolForm's fields name their block through a prop: found under the form's block.
    const form = parts.find((facts) => facts.component === 'ToolForm')!;
    expect(form.own.find((part) => part.slot === 'tool-form-field')?.states).toEqual(['invalid', 'valid']);
  });

  it('list every value of each computed data-state, as its TypeScript type has them', () => {
    const values = computedStateValues(SRC, parts);
    for (const { component, own } of parts) {
      const documented = COMPONENT_FACTS[component]!.computedStates;
      const computed = own.filter((part) => part.computedState);
      expect(Object.keys(documented).sort(), component).toEqual(computed.map((part) => part.slot).sort());
      for (const part of computed) {
        const literal = part.states;
        expect([...new Set([...literal, ...documented[part.slot]!])].sort(), part.slot).toEqual(values.get(part.slot));
      }
    }
  });

  it('name only extra parts the sources spell out', () => {
    for (const component of components) {
      const sources = componentParts(SRC, component)
        .files.map((file) => readFileSync(resolve(SRC, file), 'utf8'))
        .join('\n');
      for (const slot of COMPONENT_FACTS[component]!.extraParts ?? []) {
        const named = [slot, slot.replace(/-[a-z]+$/, '')].some((name) => sources.includes(`'${name}'`));
        expect(named, slot).toBe(true);
      }
    }
  });
});
