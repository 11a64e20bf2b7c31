'use client';
import type { HTMLAttributes } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';
import { TriggerConfigFormField } from './TriggerConfigFormField';
import { useTriggerFormContext } from './triggerFormContext';

export type TriggerConfigFormFieldsProps = HTMLAttributes<HTMLDivElement>;

/** Every config field of the schema, in order (or a note when the trigger takes no settings). */
export function TriggerConfigFormFields({ className, ...rest }: TriggerConfigFormFieldsProps) {
  const { schema, messages } = useTriggerFormContext('Fields');
  const part = useParts('trigger-form');
  const names = Object.keys(schema ?? {});
  return (
    <div {...part('fields', className)} {...rest}>
      {names.length === 0 ? <p {...part('empty')}>{messages.noConfig}</p> : null}
      {names.map((name) => (
        <TriggerConfigFormField key={name} name={name} />
      ))}
    </div>
  );
}
