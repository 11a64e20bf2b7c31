'use client';
import type { HTMLAttributes } from 'react';
import { FormFieldView } from '../shared/form/FormFieldView';
import { useTriggerFormContext } from './triggerFormContext';

export interface TriggerConfigFormFieldProps extends HTMLAttributes<HTMLDivElement> {
  /** The config field's name in the trigger type's schema (its label comes from the Root's `fieldLabels`). */
  name: string;
}

/**
 * One config field as the schema types it: text, number, checkbox or select,
 * with its label, hint, required mark and error. `data-state` is `invalid`
 * while it shows an error.
 */
export function TriggerConfigFormField({ name, ...rest }: TriggerConfigFormFieldProps) {
  const form = useTriggerFormContext('Field');
  const field = form.fields.find((candidate) => candidate.name === name);
  if (!field) return null;
  return (
    <FormFieldView
      block="trigger-form"
      field={field}
      label={form.labelOf(name)}
      ids={form.idsOf(name)}
      error={form.errorOf(name)}
      value={form.values[name]}
      onValueChange={(value) => form.setFieldValue(name, value)}
      onLeave={() => form.touch(name)}
      messages={form.messages}
      {...rest}
    />
  );
}
