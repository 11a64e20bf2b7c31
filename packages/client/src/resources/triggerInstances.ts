import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type { ListTriggerInstancesQuery, TriggerInstanceAction, UpsertTriggerInstanceRequest } from '../types';

/** Trigger instances (spec 4.4): listeners for events at an external application. */
export function createTriggerInstancesResource(call: CallEndpoint) {
  const manage = (id: string, status: TriggerInstanceAction, options?: RequestOptions) =>
    call('triggerInstances.manage', { params: { triggerId: id }, body: { status } }, options);
  return {
    /**
     * `POST /api/v3/trigger_instances/{slug}/upsert`: creates an instance of trigger type `slug`,
     * or updates the one with the same config (re-enabling it when paused). @extension
     */
    upsert: (slug: string, body: UpsertTriggerInstanceRequest, options?: RequestOptions) =>
      call('triggerInstances.upsert', { params: { slug }, body }, options),
    /** `GET /api/v3/trigger_instances/active`: one page of instances; array filters are sent comma-joined. @extension */
    listActive: (query?: ListTriggerInstancesQuery, options?: RequestOptions) => call('triggerInstances.listActive', { query }, options),
    /** `PATCH /api/v3/trigger_instances/manage/{triggerId}`: `disable` pauses listening (config kept), `enable` resumes it. */
    manage,
    /** Shorthand for `manage(id, 'enable')`. */
    enable: (id: string, options?: RequestOptions) => manage(id, 'enable', options),
    /** Shorthand for `manage(id, 'disable')`. */
    disable: (id: string, options?: RequestOptions) => manage(id, 'disable', options),
    /** `DELETE /api/v3/trigger_instances/manage/{triggerId}`: removes the instance permanently. */
    delete: (id: string, options?: RequestOptions) => call('triggerInstances.delete', { params: { triggerId: id } }, options),
  };
}

export type TriggerInstancesResource = ReturnType<typeof createTriggerInstancesResource>;
