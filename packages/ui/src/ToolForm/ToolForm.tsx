'use client';
import { ToolFormActions } from './ToolFormActions';
import { ToolFormField } from './ToolFormField';
import { ToolFormFields } from './ToolFormFields';
import { ToolFormHeader } from './ToolFormHeader';
import { ToolFormRoot, type ToolFormRootProps } from './ToolFormRoot';

export type ToolFormProps = Omit<ToolFormRootProps, 'children'>;

/**
 * A form generated from a tool's `input_parameters`: checks the values with
 * the service's own rules (`validateToolArguments`) as the user goes, and
 * hands the checked arguments to `onSubmit`, to run the tool or answer an
 * approval. Compose `ToolForm.Root` and its parts for another layout.
 */
function ToolFormAssembled(props: ToolFormProps) {
  return (
    <ToolFormRoot {...props}>
      <ToolFormHeader />
      <ToolFormFields />
      <ToolFormActions />
    </ToolFormRoot>
  );
}

export const ToolForm = Object.assign(ToolFormAssembled, {
  Root: ToolFormRoot,
  Header: ToolFormHeader,
  Fields: ToolFormFields,
  Field: ToolFormField,
  Actions: ToolFormActions,
});
