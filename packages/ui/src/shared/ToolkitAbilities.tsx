'use client';
import type { ToolKinds } from '@patchbay/client';
import { useMessages, useParts, useUISettings } from '../theme/PatchbayUIProvider';
import { abilitiesMessages } from '../theme/messages/abilities';

export interface ToolkitAbilitiesProps {
  /** The app's name, as the dialog or card shows it. */
  app: string;
  /** The toolkit's `tool_kinds` (its details, as `useToolkit` answers them); nothing is shown without them. */
  kinds: ToolKinds | undefined;
}

const KINDS = ['reads', 'creates', 'updates', 'deletes'] as const;

/**
 * What an app's tools do, by kind, with counts and a few names: behind a
 * native disclosure, closed by default so a dialog stays short on a phone.
 * Kinds with no tools are left out; deletes are marked (`data-kind`).
 */
export function ToolkitAbilities({ app, kinds }: ToolkitAbilitiesProps) {
  const messages = useMessages('abilities', abilitiesMessages);
  const part = useParts('toolkit-abilities');
  const { lang } = useUISettings();
  const shown = kinds ? KINDS.filter((kind) => kinds[kind].count > 0) : [];
  if (!kinds || shown.length === 0) return null;
  return (
    <details {...part()}>
      <summary {...part('toggle')}>{messages.toggle(app)}</summary>
      <ul {...part('list')}>
        {shown.map((kind) => {
          const { count, examples } = kinds[kind];
          return (
            <li key={kind} {...part('kind')} data-kind={kind}>
              <strong>{messages.kind(messages.kinds[kind], count, lang)}</strong>{' '}
              {messages.examples(
                examples.map((example) => example.name),
                count - examples.length,
                lang,
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
