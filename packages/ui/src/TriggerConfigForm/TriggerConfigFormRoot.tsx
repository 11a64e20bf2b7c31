'use client';
import type { TriggerInstance, TriggerType } from '@patchbay/client';
import { useMemo, type FormHTMLAttributes, type ReactNode } from 'react';
import { ErrorNotice } from '../shared/ErrorNotice';
import { LiveRegion } from '../shared/LiveRegion';
import { Spinner } from '../shared/Spinner';
import type { MessagesOverride } from '../theme/messages';
import { UnstyledScope, useMessages, useParts } from '../theme/PatchbayUIProvider';
import { commonMessages } from '../theme/messages/common';
import { triggerFormMessages } from '../theme/messages/triggerForm';
import type { TriggerConfigValue } from './schema';
import { TriggerFormProvider, type TriggerFormContextValue } from './triggerFormContext';
import { useTriggerConfigForm } from './useTriggerConfigForm';

export interface TriggerConfigFormRootProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'defaultValue' | 'children'> {
  /** The connected account the trigger listens on. */
  connectedAccountId: string;
  /** The trigger type's slug; its schema is fetched. Not needed with `triggerType` or `instance`. */
  triggerSlug?: string;
  /** The trigger type itself, when you have it already (skips the fetch). @default undefined */
  triggerType?: TriggerType;
  /**
   * An existing instance to edit (object or id): shows its status with
   * Pause / Resume and Delete, and starts from its config. @default undefined (create mode)
   */
  instance?: TriggerInstance | string;
  /** The config (controlled). A number field holds its text until that parses. */
  value?: TriggerConfigValue;
  /** The starting config (uncontrolled). @default the schema's defaults */
  defaultValue?: TriggerConfigValue;
  /** Called with the whole config on every change. */
  onValueChange?: (value: TriggerConfigValue) => void;
  /** Called with the instance id once the service saved it. */
  onSaved?: (triggerId: string) => void;
  /** Called with the instance id once it was deleted. */
  onDeleted?: (triggerId: string) => void;
  /**
   * Labels per config field name, used in the labels and the error messages.
   * @default each name humanized ("include_archived" -> "Include archived")
   */
  fieldLabels?: Record<string, string>;
  /** Replace any of the form's strings. @default {} */
  messages?: MessagesOverride['triggerForm'];
  /** Drop the kit's class names. @default the provider's `unstyled` */
  unstyled?: boolean;
  children?: ReactNode;
}

/** The `<form>` with the state of a trigger config; compose the parts inside. */
export function TriggerConfigFormRoot(props: TriggerConfigFormRootProps) {
  // The form's own options go to the hook; the rest are the <form>'s attributes.
  const {
    connectedAccountId,
    triggerSlug,
    triggerType,
    instance,
    value,
    defaultValue,
    onValueChange,
    onSaved,
    onDeleted,
    fieldLabels,
    messages: messagesProp,
    unstyled,
    className,
    children,
    ...rest
  } = props;
  const messages = useMessages('triggerForm', triggerFormMessages, messagesProp);
  const common = useMessages('common', commonMessages);
  const form = useTriggerConfigForm({ ...props, messages });
  const part = useParts('trigger-form', unstyled);
  // A new value only when the form's state or strings change: every field reads it.
  const context = useMemo<TriggerFormContextValue>(() => ({ ...form, messages, common }), [form, messages, common]);
  const state = form.loadError ? 'error' : form.loading ? 'loading' : form.saving ? 'saving' : 'idle';

  return (
    <form
      {...part('', className)}
      data-state={state}
      aria-label={form.triggerType?.name}
      aria-busy={form.loading || form.saving || undefined}
      noValidate
      {...rest}
      onSubmit={form.submit}
    >
      <UnstyledScope unstyled={unstyled}>
        {form.loadError ? (
          <ErrorNotice error={form.loadError} />
        ) : form.loading ? (
          <p {...part('loading')}>
            <Spinner />
            {common.loading}
          </p>
        ) : (
          <TriggerFormProvider value={context}>{children}</TriggerFormProvider>
        )}
      </UnstyledScope>
      <LiveRegion message={form.outcome ? messages[form.outcome] : ''} />
    </form>
  );
}
