import { ArgTypes, Description, Heading, Markdown, Primary, Subheading, Title, useOf } from '@storybook/addon-docs/blocks';
import type { ComponentType } from 'react';
import { COMPONENT_PARTS } from 'virtual:patchbay-component-parts';
import { defaultMessages } from '../../src/theme/messages';
import type { ComponentPart } from './componentParts';
import { COMPONENT_FACTS } from './componentFacts';
import { messageEntries, readmeSummary, sizeLines } from './componentDocsSources';

/** The component a docs page is about: its stories' title, `Components/<Name>`. */
const componentOf = (title: string) => title.replace(/^Components\//, '');

/** The compound parts of a component (`ToolkitPicker.Root`, `.Search`, …): its capitalised statics. */
function compoundParts(component: unknown): [string, ComponentType][] {
  if (!component || (typeof component !== 'function' && typeof component !== 'object')) return [];
  return Object.entries(component).filter((entry): entry is [string, ComponentType] => /^[A-Z]/.test(entry[0]) && entry[1] != null);
}

function PartsTable({ parts, states }: { parts: ComponentPart[]; states: Record<string, string[]> }) {
  return (
    <table data-docs="parts">
      <thead>
        <tr>
          <th>data-slot</th>
          <th>data-state</th>
        </tr>
      </thead>
      <tbody>
        {parts.map((part) => {
          const values = [...new Set([...part.states, ...(states[part.slot] ?? [])])].sort();
          return (
            <tr key={part.slot}>
              <td>
                <code>{part.slot}</code>
              </td>
              <td>{values.length > 0 ? values.map((value) => <code key={value}>{value} </code>) : '—'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * The docs page of every component (`tags: ['autodocs']` on its stories): what it is for (the
 * README's table), a live example (the first story), its props and its parts' props (from the
 * TypeScript props, by react-docgen), the `data-slot` parts and `data-state` values to style (read
 * from its sources as Storybook builds), its keys (componentFacts.ts), the messages it reads, and
 * its size line (`.size-limit.mjs`).
 */
export function ComponentDocsPage() {
  const { csfFile, preparedMeta } = useOf('meta', ['meta']);
  const name = componentOf(csfFile.meta.title ?? '');
  const parts = COMPONENT_PARTS[name];
  const facts = COMPONENT_FACTS[name];
  const summary = readmeSummary(name);
  const component = preparedMeta.component as unknown;
  const sizes = sizeLines().filter((line) => line.component === name || facts?.alsoSized?.includes(line.component));
  const own: ComponentPart[] = [
    ...(parts?.own ?? []),
    ...(facts?.extraParts ?? []).map((slot) => ({ slot, states: [], computedState: false, stateExpressions: [] })),
  ].sort((a, b) => a.slot.localeCompare(b.slot));
  return (
    <div data-docs-component={name}>
      <Title />
      {summary ? <Markdown>{summary}</Markdown> : null}
      <Description of="meta" />

      <Heading>Live example</Heading>
      <p>
        The first story, against the local service Storybook runs. Every story of the component is in the sidebar; the toolbar switches theme,
        language and direction.
      </p>
      <Primary />

      <Heading>Props</Heading>
      <ArgTypes of="meta" />
      {compoundParts(component).map(([part, partComponent]) => (
        <div key={part}>
          <Subheading>
            {name}.{part}
          </Subheading>
          <ArgTypes of={partComponent} />
        </div>
      ))}

      <Heading>Parts and states to style</Heading>
      <p>
        Every part carries <code>data-slot</code>, and <code>data-state</code> where it has states; style them with selectors such as{' '}
        <code>[data-slot=&apos;{own[0]?.slot ?? 'part'}&apos;]</code>. Read from the component&apos;s sources when Storybook builds.
      </p>
      <PartsTable parts={own} states={facts?.computedStates ?? {}} />
      {parts && parts.shared.length > 0 ? (
        <>
          <Subheading>Parts of the kit&apos;s shared pieces it shows</Subheading>
          <PartsTable parts={parts.shared} states={{}} />
        </>
      ) : null}

      <Heading>Keyboard</Heading>
      <table data-docs="keyboard">
        <thead>
          <tr>
            <th>Key</th>
            <th>Does</th>
          </tr>
        </thead>
        <tbody>
          {(facts?.keyboard ?? []).map(([key, does]) => (
            <tr key={key}>
              <td>
                <kbd>{key}</kbd>
              </td>
              <td>{does}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <Heading>Messages</Heading>
      <p>
        The sections of the messages object it reads; override any key through <code>PatchbayUIProvider</code>&apos;s <code>messages</code> (or the
        component&apos;s own <code>messages</code> prop for its main section). English shown.
      </p>
      {(parts?.messageSections ?? []).map((section) => (
        <details key={section} data-docs="messages">
          <summary>
            <code>messages.{section}</code> ({messageEntries(defaultMessages[section as keyof typeof defaultMessages]).length} keys)
          </summary>
          <table>
            <tbody>
              {messageEntries(defaultMessages[section as keyof typeof defaultMessages]).map(({ key, english }) => (
                <tr key={key}>
                  <td>
                    <code>{key}</code>
                  </td>
                  <td>{english}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ))}

      <Heading>Size</Heading>
      <p>
        What importing it costs an app, minified and gzipped, at most (<code>pnpm size</code> fails above it; read from <code>.size-limit.mjs</code>):
      </p>
      <ul data-docs="size">
        {sizes.map((line) => (
          <li key={line.component}>
            <code>{`import { ${line.component} } from '@patchbay/ui'`}</code>: {line.limit}, {line.withRadixDialog} with Radix Dialog
          </li>
        ))}
      </ul>
    </div>
  );
}
