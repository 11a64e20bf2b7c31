import { createHash } from 'node:crypto';
import type { ApiVersion } from '@patchbay/client';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/context';
import { DOCS_ASSETS, hasDocsAssets, readDocsAsset } from './docsAssets';
import { DOCS_INIT_SCRIPT, DOCS_PAGE, DOCS_PAGE_CSP, DOCS_PAGE_WITHOUT_UI } from './docsPage';

/**
 * The API's OpenAPI document under each version's prefix and a reference
 * page at `/docs`: public like any API reference (no key), and mounted ahead
 * of authentication.
 */
export const openApiRoutes = new Hono<AppEnv>();

interface Served {
  body: string;
  etag: string;
}

/** Built on first request, once per version: the table and the schemas do not change while the service runs. */
const documents = new Map<ApiVersion, Served>();

async function documentFor(version: ApiVersion): Promise<Served> {
  let served = documents.get(version);
  if (!served) {
    // Loaded with the first request for it, with the response schemas it embeds: not every run reads the document.
    const { buildOpenApiDocument } = await import('./openApiDocument');
    const body = JSON.stringify(buildOpenApiDocument(version));
    served = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    documents.set(version, served);
  }
  return served;
}

for (const version of ['v3', 'v3.1'] as const) {
  openApiRoutes.get(`/api/${version}/openapi.json`, async (c) => {
    const { body, etag } = await documentFor(version);
    c.header('cache-control', 'public, max-age=300');
    c.header('etag', etag);
    // Compared weakly, as If-None-Match is: a compressed copy went out with the tag made weak (W/).
    const known = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (known.includes(etag)) return c.body(null, 304);
    c.header('content-type', 'application/json; charset=utf-8');
    return c.body(body);
  });
}

openApiRoutes.get('/docs', (c) => {
  pageHeaders(c);
  return c.html(hasDocsAssets() ? DOCS_PAGE : DOCS_PAGE_WITHOUT_UI);
});

openApiRoutes.get('/docs/init.js', (c) => {
  pageHeaders(c);
  c.header('content-type', 'text/javascript; charset=utf-8');
  return c.body(DOCS_INIT_SCRIPT);
});

openApiRoutes.get('/docs/assets/:file', async (c) => {
  const file = c.req.param('file');
  // Only the named files: the parameter never reaches the file system unchecked.
  const asset = DOCS_ASSETS.find((candidate) => candidate.file === file);
  if (!asset || !hasDocsAssets()) return c.notFound();
  pageHeaders(c);
  c.header('cache-control', 'public, max-age=86400');
  c.header('content-type', asset.contentType);
  return c.body(await readDocsAsset(asset));
});

function pageHeaders(c: Context<AppEnv>): void {
  c.header('content-security-policy', DOCS_PAGE_CSP);
  c.header('x-content-type-options', 'nosniff');
  c.header('referrer-policy', 'no-referrer');
  c.header('cache-control', 'public, max-age=300');
}
