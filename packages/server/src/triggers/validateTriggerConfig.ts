import { validateTriggerConfig as checkTriggerConfig, type TriggerConfigField } from '@patchbay/client';
import { ApiError } from '../http/ApiError';

/**
 * The client's `validateTriggerConfig`, answered as one 400 listing every
 * problem: as `body.trigger_config.<field>: ...` strings and as field errors.
 * Returns the config with defaults filled in.
 */
export function validateTriggerConfig(
  triggerSlug: string,
  schema: Record<string, TriggerConfigField>,
  config: Record<string, unknown>,
): Record<string, unknown> {
  const { config: checked, errors } = checkTriggerConfig(schema, config);
  if (errors.length === 0) return checked;

  const fieldErrors = errors.map((error) => ({ ...error, path: ['body', 'trigger_config', ...error.path] }));
  const lines = fieldErrors.map(
    ({ path, code, message }) => `${path.join('.')}: ${code === 'unknown_field' ? `unknown field for trigger ${triggerSlug}` : message}`,
  );
  const unknown = errors.filter((error) => error.code === 'unknown_field').map((error) => `'${String(error.path[0])}'`);
  const known = Object.keys(schema);
  throw new ApiError(
    'BAD_REQUEST',
    unknown.length > 0
      ? `Invalid trigger_config for ${triggerSlug}: unknown field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}.`
      : `Invalid trigger_config for ${triggerSlug}: ${lines[0]}`,
    {
      errors: lines,
      fieldErrors,
      suggestedFix:
        known.length > 0
          ? `Use only the config fields of ${triggerSlug}: ${known.join(', ')} (see GET /api/v3/triggers_types/${triggerSlug}).`
          : `${triggerSlug} takes no config; send an empty trigger_config.`,
    },
  );
}
