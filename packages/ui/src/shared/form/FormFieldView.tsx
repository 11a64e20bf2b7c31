'use client';
import type { HTMLAttributes, ReactNode } from 'react';
import { AlertIcon } from '../icons';
import { VisuallyHidden } from '../VisuallyHidden';
import { useParts } from '../../theme/PatchbayUIProvider';
import type { FormField } from './formField';
import type { FieldControlProps, FieldInputMessages } from './fieldControlProps';
import { FormFieldInput } from './FormFieldInput';
import type { FieldIds } from './useFormState';

export interface FormFieldViewProps extends HTMLAttributes<HTMLDivElement> {
  /** The component's block: parts are `<block>-field`, `<block>-label`, ... */
  block: string;
  field: FormField;
  label: string;
  ids: FieldIds;
  error: string | null;
  value: unknown;
  onValueChange: (value: unknown) => void;
  onLeave: () => void;
  messages: FieldInputMessages;
  /** Another control than the field kind's input (a JSON text area, a search). @default the kind's input */
  renderControl?: ((props: FieldControlProps) => ReactNode) | undefined;
}

/**
 * One field: its label (a required mark and its words), its description as
 * help text, the control and its error, tied together with ids. A checkbox
 * comes before its label. `data-state` is `invalid` while it shows an error.
 */
export function FormFieldView(props: FormFieldViewProps) {
  const { block, field, label, ids, error, value, onValueChange, onLeave, messages, renderControl, className, ...rest } = props;
  const part = useParts(block);
  const { kind, required, description } = field;
  const isBoolean = kind === 'boolean';
  const common: FieldControlProps = {
    id: ids.input,
    name: field.name,
    'aria-describedby': [description ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': required && !isBoolean ? true : undefined,
    'data-slot': `${block}-control`,
    onBlur: onLeave,
  };
  const control = renderControl ? (
    renderControl(common)
  ) : (
    <FormFieldInput block={block} field={field} common={common} value={value} onValueChange={onValueChange} messages={messages} />
  );
  return (
    <div {...part('field', className)} data-state={error ? 'invalid' : 'valid'} data-type={kind} {...rest}>
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
