import type { ConnectedAccount } from '@patchbay/client';
import { accountLabel } from './accountLabel';
import { Field } from './Field';
import { useAppNames } from './useAppNames';
import { useDemoMessages, useShownLanguage } from '../i18n/DemoLanguageContext';

export interface ConnectionSelectProps {
  /** The connections to choose from. */
  accounts: ConnectedAccount[];
  /** The chosen connection; none disables the select. */
  value: ConnectedAccount | undefined;
  onChange: (accountId: string) => void;
}

/** A labelled select of the user's connections, each named as a person tells them apart ("Acme Tasks (Work)"); the id is only a tooltip. */
export function ConnectionSelect({ accounts, value, onChange }: ConnectionSelectProps) {
  const messages = useDemoMessages();
  const { connection } = messages.playground;
  const language = useShownLanguage();
  const appName = useAppNames(accounts.map((a) => a.toolkit.slug));
  return (
    <Field label={connection}>
      {(id) => (
        <select id={id} value={value?.id ?? ''} onChange={(e) => onChange(e.target.value)} disabled={!value}>
          {accounts.map((a) => (
            <option key={a.id} value={a.id} title={a.id}>
              {accountLabel(a, accounts, appName, { language, words: messages.accounts })}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
