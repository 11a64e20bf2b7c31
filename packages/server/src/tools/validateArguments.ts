import { validateToolArguments, type ToolJsonSchema } from '@patchbay/client';
import { ApiError } from '../http/ApiError';
import { atFields, type FieldProblem } from '../http/atField';

/**
 * Tool arguments checked with the client's `validateToolArguments` (the rules
 * `ToolForm` runs before it submits), its problems placed under the request
 * part they came in (`body.arguments`) for the service's error bodies.
 */

export type ArgumentsCheck = { ok: true; value: Record<string, unknown> } | { ok: false; problems: FieldProblem[] };

/** Checks `value` (a tool's `arguments`) against `schema`; problem paths start at `at` (e.g. `body.arguments`). */
export function checkArguments(schema: ToolJsonSchema, value: unknown, at: string): ArgumentsCheck {
  const { value: checked, errors } = validateToolArguments(schema, value);
  if (errors.length === 0) return { ok: true, value: checked };
  return { ok: false, problems: errors.map(({ path, code, message }) => ({ path: [at, ...path].join('.'), code, message })) };
}

/** The error a call with invalid arguments answers: 400, each problem as text and as a field error. */
export function invalidArguments(toolSlug: string, problems: readonly FieldProblem[]): ApiError {
  const fields = atFields(problems);
  return new ApiError('BAD_REQUEST', `Invalid arguments for ${toolSlug}: ${fields.errors[0] ?? 'see errors'}`, {
    ...fields,
    suggestedFix: `Send arguments that match the tool's input_parameters (GET /api/v3/tools/${toolSlug}).`,
  });
}

/** `checkArguments`, throwing `invalidArguments` when they do not fit. */
export function requireValidArguments(toolSlug: string, schema: ToolJsonSchema, value: unknown, at: string): Record<string, unknown> {
  const result = checkArguments(schema, value, at);
  if (!result.ok) throw invalidArguments(toolSlug, result.problems);
  return result.value;
}
