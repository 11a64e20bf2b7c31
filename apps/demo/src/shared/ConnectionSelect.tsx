import type { ConnectedAccount } from '@patchbay/client';
import { Field } from './Field';
import { toolkitName } from './toolkitNames';

export interface ConnectionSelectProps {
  /** The connections to choose from. */
  accounts: ConnectedAccount[];
  /** The chosen connection; none disables the select. */
  value: ConnectedAccount | undefined;
  onChange: (accountId: string) => void;
}

/** A labelled select of the user's connections, each as "App · account id". */
export function ConnectionSelect({ accounts, value, onChange }: ConnectionSelectProps) {
  return (
    <Field label="Connection">
      {(id) => (
        <select id={id} value={value?.id ?? ''} onChange={(e) => onChange(e.target.value)} disabled={!value}>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {toolkitName(a.toolkit.slug)} · {a.id}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
