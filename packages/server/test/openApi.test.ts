import { Validator } from '@seriousme/openapi-schema-validator';
import { COMMON_ERROR_SLUGS, ENDPOINTS, SERVICE_ERRORS, withApiVersion, type EndpointName } from '@patchbay/client';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../src/openapi/openApiDocument';
import { useTestServer } from './harness';

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];

type Operation = OpenApiDocument['paths'][string][string];

function operations(document: OpenApiDocument): Array<{ path: string; method: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));
}

describe('OpenAPI document and reference page', () => {
  const t = useTestServer('memory', {}, 'all');

  async function documentOf(version: 'v3' | 'v3.1'): Promise<OpenApiDocument> {
    const response = await fetch(`${t.baseUrl}/api/${version}/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    return (await response.json()) as OpenApiDocument;
  }

  it.each(['v3', 'v3.1'] as const)('serves a valid OpenAPI 3.1 document under %s without a key', async (version) => {
    const document = await documentOf(version);
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it.each(['v3', 'v3.1'] as const)('has one operation per row of the endpoint table under %s, and nothing else', async (version) => {
    const served = operations(await documentOf(version));
    expect(served.map(({ operation }) => operation.operationId).sort()).toEqual([...NAMES].sort());
    for (const { path, method, operation } of served) {
      const row = ENDPOINTS[operation.operationId];
      expect({ path, method }).toEqual({ path: withApiVersion(row.path, version), method: row.method.toLowerCase() });
      const pathParams = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect(pathParams).toEqual([...row.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
    }
  });

  it('documents the query parameters each row reads, from the schema the service validates with', async () => {
    for (const { operation } of operations(await documentOf('v3'))) {
      const query = operation.parameters.filter((p) => p.in === 'query').map((p) => p.name);
      expect(query.sort(), operation.operationId).toEqual([...ENDPOINTS[operation.operationId].query].sort());
    }
  });

  it('documents request bodies from the service’s schemas', async () => {
    const byName = new Map(operations(await documentOf('v3')).map(({ operation }) => [operation.operationId, operation]));
    const create = byName.get('authConfigs.create')?.requestBody;
    expect(create?.required).toBe(true);
    expect(create?.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['toolkit'],
      properties: { toolkit: { type: 'object' } },
    });
    // Every field of a session update is optional, so an empty body is accepted.
    expect(byName.get('toolRouter.updateSession')?.requestBody?.required).toBe(false);
    expect(byName.get('authConfigs.get')?.requestBody).toBeUndefined();
  });

  it('documents each success with its status and the schema of the row’s response type, shared types as components', async () => {
    const document = await documentOf('v3');
    const byName = new Map(operations(document).map(({ operation }) => [operation.operationId, operation]));
    const created = byName.get('authConfigs.create')?.responses;
    expect(Object.keys(created ?? {})).not.toContain('200');
    expect(created?.['201']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/CreateAuthConfigResponse' });
    expect(byName.get('authConfigs.list')?.responses['200']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/CursorPage_AuthConfig',
    });
    expect(document.components.schemas.AuthConfig).toMatchObject({ type: 'object', required: expect.arrayContaining(['id', 'status']) });
    // Created, or found as it was asked for: both statuses, one type.
    expect(Object.keys(byName.get('triggerInstances.upsert')?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201']));
    for (const { operation } of operations(document)) {
      const successes = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
      expect(successes.length, operation.operationId).toBeGreaterThan(0);
      for (const [, response] of successes) expect(response.content?.['application/json']?.schema, operation.operationId).not.toEqual({});
    }
  });

  it('names the key each row takes', async () => {
    const document = await documentOf('v3');
    expect(document.components.securitySchemes).toMatchObject({
      projectKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      orgKey: { type: 'apiKey', in: 'header', name: 'x-org-api-key' },
    });
    for (const { operation } of operations(document)) {
      const scheme = ENDPOINTS[operation.operationId].key === 'org' ? 'orgKey' : 'projectKey';
      expect(operation.security, operation.operationId).toEqual([{ [scheme]: [] }]);
    }
  });

  it('documents the error envelope with every slug, and each row’s errors by status', async () => {
    const document = await documentOf('v3');
    const slugs = (document.components.schemas.ErrorSlug?.oneOf as Array<{ const: string; description: string }>).map((entry) => entry.const);
    expect(slugs.sort()).toEqual(
      Object.values(SERVICE_ERRORS)
        .map((error) => error.slug)
        .sort(),
    );
    for (const { operation } of operations(document)) {
      for (const slug of [...COMMON_ERROR_SLUGS, ...ENDPOINTS[operation.operationId].errors]) {
        const { status } = Object.values(SERVICE_ERRORS).find((error) => error.slug === slug)!;
        const response = operation.responses[String(status)];
        expect(response?.description, `${operation.operationId} ${slug}`).toContain(`\`${slug}\``);
        expect(response?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
      }
    }
  });

  it('lets clients cache the document', async () => {
    const first = await fetch(`${t.baseUrl}/api/v3/openapi.json`);
    const etag = first.headers.get('etag');
    // fetch asks for gzip: the tag of the compressed copy is weak (W/).
    expect(etag).toMatch(/^(W\/)?".+"$/);
    expect(first.headers.get('cache-control')).toContain('public');
    const again = await fetch(`${t.baseUrl}/api/v3/openapi.json`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const other = await fetch(`${t.baseUrl}/api/v3.1/openapi.json`, { headers: { 'if-none-match': etag! } });
    expect(other.status).toBe(200);
  });

  it('serves the reference page with its assets from the service itself, under a strict policy', async () => {
    const page = await fetch(`${t.baseUrl}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe');
    const html = await page.text();
    expect(html).not.toMatch(/<script>|<style/);
    const references = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    // Inline data (the empty icon) or a path of the service: never another origin.
    const assets = references.filter((reference) => !reference.startsWith('data:'));
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      expect(asset, 'same-origin path').toMatch(/^\/docs\//);
      const response = await fetch(t.baseUrl + asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('content-type'), asset).toMatch(/^text\/(javascript|css)/);
      expect((await response.text()).length, asset).toBeGreaterThan(0);
    }
    const init = await (await fetch(`${t.baseUrl}/docs/init.js`)).text();
    expect(init).toContain('/openapi.json');
  });

  it('serves only its own asset files', async () => {
    for (const path of ['/docs/assets/package.json', '/docs/assets/..%2Fpackage.json', '/docs/assets/index.html']) {
      expect((await fetch(t.baseUrl + path)).status, path).toBe(404);
    }
  });

  it('still asks for a key everywhere else under the API prefix', async () => {
    expect((await fetch(`${t.baseUrl}/api/v3/openapi.yaml`)).status).toBe(401);
    expect((await fetch(`${t.baseUrl}/api/v3/files/list`)).status).toBe(401);
  });
});
