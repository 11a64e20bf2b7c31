import { path } from '../path';
import type { RequestOptions } from '../RequestOptions';
import type { Transport } from '../transport';
import type {
  CursorPage,
  DeleteTriggerInstanceResponse,
  ListTriggerInstancesQuery,
  ManageTriggerInstanceResponse,
  TriggerInstance,
  TriggerInstanceAction,
  UpsertTriggerInstanceRequest,
  UpsertTriggerInstanceResponse,
} from '../types';

/** Trigger instances (spec 4.4): listeners for events at an external application. */
export function createTriggerInstancesResource(transport: Transport) {
  const manage = (id: string, status: TriggerInstanceAction, options?: RequestOptions) =>
    transport.request<ManageTriggerInstanceResponse>(
      { method: 'PATCH', path: path`/api/v3/trigger_instances/manage/${id}`, body: { status } },
      options,
    );

  return {
    /**
     * `POST /api/v3/trigger_instances/{slug}/upsert`: creates an instance of trigger type `slug`,
     * or updates the one with the same config (re-enabling it when paused). @extension
     */
    upsert: (slug: string, body: UpsertTriggerInstanceRequest, options?: RequestOptions) =>
      transport.request<UpsertTriggerInstanceResponse>({ method: 'POST', path: path`/api/v3/trigger_instances/${slug}/upsert`, body }, options),

    /** `GET /api/v3/trigger_instances/active`: one page of instances; array filters are sent comma-joined. @extension */
    listActive: (query?: ListTriggerInstancesQuery, options?: RequestOptions) =>
      transport.request<CursorPage<TriggerInstance>>({ method: 'GET', path: '/api/v3/trigger_instances/active', query }, options),

    /** `PATCH /api/v3/trigger_instances/manage/{triggerId}`: `disable` pauses listening (config kept), `enable` resumes it. */
    manage,

    /** Shorthand for `manage(id, 'enable')`. */
    enable: (id: string, options?: RequestOptions) => manage(id, 'enable', options),

    /** Shorthand for `manage(id, 'disable')`. */
    disable: (id: string, options?: RequestOptions) => manage(id, 'disable', options),

    /** `DELETE /api/v3/trigger_instances/manage/{triggerId}`: removes the instance permanently. */
    delete: (id: string, options?: RequestOptions) =>
      transport.request<DeleteTriggerInstanceResponse>({ method: 'DELETE', path: path`/api/v3/trigger_instances/manage/${id}` }, options),
  };
}

export type TriggerInstancesResource = ReturnType<typeof createTriggerInstancesResource>;
