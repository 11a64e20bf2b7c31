import type { Clock } from './clock';
import { hashKey } from './http/keys';
import { newId, secret } from './ids';
import { addProjectKey, generateProjectKey } from './projects/addProjectKey';
import type { Store } from './collections/Store';

export const DEFAULT_PROJECT_NAME = 'default';

export interface BootstrapKeys {
  /** The organization key to accept; generated when absent. */
  orgApiKey?: string | undefined;
  /** A key of the default project to accept; generated when absent. */
  projectApiKey?: string | undefined;
}

export interface BootstrapResult {
  orgApiKey: string;
  projectApiKey: string;
  defaultProjectId: string;
}

/**
 * Makes sure the organization and its default project exist and accept the
 * given keys, so a fresh store is usable at once and a restarted one keeps
 * working with the keys it was started with.
 */
export function bootstrap(store: Store, keys: BootstrapKeys, clock: Clock): BootstrapResult {
  return store.transaction(() => {
    const orgApiKey = keys.orgApiKey ?? secret('pb_org_');
    const stored = store.get('settings', 'org');
    const existingOrg = stored?.id === 'org' ? stored : undefined;
    const org = store.put('settings', {
      id: 'org',
      org_id: existingOrg?.org_id ?? `org_${newId('project').slice(3)}`,
      name: existingOrg?.name ?? 'Local organization',
      key_hash: hashKey(orgApiKey),
    });

    let project = store.find('projects', { where: { name: DEFAULT_PROJECT_NAME, deleted_at: null }, limit: 1 })[0];
    if (!project) {
      const id = newId('project');
      project = store.put('projects', {
        id,
        project_id: id,
        org_id: org.org_id,
        name: DEFAULT_PROJECT_NAME,
        config: {},
        created_at: clock().toISOString(),
        deleted_at: null,
      });
    }

    const projectApiKey = keys.projectApiKey ?? generateProjectKey();
    const existingKey = store.get('api_keys', hashKey(projectApiKey));
    if (!existingKey || existingKey.project_id !== project.id || existingKey.deleted_at) {
      addProjectKey(store, project.id, projectApiKey, clock);
    }
    return { orgApiKey, projectApiKey, defaultProjectId: project.id };
  });
}
