'use client';
import { useId, type Ref } from 'react';
import { useMessages, useParts, useUISettings } from '../theme/PatchbayUIProvider';
import { aliasMessages } from '../theme/messages/alias';
import { MAX_ALIAS_LENGTH, type AliasProblem } from './accountNames';

export interface AccountNameFieldProps {
  /** The component whose parts these are (`connect-modal`, `connection-request`): the field's slots are `<block>-alias-…`. */
  block: string;
  value: string;
  onChange: (value: string) => void;
  /** Why the name cannot be used, said under the field (and the field is invalid); null shows the hint. */
  problem: AliasProblem | null;
  /** While the account is being connected: the name can be read, not changed. @default false */
  readOnly?: boolean;
  /** Enter in the field: what the primary button does. Called inside the keypress (a popup may open). */
  onSubmit: () => void;
  /** The text field, e.g. to focus it. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The optional name of a new account ("Work", "Personal"): a labelled text
 * field with a hint, or, when the name cannot be used, why (read out at once).
 */
export function AccountNameField({ block, value, onChange, problem, readOnly = false, onSubmit, inputRef }: AccountNameFieldProps) {
  const messages = useMessages('alias', aliasMessages);
  const { lang } = useUISettings();
  const part = useParts(block);
  const id = useId();
  const problemText = problem === 'tooLong' ? messages.tooLong(MAX_ALIAS_LENGTH, lang) : problem ? messages[problem] : '';
  return (
    <>
      <label htmlFor={`${id}-input`} {...part('alias-label')}>
        {messages.fieldLabel}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        {...part('alias-input')}
        value={value}
        autoComplete="off"
        // Room for a paste with spaces around it: the name is trimmed, and a longer one is said, not cut.
        maxLength={MAX_ALIAS_LENGTH + 20}
        readOnly={readOnly}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || readOnly) return;
          event.preventDefault();
          onSubmit();
        }}
      />
      {problem ? (
        <p id={`${id}-error`} role="alert" {...part('alias-error')}>
          {problemText}
        </p>
      ) : (
        <p id={`${id}-hint`} {...part('alias-hint')}>
          {messages.fieldHint}
        </p>
      )}
    </>
  );
}
