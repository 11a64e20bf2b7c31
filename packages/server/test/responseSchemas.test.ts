import { ENDPOINTS, SERVICE_ERRORS, type EndpointName } from '@patchbay/client';
import { describe, expect, it } from 'vitest';
import { generateResponseSchemas } from '../src/openapi/generateResponseSchemas';
import { RESPONSE_SCHEMAS } from '../src/openapi/responseSchemas';

describe('response schemas', () => {
  // The TypeScript compiler reads the whole client: seconds, within the tests' shared bound on a test.
  it('are current with the client’s response types', () => {
    expect(
      generateResponseSchemas(),
      'src/openapi/responseSchemas.generated.json is stale: run `pnpm --filter @patchbay/server gen:openapi`',
    ).toEqual(RESPONSE_SCHEMAS);
  });

  it('have one schema per row, and every reference names a component', () => {
    expect(Object.keys(RESPONSE_SCHEMAS.rows).sort()).toEqual((Object.keys(ENDPOINTS) as EndpointName[]).sort());
    const references = JSON.stringify(RESPONSE_SCHEMAS).match(/"\$ref":"[^"]*"/g) ?? [];
    for (const reference of new Set(references)) {
      const name = reference.replace(/^"\$ref":"#\/components\/schemas\//, '').replace(/"$/, '');
      expect(RESPONSE_SCHEMAS.components, reference).toHaveProperty([name]);
    }
  });

  it('name the same slugs as the document’s ErrorSlug, which stands in for theirs', () => {
    const slugs = Object.values(SERVICE_ERRORS).map((error) => error.slug);
    expect(RESPONSE_SCHEMAS.components.ErrorSlug).toMatchObject({ type: 'string' });
    expect([...(RESPONSE_SCHEMAS.components.ErrorSlug?.enum as string[])].sort()).toEqual([...new Set(slugs)].sort());
  });
});
