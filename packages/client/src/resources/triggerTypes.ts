import { path } from '../path';
import type { RequestOptions } from '../RequestOptions';
import type { Transport } from '../transport';
import type { CursorPage, ListTriggerTypesQuery, TriggerType } from '../types';

/** Trigger types (spec 4.4): the event sources toolkits offer. */
export function createTriggerTypesResource(transport: Transport) {
  return {
    /**
     * `GET /api/v3/triggers_types`: one page of trigger types. `toolkit_slugs` is sent
     * comma-joined; `toolkit_versions` as `latest` or, for an object, in bracket
     * notation (`toolkit_versions[github]=20250101_00`).
     */
    list: (query?: ListTriggerTypesQuery, options?: RequestOptions) =>
      transport.request<CursorPage<TriggerType>>({ method: 'GET', path: '/api/v3/triggers_types', query }, options),

    /**
     * `GET /api/v3/triggers_types/{slug}`: one trigger type with its config and payload schema;
     * `toolkit_versions` selects the version as in `list`. @extension
     */
    get: (slug: string, query?: Pick<ListTriggerTypesQuery, 'toolkit_versions'>, options?: RequestOptions) =>
      transport.request<TriggerType>({ method: 'GET', path: path`/api/v3/triggers_types/${slug}`, query }, options),
  };
}

export type TriggerTypesResource = ReturnType<typeof createTriggerTypesResource>;
