import type { z } from 'zod';
import type { CatalogTriggerTypeEntry } from '../catalog';
import { newId } from '../ids';
import type { ProjectRecord } from '../projects/records';
import type { Service } from '../Service';
import { checkToolkitVersions } from './checkToolkitVersions';
import type { TriggerInstanceRecord } from './records';
import { triggerAccount } from './triggerAccount';
import { triggerConfigSchema } from './toTriggerTypeWire';
import type { upsertInstanceBody } from './triggersSchemas';
import { validateTriggerConfig } from './validateTriggerConfig';

/** Config equality independent of key order (values are scalars after validation). */
function sameConfig(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

/**
 * The instance of trigger type `trigger` on the project's usable account of
 * the trigger's toolkit (`input.connected_account_id`, or `input.user_id`'s:
 * see `triggerAccount`) with the validated
 * config: an existing one is reused and re-enabled if paused, otherwise one
 * is created.
 */
export function upsertTriggerInstance(
  service: Service,
  project: ProjectRecord,
  trigger: CatalogTriggerTypeEntry,
  input: z.output<typeof upsertInstanceBody>,
): { instance: TriggerInstanceRecord; created: boolean } {
  checkToolkitVersions(service.catalog, input.toolkit_versions, 'body');
  const account = triggerAccount(service, project, trigger, input);
  const config = validateTriggerConfig(trigger.slug, triggerConfigSchema(trigger), input.trigger_config ?? {});
  const { store } = service;
  return store.transaction(() => {
    const now = service.clock().toISOString();
    const existing = store
      .find('trigger_instances', { where: { connected_account_id: account.id, trigger_slug: trigger.slug } })
      .find((i) => i.project_id === account.project_id && sameConfig(i.trigger_config, config));
    if (existing) {
      if (existing.status === 'listening') return { instance: existing, created: false };
      const resumed = store.put('trigger_instances', {
        ...existing,
        status: 'listening',
        disabled_at: null,
        updated_at: now,
      });
      return { instance: resumed, created: false };
    }
    const instance = store.put('trigger_instances', {
      id: newId('triggerInstance'),
      project_id: account.project_id,
      trigger_slug: trigger.slug,
      toolkit_slug: trigger.toolkitSlug,
      connected_account_id: account.id,
      auth_config_id: account.auth_config_id,
      user_id: account.user_id,
      trigger_config: config,
      status: 'listening',
      state: {},
      disabled_at: null,
      version: trigger.version,
      created_at: now,
      updated_at: now,
    });
    return { instance, created: true };
  });
}
