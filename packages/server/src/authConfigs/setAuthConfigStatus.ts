import type { Service } from '../Service';
import type { AuthConfigStatus } from './authConfigsSchemas';
import type { AuthConfigRecord } from './records';

/** Enables or disables the auth config; one already in that status is left untouched. */
export function setAuthConfigStatus(service: Service, config: AuthConfigRecord, status: AuthConfigStatus): void {
  if (config.status === status) return;
  service.store.put('auth_configs', { ...config, status, updated_at: service.clock().toISOString() });
}
