import type { FieldError, FieldErrorCode } from '@patchbay/client';

/** One invalid field; `path` is dotted from the request part (`body.toolkit.slug`), as in the spec's `errors` strings. */
export interface FieldProblem {
  path: string;
  code: FieldErrorCode;
  message: string;
}

/** The `errors` lines and the field errors for invalid fields, to spread into an ApiError's options. */
export function atFields(problems: readonly FieldProblem[]): { errors: string[]; fieldErrors: FieldError[] } {
  return {
    errors: problems.map(({ path, message }) => `${path}: ${message}`),
    fieldErrors: problems.map(({ path, code, message }) => ({ path: path.split('.'), code, message })),
  };
}

/** `atFields` for one field. */
export function atField(path: string, code: FieldErrorCode, message: string): { errors: string[]; fieldErrors: FieldError[] } {
  return atFields([{ path, code, message }]);
}
