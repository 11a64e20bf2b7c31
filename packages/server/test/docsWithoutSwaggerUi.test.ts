import { describe, expect, it, vi } from 'vitest';
import { useTestServer } from './harness';

// As in an app that did not install the optional peer `swagger-ui-dist`.
vi.mock('../src/openapi/docsAssets', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/openapi/docsAssets')>()),
  hasDocsAssets: () => false,
}));

describe('the reference page without Swagger UI installed', () => {
  const t = useTestServer('memory');

  it('links both OpenAPI documents, says how to get the full page, and runs no script', async () => {
    const page = await fetch(`${t.baseUrl}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).not.toContain('<script');
    const links = [...html.matchAll(/href="(\/[^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(['/api/v3/openapi.json', '/api/v3.1/openapi.json']);
    for (const link of links) expect((await fetch(t.baseUrl + link!)).status, link).toBe(200);
    expect(html).toContain('npm install --save-dev swagger-ui-dist');
  });

  it('answers 404, not an error, for the assets it does not have', async () => {
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css']) {
      expect((await fetch(`${t.baseUrl}/docs/assets/${file}`)).status, file).toBe(404);
    }
  });
});
