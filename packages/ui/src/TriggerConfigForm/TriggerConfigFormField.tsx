'use client';
import { useState, type HTMLAttributes } from 'react';
import { AlertIcon } from '../shared/icons';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { useParts } from '../theme/PatchbayUIProvider';
import { parseNumberText } from './schema';
import { useTriggerFormContext } from './triggerFormContext';

export interface TriggerConfigFormFieldProps extends HTMLAttributes<HTMLDivElement> {
  /** The config field's name in the trigger type's schema (its label comes from the Root's `fieldLabels`). */
  name: string;
}

/** What a text or number input shows for a value. */
function textOf(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : '';
}

/**
 * One config field as the schema types it: text, number, checkbox or select,
 * with its label, hint, required mark and error. `data-state` is `invalid`
 * while it shows an error.
 */
export function TriggerConfigFormField({ name, className, ...rest }: TriggerConfigFormFieldProps) {
  const form = useTriggerFormContext('Field');
  const { schema, values, messages } = form;
  const [numberDraft, setNumberDraft] = useState<string | null>(null);
  const part = useParts('trigger-form');

  const field = schema?.[name];
  if (!field) return null;
  const { type, required, description } = field;
  const isBoolean = type === 'boolean';
  const label = form.labelOf(name);
  const ids = form.idsOf(name);
  const error = form.errorOf(name);
  const value = values[name];
  const set = (next: unknown) => form.setFieldValue(name, next === '' ? undefined : next);
  const common = {
    id: ids.input,
    name,
    'aria-describedby': [description ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': required && !isBoolean ? true : undefined,
    'data-slot': 'trigger-form-control',
    onBlur: () => form.touch(name),
  };
  let control;
  if (isBoolean) {
    control = (
      <input
        {...common}
        type="checkbox"
        className={part('checkbox').className}
        checked={value === true}
        onChange={(event) => form.setFieldValue(name, event.target.checked)}
      />
    );
  } else if (type === 'enum') {
    const hasValue = typeof value === 'string' && value !== '';
    control = (
      // The wrapper draws the chevron: a select cannot have pseudo-elements.
      <div {...part('select-wrap')}>
        <select {...common} className={part('select').className} value={hasValue ? value : ''} onChange={(event) => set(event.target.value)}>
          {/* An empty choice while nothing is chosen, and always for an optional field so it can be cleared. */}
          {!required || !hasValue ? <option value="">{messages.selectPlaceholder}</option> : null}
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    );
  } else {
    const numeric = type === 'number';
    control = (
      // Text with a numeric keyboard rather than type="number": browsers silently drop invalid text from number inputs.
      <input
        {...common}
        type="text"
        inputMode={numeric ? 'decimal' : undefined}
        autoComplete="off"
        className={part('input').className}
        // A number field keeps what the user typed ("1." on the way to "1.5") while it means the same value.
        value={numeric && numberDraft !== null && parseNumberText(numberDraft) === value ? numberDraft : textOf(value)}
        onChange={(event) => {
          const text = event.target.value;
          if (numeric) {
            setNumberDraft(text);
            form.setFieldValue(name, parseNumberText(text));
          } else {
            set(text);
          }
        }}
      />
    );
  }

  return (
    <div {...part('field', className)} data-state={error ? 'invalid' : 'valid'} data-type={type} {...rest}>
      {isBoolean ? control : null}
      <label htmlFor={ids.input} {...part('label')}>
        {label}
        {required && !isBoolean ? (
          <>
            <span aria-hidden="true" {...part('required')}>
              *
            </span>
            <VisuallyHidden> ({messages.required})</VisuallyHidden>
          </>
        ) : null}
      </label>
      {description ? (
        <p id={ids.hint} {...part('hint')}>
          {description}
        </p>
      ) : null}
      {isBoolean ? null : control}
      {error ? (
        <p id={ids.error} {...part('error')}>
          <AlertIcon />
          {error}
        </p>
      ) : null}
    </div>
  );
}
