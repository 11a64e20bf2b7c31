'use client';
import type { Tool } from '@patchbay/client';
import { useMemo, type FormHTMLAttributes, type ReactNode } from 'react';
import { LiveRegion } from '../shared/LiveRegion';
import type { MessagesOverride } from '../theme/messages';
import { toolFormMessages } from '../theme/messages/toolForm';
import { UnstyledScope, useMessages, useParts } from '../theme/PatchbayUIProvider';
import { ToolFormProvider, type ToolFormContextValue } from './toolFormContext';
import { useToolForm, type ToolFormValues } from './useToolForm';

export interface ToolFormRootProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'defaultValue' | 'children'> {
  /** The tool whose input the form asks for (`GET /api/v3/tools/{slug}`, or an item of the tools list). */
  tool: Tool;
  /** The starting values (uncontrolled), e.g. the arguments of a call to approve. @default the schema's defaults */
  defaultValues?: ToolFormValues;
  /** The values (controlled). A number field holds its text until that parses. */
  value?: ToolFormValues;
  /** Called with all the values on every change. */
  onValueChange?: (value: ToolFormValues) => void;
  /**
   * Called with the arguments once they pass the service's own rules
   * (`validateToolArguments`: defaults filled in, empty fields left out).
   * Return a promise to show the form busy until it settles; a rejection
   * with the service's field errors shows them on the fields.
   */
  onSubmit: (values: Record<string, unknown>) => unknown;
  /** The submit button's words. @default messages.toolForm.submit ("Run tool") */
  submitLabel?: ReactNode;
  /**
   * Labels per top-level parameter name.
   * @default the schema's `title`, else the name humanized ("due_date" -> "Due date")
   */
  fieldLabels?: Record<string, string>;
  /** Replace any of the form's strings. @default {} */
  messages?: MessagesOverride['toolForm'];
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
  children?: ReactNode;
}

/** The `<form>` with the state of a tool's input; compose the parts inside. */
export function ToolFormRoot(props: ToolFormRootProps) {
  // The form's own options go to the hook; the rest are the <form>'s attributes.
  const {
    tool,
    defaultValues,
    value,
    onValueChange,
    onSubmit,
    submitLabel,
    fieldLabels,
    messages: messagesProp,
    unstyled,
    className,
    children,
    ...rest
  } = props;
  const messages = useMessages('toolForm', toolFormMessages, messagesProp);
  const form = useToolForm({ ...props, messages });
  const part = useParts('tool-form', unstyled);
  // A new value only when the form's state or strings change: every field reads it.
  const context = useMemo<ToolFormContextValue>(
    () => ({ ...form, messages, fieldLabels, submitLabel: submitLabel ?? messages.submit }),
    [form, messages, fieldLabels, submitLabel],
  );

  return (
    <form
      {...part('', className)}
      data-state={form.submitting ? 'submitting' : 'idle'}
      aria-label={tool.name}
      aria-busy={form.submitting || undefined}
      noValidate
      {...rest}
      onSubmit={form.submit}
    >
      <UnstyledScope unstyled={unstyled}>
        <ToolFormProvider value={context}>{children}</ToolFormProvider>
      </UnstyledScope>
      <LiveRegion message={form.submitted ? messages.submitted : ''} />
    </form>
  );
}
