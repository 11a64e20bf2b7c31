'use client';
import type { TriggerConfigField, TriggerInstance, TriggerType } from '@patchbay/client';
import { useTriggerType, useUpsertTriggerInstance } from '@patchbay/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { apiErrorOf } from '../shared/ErrorNotice';
import { useControllableState } from '../shared/useControllableState';
import { useEventCallback } from '../shared/useEventCallback';
import { useMemoObject } from '../shared/useMemoObject';
import type { Messages } from '../theme/messages';
import { checkValues, defaultsOf, fieldProblems, humanize, problemText, type TriggerConfigValue } from './schema';
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

export interface FieldIds {
  input: string;
  hint: string;
  error: string;
}

export interface TriggerConfigFormController {
  triggerType: TriggerType | undefined;
  schema: Record<string, TriggerConfigField> | undefined;
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
  const baseId = useId();
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

  // The fields' values: the `value` prop, else what the user typed (null until then: the starting values show).
  // `onValueChange` is called by `setFieldValue` itself, so keeping the fields after a delete reports nothing.
  const [draft, setDraft] = useControllableState<TriggerConfigValue | null>({ prop: options.value, defaultProp: null, caller: 'TriggerConfigForm' });
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);

  const startingValues = options.instance ? controls.instance?.trigger_config : options.defaultValue;
  const initial = useMemo(() => ({ ...(schema ? defaultsOf(schema) : {}), ...startingValues }), [schema, startingValues]);
  const values = draft ?? initial;

  // What the fields render with, worked out again only when what they read changes.
  const { fieldLabels } = options;
  const [labelOf, idsOf, errorOf, checked, clientErrorOf] = useMemo(() => {
    const labelOf = (name: string) => fieldLabels?.[name] ?? humanize(name);
    const idsOf = (name: string): FieldIds => ({
      input: `${baseId}-${name}`,
      hint: `${baseId}-${name}-hint`,
      error: `${baseId}-${name}-error`,
    });
    const checked = schema ? checkValues(schema, values) : null;
    const clientErrorOf = (name: string) => {
      const field = schema?.[name];
      const problem = checked?.problems[name];
      return field && problem ? problemText(field, problem, labelOf(name), messages) : null;
    };
    const errorOf = (name: string) => serverErrors[name] ?? (touched.has(name) || submitted ? clientErrorOf(name) : null);
    return [labelOf, idsOf, errorOf, checked, clientErrorOf] as const;
  }, [fieldLabels, baseId, schema, values, messages, serverErrors, touched, submitted]);
  const focusField = (name: string) => document.getElementById(idsOf(name).input)?.focus();

  // What the user does: one function each for the form's lifetime, acting on the latest render's state.
  const setFieldValue = useEventCallback((name: string, value: unknown) => {
    const next = { ...values, [name]: value };
    setDraft(next);
    if (serverErrors[name]) setServerErrors(({ [name]: _, ...rest }) => rest);
    setOutcome(null);
    options.onValueChange?.(next);
  });
  const touch = useEventCallback((name: string) => setTouched((current) => (current.has(name) ? current : new Set(current).add(name))));
  const submit = useEventCallback((event?: FormEvent) => {
    event?.preventDefault();
    if (!schema || !slug || upsert.isPending) return;
    setSubmitted(true);
    setSaveError(null);
    setOutcome(null);
    const names = Object.keys(schema);
    const firstInvalid = names.find((name) => clientErrorOf(name) !== null);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    const previousId = controls.instanceId;
    upsert.mutate(
      { slug, connected_account_id: options.connectedAccountId, trigger_config: checked?.config ?? {} },
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
          const shown: Record<string, string> = {};
          for (const [name, problem] of Object.entries(problems)) {
            const field = schema[name];
            if (field) shown[name] = problemText(field, problem, labelOf(name), messages);
          }
          setServerErrors(shown);
          const first = names.find((name) => shown[name]);
          if (first) focusField(first);
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
      if (draft === null) setDraft(values);
      setOutcome('deleted');
      options.onDeleted?.(id);
    });
  });

  // The same object until something it holds changes: the form's context value is built on it.
  return useMemoObject<TriggerConfigFormController>({
    triggerType,
    schema,
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
