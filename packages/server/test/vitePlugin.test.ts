import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatchbayServer } from '../src/createPatchbayServer';
import { patchbayVitePlugin } from '../src/vitePlugin';

let vite: ViteDevServer;
let service: PatchbayServer | undefined;
let origin: string;

beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    logLevel: 'silent',
    root: import.meta.dirname,
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
    plugins: [patchbayVitePlugin({ rateLimit: false, onReady: (s) => (service = s) })],
  });
  await vite.listen();
  const address = vite.httpServer!.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await vite.close();
  await service?.close();
});

describe('patchbayVitePlugin', () => {
  it('answers the API inside the Vite dev server', async () => {
    const response = await fetch(`${origin}/api/v3/toolkits/multi`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': service!.projectApiKey },
      body: JSON.stringify({ toolkits: ['patchbay_oauth_demo'] }),
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { items: { slug: string; meta: { logo: string } }[] };
    expect(page.items.map((t) => t.slug)).toEqual(['patchbay_oauth_demo']);
    // URLs the service hands out point at the origin the browser used: the Vite server.
    expect(page.items[0]!.meta.logo).toBe(`${origin}/logos/patchbay_oauth_demo.svg`);
  });

  it('serves logos and the hosted pages, and leaves other paths to Vite', async () => {
    const logo = await fetch(`${origin}/logos/patchbay_oauth_demo.svg`);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    const unknownLink = await fetch(`${origin}/connect/lt_doesnotexist`);
    expect(unknownLink.status).toBe(404);
    expect(await unknownLink.text()).toContain('<html');
    const other = await fetch(`${origin}/some/app/route`);
    expect(other.headers.get('x-request-id')).toBeNull(); // not answered by the service
  });
});
