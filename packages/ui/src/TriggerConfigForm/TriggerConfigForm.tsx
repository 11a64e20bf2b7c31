'use client';
import { TriggerConfigFormActions } from './TriggerConfigFormActions';
import { TriggerConfigFormField } from './TriggerConfigFormField';
import { TriggerConfigFormFields } from './TriggerConfigFormFields';
import { TriggerConfigFormHeader } from './TriggerConfigFormHeader';
import { TriggerConfigFormPayload } from './TriggerConfigFormPayload';
import { TriggerConfigFormRoot, type TriggerConfigFormRootProps } from './TriggerConfigFormRoot';

export type TriggerConfigFormProps = Omit<TriggerConfigFormRootProps, 'children'>;

/**
 * A form generated from a trigger type's config schema: validates as the user
 * goes, creates or updates the trigger instance, previews the event payload,
 * and pauses, resumes or deletes an existing instance. Compose
 * `TriggerConfigForm.Root` and its parts for another layout.
 */
function TriggerConfigFormAssembled(props: TriggerConfigFormProps) {
  return (
    <TriggerConfigFormRoot {...props}>
      <TriggerConfigFormHeader />
      <TriggerConfigFormFields />
      <TriggerConfigFormPayload />
      <TriggerConfigFormActions />
    </TriggerConfigFormRoot>
  );
}

export const TriggerConfigForm = Object.assign(TriggerConfigFormAssembled, {
  Root: TriggerConfigFormRoot,
  Header: TriggerConfigFormHeader,
  Fields: TriggerConfigFormFields,
  Field: TriggerConfigFormField,
  Payload: TriggerConfigFormPayload,
  Actions: TriggerConfigFormActions,
});
