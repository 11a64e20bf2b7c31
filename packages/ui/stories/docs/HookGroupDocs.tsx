import { Heading, Markdown, Source, Subheading } from '@storybook/addon-docs/blocks';
import { exportDoc, hookGroups } from './hookDocs';
import { HOOK_PAGES, type HookPage } from './hookPages';

/**
 * Every hook and function of a hooks page's groups, read from @patchbay/react's sources: what it is
 * for (its JSDoc), its arguments (`@param`s and signature), its result (the signature's return type
 * and the types declared beside it) and its `@example`.
 */
export function HookGroupDocs({ page }: { page: HookPage }) {
  const groups = hookGroups().filter((group) => HOOK_PAGES[page].includes(group.title));
  return (
    <div data-docs-hooks={page}>
      {groups.map((group) => (
        <section key={group.title}>
          <Heading>{group.title}</Heading>
          {group.exports.map((name) => {
            const doc = exportDoc(name);
            return (
              <article key={name} data-docs-export={name}>
                <Subheading>
                  <code>{name}</code>
                </Subheading>
                {doc ? (
                  <>
                    <Markdown>{doc.summary || '_No description in its source._'}</Markdown>
                    {doc.params.length > 0 ? (
                      <ul>
                        {doc.params.map((param) => (
                          <li key={param}>
                            <Markdown>{param.replace(/^(\w+)/, '`$1`:')}</Markdown>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <Source language="tsx" code={doc.signature} dark={false} />
                    {doc.types.length > 0 ? (
                      <details>
                        <summary>Options and result types ({doc.file})</summary>
                        <Source language="tsx" code={doc.types.join('\n\n')} />
                      </details>
                    ) : null}
                    {doc.example ? <Source language="tsx" code={doc.example} /> : null}
                  </>
                ) : (
                  <p>Re-exported; see its package.</p>
                )}
              </article>
            );
          })}
        </section>
      ))}
    </div>
  );
}
