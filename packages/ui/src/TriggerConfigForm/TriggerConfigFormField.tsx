'use client';
import { useState, type HTMLAttributes } from 'react';
import { AlertIcon } from '../shared/icons';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { usePartClass } from '../theme/PatchbayUIProvider';
import { parseNumberText } from './schema';
import { useTriggerFormContext } from './triggerFormContext';

export interface TriggerConfigFormFieldProps extends HTMLAttributes<HTMLDivElement> {
  /** The config field's name in the trigger type's schema (its label comes from the Root's `fieldLabels`). */
  name: string;
}

function numberText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * One config field as the schema types it: text, number, checkbox or select,
 * with its label, hint, required mark and error. `data-state` is `invalid`
 * while it shows an error.
 */
export function TriggerConfigFormField({ name, className, ...rest }: TriggerConfigFormFieldProps) {
  const form = useTriggerFormContext('Field');
  const { schema, values, messages, unstyled } = form;
  const [numberDraft, setNumberDraft] = useState<string | null>(null);
  const rootClass = usePartClass('pb-trigger-form__field', unstyled, className);
  const labelClass = usePartClass('pb-trigger-form__label', unstyled);
  const requiredClass = usePartClass('pb-trigger-form__required', unstyled);
  const hintClass = usePartClass('pb-trigger-form__hint', unstyled);
  const errorClass = usePartClass('pb-trigger-form__error', unstyled);
  const inputClass = usePartClass('pb-trigger-form__input', unstyled);
  const selectClass = usePartClass('pb-trigger-form__select', unstyled);
  const selectWrapClass = usePartClass('pb-trigger-form__select-wrap', unstyled);
  const checkboxClass = usePartClass('pb-trigger-form__checkbox', unstyled);

  const field = schema?.[name];
  if (!field) return null;
  const label = form.labelOf(name);
  const ids = form.idsOf(name);
  const error = form.errorOf(name);
  const value = values[name];
  const describedBy = [field.description ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id: ids.input,
    name,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required && field.type !== 'boolean' ? true : undefined,
    'data-slot': 'trigger-form-control',
    onBlur: () => form.touch(name),
  };

  let control;
  if (field.type === 'boolean') {
    control = (
      <input
        {...common}
        type="checkbox"
        className={checkboxClass}
        checked={value === true}
        onChange={(event) => form.setFieldValue(name, event.target.checked)}
      />
    );
  } else if (field.type === 'enum') {
    const hasValue = typeof value === 'string' && value !== '';
    control = (
      // The wrapper draws the chevron: a select cannot have pseudo-elements.
      <div className={selectWrapClass}>
        <select
          {...common}
          className={selectClass}
          value={hasValue ? value : ''}
          onChange={(event) => form.setFieldValue(name, event.target.value === '' ? undefined : event.target.value)}
        >
          {/* An empty choice while nothing is chosen, and always for an optional field so it can be cleared. */}
          {!field.required || !hasValue ? <option value="">{messages.selectPlaceholder}</option> : null}
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    );
  } else if (field.type === 'number') {
    // Keep what the user typed ("1." on the way to "1.5") while it means the same value.
    const text = numberDraft !== null && parseNumberText(numberDraft) === value ? numberDraft : numberText(value);
    control = (
      // Text with a numeric keyboard rather than type="number": browsers silently drop invalid text from number inputs.
      <input
        {...common}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={inputClass}
        value={text}
        onChange={(event) => {
          setNumberDraft(event.target.value);
          form.setFieldValue(name, parseNumberText(event.target.value));
        }}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type="text"
        autoComplete="off"
        className={inputClass}
        value={typeof value === 'string' ? value : numberText(value)}
        onChange={(event) => form.setFieldValue(name, event.target.value === '' ? undefined : event.target.value)}
      />
    );
  }

  return (
    <div
      data-slot="trigger-form-field"
      data-state={error ? 'invalid' : 'valid'}
      data-type={field.type}
      {...rest}
      className={rootClass}
    >
      {field.type === 'boolean' ? control : null}
      <label htmlFor={ids.input} className={labelClass}>
        {label}
        {field.required && field.type !== 'boolean' ? (
          <>
            <span aria-hidden="true" className={requiredClass}>
              *
            </span>
            <VisuallyHidden> ({messages.required})</VisuallyHidden>
          </>
        ) : null}
      </label>
      {field.description ? (
        <p id={ids.hint} className={hintClass}>
          {field.description}
        </p>
      ) : null}
      {field.type === 'boolean' ? null : control}
      {error ? (
        <p id={ids.error} data-slot="trigger-form-error" className={errorClass}>
          <AlertIcon />
          {error}
        </p>
      ) : null}
    </div>
  );
}
