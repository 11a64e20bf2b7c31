'use client';
import { useId, useMemo, useState } from 'react';
import { useControllableState } from '../useControllableState';
import { useEventCallback } from '../useEventCallback';
import { keyOf, withValueAt, type FieldPath } from './formField';

export type FormValues = Record<string, unknown>;

export interface FieldIds {
  input: string;
  hint: string;
  error: string;
}

/** What the values are worth: each field's problem, by key, in the order the fields come. */
export interface FormCheck {
  problems: Readonly<Record<string, string>>;
}

export interface UseFormStateOptions<C extends FormCheck> {
  /** The values (controlled). */
  value: FormValues | undefined;
  /** The values to start from while the user changed nothing (kept the same object while they stay the same). */
  initial: FormValues;
  onValueChange?: ((value: FormValues) => void) | undefined;
  /** Checks values: keep it the same function while its rules stay the same. */
  check: (values: FormValues) => C;
  /** The component's name, for the controlled/uncontrolled warning. */
  caller: string;
}

export interface FormState<C extends FormCheck> {
  values: FormValues;
  /** The values as last checked. */
  checked: C;
  idsOf: (key: string) => FieldIds;
  /** The message to show for a field: the service's, or the check's once the field was left or the form submitted. */
  errorOf: (key: string) => string | null;
  setFieldValue: (path: FieldPath, value: unknown) => void;
  /** Replaces every value (or back to the starting ones with null). */
  setValues: (values: FormValues | null) => void;
  touch: (key: string) => void;
  /**
   * Marks the form submitted, so every problem shows; focuses the first
   * field with one and returns false, or returns true when there is none.
   */
  validateForSubmit: () => boolean;
  /** Problems the service found, by key; each goes when its field changes. */
  showServerErrors: (errors: Record<string, string>) => void;
  focusField: (key: string) => void;
}

/**
 * The state every generated form has: values (controlled or not), the fields
 * the user left, whether it was submitted, the service's errors, and the
 * checked values with each field's problem.
 */
export function useFormState<C extends FormCheck>(options: UseFormStateOptions<C>): FormState<C> {
  const baseId = useId();
  // The user's values, null until they change one (the starting values show until then).
  const [draft, setDraft] = useControllableState<FormValues | null>({ prop: options.value, defaultProp: null, caller: options.caller });
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const values = draft ?? options.initial;

  // Worked out again only when what they read changes: every field renders with them.
  const { check } = options;
  const [checked, idsOf, errorOf] = useMemo(() => {
    const checked = check(values);
    const idsOf = (key: string): FieldIds => ({ input: `${baseId}-${key}`, hint: `${baseId}-${key}-hint`, error: `${baseId}-${key}-error` });
    const errorOf = (key: string) => serverErrors[key] ?? (touched.has(key) || submitted ? (checked.problems[key] ?? null) : null);
    return [checked, idsOf, errorOf] as const;
  }, [check, values, baseId, serverErrors, touched, submitted]);

  const focusField = useEventCallback((key: string) => document.getElementById(idsOf(key).input)?.focus());
  // One function each for the form's lifetime, acting on the latest render's state.
  const setFieldValue = useEventCallback((path: FieldPath, value: unknown) => {
    const next = withValueAt(values, path, value);
    setDraft(next);
    const key = keyOf(path);
    if (serverErrors[key]) setServerErrors(({ [key]: _, ...rest }) => rest);
    options.onValueChange?.(next);
  });
  const setValues = useEventCallback((next: FormValues | null) => setDraft(next));
  const touch = useEventCallback((key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key))));
  const validateForSubmit = useEventCallback(() => {
    setSubmitted(true);
    const first = Object.keys(checked.problems)[0];
    if (first === undefined) return true;
    focusField(first);
    return false;
  });
  const showServerErrors = useEventCallback((errors: Record<string, string>) => {
    setServerErrors(errors);
    const first = Object.keys(errors)[0];
    if (first !== undefined) focusField(first);
  });

  return { values, checked, idsOf, errorOf, setFieldValue, setValues, touch, validateForSubmit, showServerErrors, focusField };
}
