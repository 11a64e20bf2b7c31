import type { ProjectBranding, ProjectBrandingUpdate } from '@patchbay/client';
import { ApiError } from '../http/ApiError';
import { atFields } from '../http/atField';
import type { Service } from '../Service';
import { storedBranding } from './projectBranding';
import { SHARED_BRANDING, type ProjectConfigUpdate } from './projectsSchemas';
import { PROJECT_SETTING_NAMES } from './projectSettings';
import type { ProjectRecord } from './records';

/**
 * Applies a PATCH of the project's settings: the fields it names replaced or reset, every other key of
 * `config` kept. The project is read again inside the transaction: an update since it was read must not be lost.
 */
export function updateProjectConfig(service: Service, project: ProjectRecord, update: ProjectConfigUpdate): ProjectRecord {
  const { store } = service;
  return store.transaction(() => {
    const current = store.get('projects', project.id) ?? project;
    return store.put('projects', { ...current, config: updatedProjectConfig(current.config, update) });
  });
}

/**
 * The branding fields the update changes, with the vendor's top-level names
 * read as `branding`'s. Both names with different values (after each is
 * normalised) is a 400 naming the two fields: which one was meant is unknown.
 */
function brandingChanges(update: ProjectConfigUpdate): ProjectBrandingUpdate {
  const changes: ProjectBrandingUpdate = { ...update.branding };
  const conflicts: string[] = [];
  for (const name of SHARED_BRANDING) {
    const vendor = update[name];
    if (vendor === undefined) continue;
    const ours = changes[name];
    if (ours !== undefined && ours !== vendor) conflicts.push(name);
    else changes[name] = vendor;
  }
  if (conflicts.length > 0) {
    throw new ApiError(
      'BAD_REQUEST',
      `Both ${conflicts.map((name) => `${name} and branding.${name}`).join(', and ')} were sent, with different values.`,
      {
        ...atFields(
          conflicts.flatMap((name) => [
            { path: `body.${name}`, code: 'invalid_value' as const, message: `differs from body.branding.${name}` },
            { path: `body.branding.${name}`, code: 'invalid_value' as const, message: `differs from body.${name}` },
          ]),
        ),
        suggestedFix: 'Send one of the two names, or the same value under both.',
      },
    );
  }
  return changes;
}

/** Sets `value` at `key` of a copy of `record`, or removes the key for `null`. */
function withField<T extends object>(record: T, key: string, value: unknown): T {
  const copy = { ...record } as Record<string, unknown>;
  if (value === null) delete copy[key];
  else copy[key] = value;
  return copy as T;
}

/** The project's config after `update`: the fields it names replaced or reset, every other key kept. */
function updatedProjectConfig(config: Record<string, unknown>, update: ProjectConfigUpdate): Record<string, unknown> {
  const changes = brandingChanges(update);
  let next = { ...config };
  for (const name of PROJECT_SETTING_NAMES) {
    const value = update[name];
    if (value !== undefined) next = withField(next, name, value);
  }
  let branding: ProjectBranding = storedBranding(config);
  for (const [name, value] of Object.entries(changes)) {
    if (value !== undefined) branding = withField(branding, name, value);
  }
  return { ...next, branding };
}
