'use client';
import { useToolFormContext } from './toolFormContext';
import { ToolFormNode } from './ToolFormNode';
import { labelOf } from './toolProblems';

export interface ToolFormFieldProps {
  /** The parameter's name in the tool's `input_parameters` (its label comes from the Root's `fieldLabels`). */
  name: string;
}

/**
 * One top-level parameter as its schema types it: an input, a checkbox, a
 * select, a fieldset of an object's fields or of an array's items, or JSON.
 */
export function ToolFormField({ name }: ToolFormFieldProps) {
  const form = useToolFormContext('Field');
  const field = form.fields.find((candidate) => candidate.name === name);
  if (!field) return null;
  const whole = field.name === '';
  return (
    <ToolFormNode field={field} path={whole ? [] : [name]} label={whole ? form.messages.allArguments : labelOf(field, form.fieldLabels, true)} />
  );
}
