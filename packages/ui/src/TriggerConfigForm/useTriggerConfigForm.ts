'use client';
import type { TriggerConfigField, TriggerInstance, TriggerType } from '@patchbay/client';
import { useTriggerType, useUpsertTriggerInstance } from '@patchbay/react';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { apiErrorOf } from '../shared/ErrorNotice';
import { fieldsFromTriggerConfig } from '../shared/form/fieldsFromTriggerConfig';
import { startingValuesOf } from '../shared/form/startingValues';
import { humanize, type FormField } from '../shared/form/formField';
import { useFormState, type FieldIds } from '../shared/form/useFormState';
import { useEventCallback } from '../shared/useEventCallback';
import { useMemoObject } from '../shared/useMemoObject';
import type { Messages } from '../theme/messages';
import { checkValues, fieldProblems, problemText, type TriggerConfigValue } from './schema';
import { useTriggerInstanceControls, type TriggerInstanceControls } from './useTriggerInstanceControls';

export interface UseTriggerConfigFormOptions {
  triggerSlug?: string | undefined;
  triggerType?: TriggerType | undefined;
  connectedAccountId: string;
  instance?: TriggerInstance | string | undefined;
  value?: TriggerConfigValue | undefined;
  defaultValue?: TriggerConfigValue | undefined;
  onValueChange?: ((value: TriggerConfigValue) => void) | undefined;
  onSaved?: ((triggerId: string) => void) | undefined;
  onDeleted?: ((triggerId: string) => void) | undefined;
  fieldLabels?: Record<string, string> | undefined;
  messages: Messages['triggerForm'];
}

export type FormOutcome = 'saved' | 'listening' | 'paused' | 'deleted';

export type { FieldIds };

export interface TriggerConfigFormController {
  triggerType: TriggerType | undefined;
  schema: Record<string, TriggerConfigField> | undefined;
  /** The schema's fields as the form engine models them. */
  fields: FormField[];
  /** The trigger type (or the instance to edit) is still loading. */
  loading: boolean;
  /** Why the trigger type could not be loaded. */
  loadError: unknown;
  values: TriggerConfigValue;
  labelOf: (name: string) => string;
  idsOf: (name: string) => FieldIds;
  /** The message to show for a field, once it was left or the form submitted. */
  errorOf: (name: string) => string | null;
  setFieldValue: (name: string, value: unknown) => void;
  touch: (name: string) => void;
  submit: (event?: FormEvent) => void;
  saving: boolean;
  /** A failed save whose errors could not be shown on the fields. */
  saveError: unknown;
  /** What the last save, pause, resume or delete did; announced and shown. */
  outcome: FormOutcome | null;
  /** The existing instance, when editing one. */
  controls: TriggerInstanceControls;
  /** Pauses a listening instance or resumes a paused one. */
  toggleInstance: () => void;
  /** Deletes the instance (after the user confirmed). */
  deleteInstance: () => void;
}

/** Values, validation and saving of a trigger config form. */
export function useTriggerConfigForm(options: UseTriggerConfigFormOptions): TriggerConfigFormController {
  const { messages } = options;
  const controls = useTriggerInstanceControls(options.instance);
  // Remember the instance's trigger type: after a delete the form stays, in create mode.
  const instanceSlug = controls.instance?.trigger_name;
  const [lastInstanceSlug, setLastInstanceSlug] = useState(instanceSlug);
  if (instanceSlug && instanceSlug !== lastInstanceSlug) setLastInstanceSlug(instanceSlug);
  const slug = options.triggerType?.slug ?? options.triggerSlug ?? instanceSlug ?? lastInstanceSlug;
  const typeQuery = useTriggerType(slug, { enabled: !options.triggerType });
  const triggerType = options.triggerType ?? typeQuery.data;
  const schema = triggerType?.config;
  const upsert = useUpsertTriggerInstance();

  const [saveError, setSaveError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  const startingValues = options.instance ? controls.instance?.trigger_config : options.defaultValue;
  const fields = useMemo(() => (schema ? fieldsFromTriggerConfig(schema) : []), [schema]);
  const initial = useMemo(() => ({ ...startingValuesOf(fields), ...startingValues }), [fields, startingValues]);

  const { fieldLabels } = options;
  const labelOf = useCallback((name: string) => fieldLabels?.[name] ?? humanize(name), [fieldLabels]);
  // The values checked with the service's rules, each problem in the form's words.
  const check = useCallback(
    (values: TriggerConfigValue) => {
      const checked = schema ? checkValues(schema, values) : { config: {}, problems: {} };
      const problems: Record<string, string> = {};
      for (const [name, problem] of Object.entries(checked.problems)) problems[name] = problemText(schema![name]!, problem, labelOf(name), messages);
      return { config: checked.config, problems };
    },
    [schema, labelOf, messages],
  );
  // `onValueChange` is called by `setFieldValue` itself, so keeping the fields after a delete reports nothing.
  const form = useFormState({ value: options.value, initial, onValueChange: options.onValueChange, check, caller: 'TriggerConfigForm' });
  const { values, idsOf, errorOf } = form;

  // What the user does: one function each for the form's lifetime, acting on the latest render's state.
  const setFieldValue = useEventCallback((name: string, value: unknown) => {
    form.setFieldValue([name], value);
    setOutcome(null);
  });
  const touch = form.touch;
  const submit = useEventCallback((event?: FormEvent) => {
    event?.preventDefault();
    if (!schema || !slug || upsert.isPending) return;
    setSaveError(null);
    setOutcome(null);
    if (!form.validateForSubmit()) return;
    const previousId = controls.instanceId;
    upsert.mutate(
      { slug, connected_account_id: options.connectedAccountId, trigger_config: form.checked.config },
      {
        onSuccess: ({ trigger_id }) => {
          // The service upserts by config: a changed config is a new instance, so retire the one being edited.
          if (previousId && previousId !== trigger_id) controls.retire(previousId);
          controls.setInstanceId(trigger_id);
          setOutcome('saved');
          options.onSaved?.(trigger_id);
        },
        onError: (error) => {
          const api = apiErrorOf(error);
          const problems = api && fieldProblems(api.fieldErrors, schema);
          if (!problems) {
            setSaveError(error);
            return;
          }
          // In the schema's order, so the first one is focused.
          const shown: Record<string, string> = {};
          for (const name of Object.keys(schema)) {
            const problem = problems[name];
            if (problem) shown[name] = problemText(schema[name]!, problem, labelOf(name), messages);
          }
          form.showServerErrors(shown);
        },
      },
    );
  });
  const toggleInstance = useEventCallback(() => {
    setOutcome(null);
    controls.toggle((listening) => setOutcome(listening ? 'listening' : 'paused'));
  });
  const deleteInstance = useEventCallback(() => {
    setOutcome(null);
    controls.remove((id) => {
      // Keep what the fields show, so the trigger can be created again as it was.
      form.setValues(values);
      setOutcome('deleted');
      options.onDeleted?.(id);
    });
  });

  // The same object until something it holds changes: the form's context value is built on it.
  return useMemoObject<TriggerConfigFormController>({
    triggerType,
    schema,
    fields,
    loading: (!triggerType && !typeQuery.isError) || controls.loading,
    loadError: typeQuery.error,
    values,
    labelOf,
    idsOf,
    errorOf,
    setFieldValue,
    touch,
    submit,
    saving: upsert.isPending,
    saveError,
    outcome,
    controls,
    toggleInstance,
    deleteInstance,
  });
}
