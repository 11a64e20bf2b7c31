import type { CallEndpoint } from '../endpoints/callEndpoint';
import type { RequestOptions } from '../RequestOptions';
import type { ListTriggerTypesQuery } from '../types';

/** Trigger types (spec 4.4): the event sources toolkits offer. */
export function createTriggerTypesResource(call: CallEndpoint) {
  return {
    /**
     * `GET /api/v3/triggers_types`: one page of trigger types. `toolkit_slugs` is sent
     * comma-joined; `toolkit_versions` as `latest` or, for an object, in bracket
     * notation (`toolkit_versions[github]=20250101_00`).
     */
    list: (query?: ListTriggerTypesQuery, options?: RequestOptions) => call('triggerTypes.list', { query }, options),
    /**
     * `GET /api/v3/triggers_types/{slug}`: one trigger type with its config and payload schema;
     * `toolkit_versions` selects the version as in `list`. @extension
     */
    get: (slug: string, query?: Pick<ListTriggerTypesQuery, 'toolkit_versions'>, options?: RequestOptions) =>
      call('triggerTypes.get', { params: { slug }, query }, options),
    /** `GET /api/v3/triggers_types/list/enum`: every trigger type slug of the catalog. @extension */
    enum: (options?: RequestOptions) => call('triggerTypes.enum', {}, options),
  };
}

export type TriggerTypesResource = ReturnType<typeof createTriggerTypesResource>;
