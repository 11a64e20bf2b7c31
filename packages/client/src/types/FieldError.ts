/**
 * What is wrong with one input field, for code to branch on: `required`
 * (missing), `invalid_type` (a string where a number belongs), `invalid_value`
 * (the right type, not an allowed value), `invalid_format` (an id, URL or
 * other pattern it does not match), `too_small` / `too_big` (length, size or
 * number out of range), `unknown_field` (a field the endpoint does not take).
 */
export type FieldErrorCode = 'required' | 'invalid_type' | 'invalid_value' | 'invalid_format' | 'too_small' | 'too_big' | 'unknown_field';

/**
 * One invalid field: where it is (`['body', 'trigger_config', 'repo']`),
 * what is wrong with it, and the service's message for people. Sent as the
 * envelope's `field_errors`, an extension next to the spec's `errors` strings.
 */
export interface FieldError {
  path: (string | number)[];
  code: FieldErrorCode;
  message: string;
}

const CODES: ReadonlySet<string> = new Set<FieldErrorCode>([
  'required',
  'invalid_type',
  'invalid_value',
  'invalid_format',
  'too_small',
  'too_big',
  'unknown_field',
]);

/** The well-formed entries of an envelope's `field_errors` (anything else is dropped, never trusted). */
export function readFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown): FieldError[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { path, code, message } = entry as Record<string, unknown>;
    const wellFormed =
      Array.isArray(path) &&
      path.every((part) => typeof part === 'string' || typeof part === 'number') &&
      typeof code === 'string' &&
      CODES.has(code) &&
      typeof message === 'string';
    return wellFormed ? [{ path: [...path], code: code as FieldErrorCode, message }] : [];
  });
}
