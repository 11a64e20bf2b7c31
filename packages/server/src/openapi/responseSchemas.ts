import type { EndpointName } from '@patchbay/client';
import generated from './responseSchemas.generated.json' with { type: 'json' };

type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schemas (2020-12) of the success answers, generated from the
 * client's types by `generateResponseSchemas.ts`: each row's schema, mostly a
 * `$ref` to one of `components`, which refer to each other as
 * `#/components/schemas/<name>`.
 */
export interface ResponseSchemas {
  rows: Record<EndpointName, JsonSchema>;
  components: Record<string, JsonSchema>;
}

/** As last generated (`pnpm --filter @patchbay/server gen:openapi`); a unit test fails when it is stale. */
export const RESPONSE_SCHEMAS: ResponseSchemas = generated;
