import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, it } from 'vitest';
import { openTab, screenshot } from '../support/demoActions';
import type { E2eSession } from '../support/E2eSession';

/** The admin area, and the Apps screen in the dark and brand themes. */
export function screensSuite(session: () => E2eSession): void {
  it('shows the admin area to an admin', async () => {
    const { page, harness } = session();
    await openTab(page, 'Admin');
    await page.getByRole('heading', { name: 'Auth configs' }).waitFor();
    await page.locator('[data-auth-config-id]').first().waitFor();
    await page.locator('[data-project="default"]').waitFor();
    await page.getByLabel('Server name').fill('sales-agent');
    await page.getByRole('button', { name: 'Create server' }).click();
    await page.locator('[data-mcp-server="sales-agent"]').getByRole('button', { name: 'Generate URL' }).click();
    await page.getByTestId('mcp-user-url').waitFor();
    await screenshot(page, 'light-09-admin');
    harness.pageHtml.push(await page.content());
  });

  it("gives agents a working MCP URL: the official SDK client lists the server's tools and runs one for the user", async () => {
    const { page, harness } = session();
    const url = (await page.getByTestId('mcp-user-url').textContent())!;
    expect(url.startsWith(`${harness.demo.url}/mcp/`), url).toBe(true);
    const connect = async (headers: Record<string, string>) => {
      const client = new Client({ name: 'e2e-agent', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
      return client;
    };
    await expect(connect({})).rejects.toThrow(/401/);
    const agent = await connect({ 'x-api-key': harness.demo.keys.projectApiKey });
    try {
      const names = (await agent.listTools()).tools.map((tool) => tool.name);
      expect(names).toEqual(expect.arrayContaining(['PATCHBAY_NOAUTH_DEMO_GET_STATUS', 'PATCHBAY_SEARCH_TOOLS', 'PATCHBAY_MANAGE_CONNECTIONS']));
      const status = await agent.callTool({ name: 'PATCHBAY_NOAUTH_DEMO_GET_STATUS', arguments: {} });
      expect(status.isError, JSON.stringify(status.content)).not.toBe(true);
      expect(status.structuredContent).toMatchObject({ status: expect.stringMatching(/operational|degraded|outage/) });
    } finally {
      await agent.close();
    }
  });

  for (const theme of ['dark', 'brand'] as const) {
    it(`renders the Apps screen in the ${theme} theme`, async () => {
      const { page } = session();
      await openTab(page, 'Apps');
      await page.getByRole('radio', { name: theme === 'dark' ? 'Dark' : 'Brand' }).click();
      await page.getByRole('heading', { name: 'Try these' }).waitFor();
      await page.locator('[role="option"]').first().waitFor();
      await screenshot(page, `${theme}-apps`);
    });
  }

  it('returns to the light theme', async () => {
    await session().page.getByRole('radio', { name: 'Light' }).click();
  });
}
