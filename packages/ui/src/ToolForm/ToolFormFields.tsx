'use client';
import type { HTMLAttributes } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';
import { ToolFormField } from './ToolFormField';
import { useToolFormContext } from './toolFormContext';

export type ToolFormFieldsProps = HTMLAttributes<HTMLDivElement>;

/** Every parameter of the tool's input, in order (or a note when it takes none). */
export function ToolFormFields({ className, ...rest }: ToolFormFieldsProps) {
  const { fields, messages } = useToolFormContext('Fields');
  const part = useParts('tool-form');
  return (
    <div {...part('fields', className)} {...rest}>
      {fields.length === 0 ? <p {...part('empty')}>{messages.noParameters}</p> : null}
      {fields.map((field) => (
        <ToolFormField key={field.name} name={field.name} />
      ))}
    </div>
  );
}
