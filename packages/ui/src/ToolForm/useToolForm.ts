'use client';
import { validateToolArguments, type FieldError, type Tool } from '@patchbay/client';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { apiErrorOf } from '../shared/ErrorNotice';
import { fieldsFromJsonSchema } from '../shared/form/fieldsFromJsonSchema';
import { startingValuesOf } from '../shared/form/startingValues';
import { keyOf, valueAt, type FieldPath, type FormField } from '../shared/form/formField';
import { useFormState, type FieldIds, type FormValues } from '../shared/form/useFormState';
import { useEventCallback } from '../shared/useEventCallback';
import { useMemoObject } from '../shared/useMemoObject';
import type { Messages } from '../theme/messages';
import { useUISettings } from '../theme/PatchbayUIProvider';
import { fieldKeysInOrder, placeOf, problemText } from './toolProblems';

/** A tool's arguments as the form holds them; a number field holds the typed text until it parses. */
export type ToolFormValues = Record<string, unknown>;

export interface UseToolFormOptions {
  tool: Tool;
  value?: ToolFormValues | undefined;
  defaultValues?: ToolFormValues | undefined;
  onValueChange?: ((value: ToolFormValues) => void) | undefined;
  onSubmit: (values: Record<string, unknown>) => unknown;
  fieldLabels?: Record<string, string> | undefined;
  messages: Messages['toolForm'];
}

export interface ToolFormController {
  tool: Tool;
  /** The input's fields; one JSON field named '' when the schema is too big to lay out. */
  fields: FormField[];
  values: ToolFormValues;
  idsOf: (key: string) => FieldIds;
  /** The message to show for a field (by key, its path dotted), once it was left or the form submitted. */
  errorOf: (key: string) => string | null;
  setFieldValue: (path: FieldPath, value: unknown) => void;
  touch: (key: string) => void;
  /** Marks a JSON field's text as JSON (or empty) or not. */
  setJsonValidity: (key: string, valid: boolean) => void;
  /** Problems on names the form has no field for, shown once the form was submitted. */
  otherProblems: FieldError[];
  submit: (event?: FormEvent) => void;
  /** `onSubmit` returned a promise that has not settled yet. */
  submitting: boolean;
  /** Why the last submit failed, when its errors could not be shown on the fields. */
  submitError: unknown;
  submitted: boolean;
}

/** The whole input as one JSON field: for a schema too big (or too odd) to lay out. */
const WHOLE_INPUT: FormField[] = [{ name: '', kind: 'json', required: true }];
const NONE: FieldError[] = [];

/** Values, validation (the service's own rules) and submitting of a tool's input form. */
export function useToolForm(options: UseToolFormOptions): ToolFormController {
  const { tool, messages, fieldLabels } = options;
  const { lang } = useUISettings();
  const schema = tool.input_parameters;
  const fields = useMemo(() => fieldsFromJsonSchema(schema) ?? WHOLE_INPUT, [schema]);
  const { defaultValues } = options;
  const initial = useMemo(() => ({ ...startingValuesOf(fields), ...defaultValues }), [fields, defaultValues]);
  const [badJson, setBadJson] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [submitted, setSubmitted] = useState(false);

  // The values checked with the service's validator; each problem on the field it belongs to, in the order they show.
  const check = useCallback(
    (values: FormValues) => {
      const { value, errors } = validateToolArguments(schema, values);
      const found: Record<string, string> = {};
      const others: FieldError[] = [];
      for (const key of badJson) found[key] = messages.jsonError(placeOf(fields, key.split('.'), fieldLabels, messages, lang)?.label ?? key);
      for (const error of errors) {
        const place = placeOf(fields, error.path, fieldLabels, messages, lang);
        if (!place) others.push(error);
        else found[keyOf(place.path)] ??= problemText(place, error, valueAt(values, error.path) === undefined, messages);
      }
      const problems: Record<string, string> = {};
      for (const key of [...fieldKeysInOrder(fields, values), ...Object.keys(found)]) if (found[key]) problems[key] ??= found[key];
      return { value, problems, others };
    },
    [schema, fields, badJson, fieldLabels, messages, lang],
  );
  const form = useFormState({ value: options.value, initial, onValueChange: options.onValueChange, check, caller: 'ToolForm' });

  const setFieldValue = useEventCallback((path: FieldPath, value: unknown) => {
    form.setFieldValue(path, value);
    setSubmitted(false);
  });
  const setJsonValidity = useEventCallback((key: string, valid: boolean) => {
    if (badJson.has(key) !== valid) return;
    const next = new Set(badJson);
    if (valid) next.delete(key);
    else next.add(key);
    setBadJson(next);
  });
  const submit = useEventCallback((event?: FormEvent) => {
    event?.preventDefault();
    if (submitting) return;
    setAttempted(true);
    setSubmitError(null);
    setSubmitted(false);
    if (!form.validateForSubmit() || form.checked.others.length > 0) return;
    const done = () => {
      setSubmitting(false);
      setSubmitted(true);
    };
    const failed = (error: unknown) => {
      setSubmitting(false);
      // The service's problems with the arguments go on their fields when every one has a field.
      const shown: Record<string, string> = {};
      const onFields = (apiErrorOf(error)?.fieldErrors ?? []).every(({ path, ...problem }) => {
        const [part, name, ...rest] = path;
        const inArguments = part === 'body' && name === 'arguments';
        const place = inArguments ? placeOf(fields, rest, fieldLabels, messages, lang) : null;
        if (place) shown[keyOf(place.path)] ??= problemText(place, { ...problem, path: rest }, false, messages);
        return place !== null;
      });
      if (onFields && Object.keys(shown).length > 0) form.showServerErrors(shown);
      else setSubmitError(error);
    };
    try {
      const result = options.onSubmit(form.checked.value);
      if (result instanceof Promise) {
        setSubmitting(true);
        result.then(done, failed);
      } else done();
    } catch (error) {
      failed(error);
    }
  });

  return useMemoObject<ToolFormController>({
    tool,
    fields,
    values: form.values,
    idsOf: form.idsOf,
    errorOf: form.errorOf,
    setFieldValue,
    touch: form.touch,
    setJsonValidity,
    otherProblems: attempted ? form.checked.others : NONE,
    submit,
    submitting,
    submitError,
    submitted,
  });
}
