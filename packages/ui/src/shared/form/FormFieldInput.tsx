'use client';
import { useState } from 'react';
import { useParts } from '../../theme/PatchbayUIProvider';
import { parseNumberText, type FormField } from './formField';
import type { FieldControlProps, FieldInputMessages } from './fieldControlProps';

/** What a text or number input shows for a value. */
function textOf(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

/** The input type a string format asks for (a date-time stays text: browsers' pickers drop the time zone). */
const INPUT_TYPES: Record<string, string> = { email: 'email', uri: 'url', date: 'date' };

export interface FormFieldInputProps {
  block: string;
  field: FormField;
  common: FieldControlProps;
  value: unknown;
  onValueChange: (value: unknown) => void;
  messages: FieldInputMessages;
}

/** The control a field's kind asks for: text, number, checkbox or select. */
export function FormFieldInput({ block, field, common, value, onValueChange, messages }: FormFieldInputProps) {
  const [numberDraft, setNumberDraft] = useState<string | null>(null);
  const part = useParts(block);
  const { kind, required } = field;
  const set = (next: unknown) => onValueChange(next === '' ? undefined : next);

  if (kind === 'boolean') {
    return (
      <input
        {...common}
        type="checkbox"
        className={part('checkbox').className}
        checked={value === true}
        onChange={(event) => onValueChange(event.target.checked)}
      />
    );
  }
  if (kind === 'enum') {
    const options = field.options ?? [];
    const chosen = options.findIndex((option) => option === value);
    const hasValue = chosen >= 0;
    return (
      // The wrapper draws the chevron: a select cannot have pseudo-elements.
      <div {...part('select-wrap')}>
        <select
          {...common}
          className={part('select').className}
          // An option's text is its value, so a value the schema does not list reads as no choice.
          value={hasValue ? String(value) : ''}
          onChange={(event) => set(options.find((option) => String(option) === event.target.value) ?? event.target.value)}
        >
          {/* An empty choice while nothing is chosen, and always for an optional field so it can be cleared. */}
          {!required || !hasValue ? <option value="">{messages.selectPlaceholder}</option> : null}
          {options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {option === true ? (messages.yes ?? 'true') : option === false ? (messages.no ?? 'false') : option}
            </option>
          ))}
        </select>
      </div>
    );
  }
  const numeric = kind === 'number';
  return (
    // Text with a numeric keyboard rather than type="number": browsers silently drop invalid text from number inputs.
    <input
      {...common}
      type={(field.format && INPUT_TYPES[field.format]) ?? 'text'}
      inputMode={numeric ? (field.integer ? 'numeric' : 'decimal') : undefined}
      autoComplete="off"
      className={part('input').className}
      // A number field keeps what the user typed ("1." on the way to "1.5") while it means the same value.
      value={numeric && numberDraft !== null && parseNumberText(numberDraft) === value ? numberDraft : textOf(value)}
      onChange={(event) => {
        const text = event.target.value;
        if (numeric) {
          setNumberDraft(text);
          onValueChange(parseNumberText(text));
        } else {
          set(text);
        }
      }}
    />
  );
}
