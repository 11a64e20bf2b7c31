'use client';
import type { HTMLAttributes } from 'react';
import { usePartClass } from '../theme/PatchbayUIProvider';
import { TriggerConfigFormField } from './TriggerConfigFormField';
import { useTriggerFormContext } from './triggerFormContext';

export type TriggerConfigFormFieldsProps = HTMLAttributes<HTMLDivElement>;

/** Every config field of the schema, in order (or a note when the trigger takes no settings). */
export function TriggerConfigFormFields({ className, ...rest }: TriggerConfigFormFieldsProps) {
  const { schema, messages, unstyled } = useTriggerFormContext('Fields');
  const rootClass = usePartClass('pb-trigger-form__fields', unstyled, className);
  const emptyClass = usePartClass('pb-trigger-form__empty', unstyled);
  const names = Object.keys(schema ?? {});
  return (
    <div data-slot="trigger-form-fields" {...rest} className={rootClass}>
      {names.length === 0 ? <p className={emptyClass}>{messages.noConfig}</p> : null}
      {names.map((name) => (
        <TriggerConfigFormField key={name} name={name} />
      ))}
    </div>
  );
}
